import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { ScanwiseEventBus } from '../events';
import { HttpClient } from '../http';
import { CALL_EXAMPLES, CALLS, type CallName } from '../schemas';
import { FakeClock, FakeHttp, type FakeHttpReply } from '../testing';
import {
  cancelBookedAppointment,
  listMoreAppointmentTimes,
  loadScheduleActionContext,
  rescheduleBookedAppointment,
} from './scheduleActions';
import {
  NO_BOOKING_CODE,
  readScheduleActionParams,
  scheduleActionPath,
} from './scheduleActionPath';

function setup() {
  const clock = new FakeClock(Date.UTC(2026, 2, 2, 15, 30));
  const http = new FakeHttp();
  const client = new HttpClient({
    http,
    baseUrl: 'https://api.scanwise.test',
    clock,
    events: new ScanwiseEventBus(),
    getAccessToken: () => ({ accessToken: 't', expiresAt: clock.now() / 1000 + 3600 }),
  });
  const api = new MemberApi({ calls: CALLS, client });
  const answer = (name: CallName, reply: FakeHttpReply): void => {
    http.on(CALLS[name].method, CALLS[name].path, reply);
  };
  const sent = (name: CallName) => http.requestsTo(CALLS[name].method, CALLS[name].path);
  return { clock, http, api, answer, sent };
}

const conflict = (code: string): FakeHttpReply => ({ status: 409, body: { code, message: code } });
const appointment = CALL_EXAMPLES.appointmentReserve.response;

describe('schedule actions: "/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?"', () => {
  it('reads the route parameters', () => {
    expect(
      readScheduleActionParams({ encounterId: 'enc_1001', appointmentId: 'apt_7781' }),
    ).toEqual({
      encounterId: 'enc_1001',
      appointmentId: 'apt_7781',
      bookingCode: null,
      selectMoreTimes: false,
    });
    expect(
      readScheduleActionParams({
        encounterId: 'e',
        appointmentId: 'a',
        bookingCode: 'SW-1',
        isSelectMoreTimes: 'true',
      }),
    ).toMatchObject({ bookingCode: 'SW-1', selectMoreTimes: true });
    expect(
      readScheduleActionParams({ encounterId: 'e', appointmentId: 'a', isSelectMoreTimes: 'false' })
        ?.selectMoreTimes,
    ).toBe(false);
    expect(readScheduleActionParams({ encounterId: 'e' })).toBeNull();
  });

  it('reads "-" as no booking code, so a link without one can still ask for more times', () => {
    expect(
      readScheduleActionParams({
        encounterId: 'e',
        appointmentId: 'a',
        bookingCode: NO_BOOKING_CODE,
        isSelectMoreTimes: 'true',
      }),
    ).toEqual({ encounterId: 'e', appointmentId: 'a', bookingCode: null, selectMoreTimes: true });
  });

  it('builds the path the reader reads back', () => {
    expect(scheduleActionPath({ encounterId: 'enc_1', appointmentId: 'apt_1' })).toBe(
      '/schedule-actions/enc_1/apt_1',
    );
    expect(
      scheduleActionPath({ encounterId: 'enc_1', appointmentId: 'apt_1', bookingCode: 'SW 1/2' }),
    ).toBe('/schedule-actions/enc_1/apt_1/SW%201%2F2');
    expect(
      scheduleActionPath({
        encounterId: 'enc_1',
        appointmentId: 'apt_1',
        bookingCode: null,
        selectMoreTimes: true,
      }),
    ).toBe('/schedule-actions/enc_1/apt_1/-/true');
    expect(
      scheduleActionPath({
        encounterId: 'e',
        appointmentId: 'a',
        bookingCode: 'SW-9',
        selectMoreTimes: true,
      }),
    ).toBe('/schedule-actions/e/a/SW-9/true');
  });

  it('loads the encounter and its appointment; another appointment id is not found', async () => {
    const t = setup();
    t.answer('encounterGet', { body: CALL_EXAMPLES.encounterGet.response });
    const params = {
      encounterId: 'enc_1001',
      appointmentId: 'apt_7781',
      bookingCode: null,
      selectMoreTimes: false,
    };
    const loaded = await loadScheduleActionContext(t.api, params);
    expect(loaded.ok && loaded.value.appointment.id).toBe('apt_7781');
    expect(loaded.ok && loaded.value.center?.id).toBe('ctr_nyc_5th');
    expect(
      await loadScheduleActionContext(t.api, { ...params, appointmentId: 'apt_x' }),
    ).toMatchObject({
      ok: false,
      reason: 'notFound',
    });
    t.answer('encounterGet', { status: 404, body: { code: 'not_found', message: 'no' } });
    expect(await loadScheduleActionContext(t.api, params)).toMatchObject({
      ok: false,
      reason: 'notFound',
      messageKey: 'booking.scheduleActions.notFound',
    });
  });

  it('pick more times: the center slots from today in its zone, past ones dropped', async () => {
    const t = setup();
    t.answer('availabilityList', {
      body: [
        { centerId: 'ctr_nyc_5th', start: '2026-03-02T14:00:00Z', end: '2026-03-02T15:00:00Z' },
        { centerId: 'ctr_nyc_5th', start: '2026-03-03T14:00:00Z', end: '2026-03-03T15:00:00Z' },
      ],
    });
    const result = await listMoreAppointmentTimes(t.api, {
      center: { id: 'ctr_nyc_5th', timeZone: 'America/New_York' },
      now: t.clock.now(),
      days: 7,
      packageId: 'pkg_full_body',
    });
    expect(result.ok && result.value.map((s) => s.start)).toEqual(['2026-03-03T14:00:00Z']);
    expect(decodeURIComponent(t.sent('availabilityList')[0]?.url ?? '')).toContain(
      'from=2026-03-02T05:00:00.000Z',
    );
    await listMoreAppointmentTimes(t.api, {
      center: { id: 'ctr_nyc_5th', timeZone: 'America/New_York' },
      now: t.clock.now(),
      days: 1,
      fromDate: '2026-04-01',
    });
    expect(decodeURIComponent(t.sent('availabilityList')[1]?.url ?? '')).toContain(
      'from=2026-04-01T04:00:00.000Z',
    );
    t.answer('availabilityList', { status: 500, body: { code: 'x', message: 'x' } });
    expect(
      await listMoreAppointmentTimes(t.api, {
        center: { id: 'c', timeZone: 'UTC' },
        now: t.clock.now(),
        days: 1,
      }),
    ).toMatchObject({ ok: false, reason: 'failed', detail: 'api.errors.server' });
  });

  it('reschedules with the booking code; a taken slot or a wrong code says why', async () => {
    const t = setup();
    t.answer('appointmentReschedule', { body: CALL_EXAMPLES.appointmentReschedule.response });
    const moved = await rescheduleBookedAppointment(t.api, {
      appointmentId: 'apt_7781',
      start: '2026-03-04T15:00:00Z',
      bookingCode: 'SW-7781',
    });
    expect(moved.ok && moved.value.status).toBe('RESCHEDULED');
    expect(JSON.parse(String(t.sent('appointmentReschedule')[0]?.body as string))).toEqual({
      start: '2026-03-04T15:00:00Z',
      centerId: null,
      bookingCode: 'SW-7781',
    });
    t.answer('appointmentReschedule', conflict('slot_unavailable'));
    expect(
      await rescheduleBookedAppointment(t.api, {
        appointmentId: 'a',
        start: '2026-03-04T15:00:00Z',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'slotUnavailable',
      messageKey: 'booking.scheduleActions.slotUnavailable',
    });
    // Onto a time of another of the member's appointments: the platform refuses the overlap.
    t.answer('appointmentReschedule', conflict('appointment_overlap'));
    expect(
      await rescheduleBookedAppointment(t.api, {
        appointmentId: 'a',
        start: '2026-03-04T15:00:00Z',
      }),
    ).toMatchObject({
      ok: false,
      reason: 'appointmentOverlap',
      messageKey: 'booking.scheduleActions.appointmentOverlap',
    });
    t.answer('appointmentReschedule', {
      status: 400,
      body: { code: 'booking_code_mismatch', message: 'x' },
    });
    expect(
      await rescheduleBookedAppointment(t.api, {
        appointmentId: 'a',
        start: '2026-03-04T15:00:00Z',
      }),
    ).toMatchObject({
      reason: 'bookingCodeMismatch',
    });
  });

  it('cancels with the booking code; a closed appointment says why', async () => {
    const t = setup();
    t.answer('appointmentCancel', { body: { ...appointment, status: 'CANCELLED' } });
    const cancelled = await cancelBookedAppointment(t.api, {
      appointmentId: 'apt_7781',
      reason: '  ',
      bookingCode: 'SW-7781',
    });
    expect(cancelled.ok && cancelled.value.status).toBe('CANCELLED');
    expect(JSON.parse(String(t.sent('appointmentCancel')[0]?.body as string))).toEqual({
      reason: null,
      bookingCode: 'SW-7781',
    });
    t.answer('appointmentCancel', conflict('appointment_closed'));
    expect(await cancelBookedAppointment(t.api, { appointmentId: 'apt_7781' })).toMatchObject({
      ok: false,
      reason: 'appointmentClosed',
    });
  });
});
