import { describe, expect, it } from 'vitest';
import { MemberApi } from '../api';
import { HttpClient } from '../http';
import { MEMBER_QUERY_KEYS } from '../memberData';
import { RemoteDataCache } from '../remoteData';
import {
  CALLS,
  CANCEL_REASON_MAX_LENGTH,
  ENTITY_EXAMPLES,
  type Appointment,
  type AvailabilitySlot,
  type CallName,
  type Center,
  type Encounter,
} from '../schemas';
import {
  FakeClock,
  FakeHttp,
  MemoryStorage,
  RecordingLogger,
  flushPromises,
  type FakeHttpReply,
} from '../testing';
import { createBookingStateStore } from './bookingStateStore';
import { ScheduleActions, scheduleActionDraftKey, type ScheduleAction } from './scheduleAction';
import type { ScheduleActionParams } from './scheduleActionPath';

const BASE = 'https://api.scanwise.test';
/** The clock starts Thursday 1 January 2026, 09:00 UTC (04:00 in New York). */
const START = Date.UTC(2026, 0, 1, 9);

const nyc: Center = {
  ...ENTITY_EXAMPLES.Center,
  id: 'ctr_nyc',
  timeZone: 'America/New_York',
  onlineBooking: true,
};
const booked: Appointment = {
  id: 'apt_1',
  encounterId: 'enc_1',
  centerId: nyc.id,
  start: '2026-01-08T15:00:00.000Z',
  end: '2026-01-08T16:00:00.000Z',
  bookingCode: 'SW-1001',
  status: 'CONFIRMED',
  center: nyc,
};
const encounter: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: 'enc_1',
  status: 'SCHEDULED',
  appointment: booked,
};
const slot = (start: string): AvailabilitySlot => ({
  centerId: nyc.id,
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
});
const NINE_THIRTY = '2026-01-05T14:30:00.000Z';
const TEN = '2026-01-05T15:00:00.000Z';
const LINK: ScheduleActionParams = {
  encounterId: 'enc_1',
  appointmentId: 'apt_1',
  bookingCode: 'SW-1001',
  selectMoreTimes: false,
};

function setup(options: { storage?: MemoryStorage } = {}) {
  const clock = new FakeClock(START);
  const http = new FakeHttp();
  const logger = new RecordingLogger();
  const storage = options.storage ?? new MemoryStorage();
  const answer = (name: CallName, reply: FakeHttpReply | Parameters<FakeHttp['on']>[2]) =>
    http.on(CALLS[name].method, CALLS[name].path, reply);
  const sent = (name: CallName) => http.requestsTo(CALLS[name].method, CALLS[name].path);
  answer('encounterGet', { body: encounter });
  answer('availabilityList', { body: [slot(NINE_THIRTY), slot(TEN)] });
  answer('appointmentReschedule', ({ json }) => {
    const { start } = json<{ start: string }>();
    return { body: { ...booked, start, status: 'RESCHEDULED' } satisfies Appointment };
  });
  answer('appointmentCancel', { body: { ...booked, status: 'CANCELLED' } satisfies Appointment });
  const api = new MemberApi({
    calls: CALLS,
    client: new HttpClient({ http, baseUrl: BASE, clock }),
    logger,
  });
  const cache = new RemoteDataCache({ clock });
  const booking = createBookingStateStore({ storage, logger });
  const actions = new ScheduleActions({ calls: api, booking, storage, clock, cache, logger });
  return { http, logger, storage, cache, answer, sent, actions, booking };
}

async function opened(action: ScheduleAction): Promise<ScheduleAction> {
  await action.open();
  await flushPromises();
  return action;
}

const bodyOf = (request: { readonly body?: unknown } | undefined): unknown =>
  JSON.parse(request?.body as string);

describe('ScheduleAction: the appointment', () => {
  it('loads the appointment of the link and offers the overview', async () => {
    const { actions } = setup();
    const action = actions.forLink(LINK);
    expect(action.getSnapshot().load).toEqual({ status: 'loading', retrying: false });
    await opened(action);
    const state = action.getSnapshot();
    expect(state.view).toBe('overview');
    expect(state.load).toMatchObject({ status: 'ready', context: { center: { id: 'ctr_nyc' } } });
  });

  it('refuses at once an appointment that is cancelled, completed or missed', async () => {
    for (const status of ['CANCELLED', 'COMPLETED', 'NO_SHOW'] as const) {
      const { actions, answer } = setup();
      answer('encounterGet', { body: { ...encounter, appointment: { ...booked, status } } });
      const action = await opened(actions.forLink(LINK));
      expect(action.getSnapshot().load).toEqual({
        status: 'error',
        problem: { reason: 'appointmentClosed', detail: null },
      });
    }
  });

  it('refuses a link whose appointment is not the encounter’s', async () => {
    const { actions } = setup();
    const action = await opened(actions.forLink({ ...LINK, appointmentId: 'apt_other' }));
    expect(action.getSnapshot().load).toMatchObject({
      status: 'error',
      problem: { reason: 'notFound' },
    });
  });

  it('a failed load is logged with its reason and tried again on request', async () => {
    const { actions, answer, logger } = setup();
    answer('encounterGet', { status: 500, body: { code: 'server_error', message: 'Broke' } });
    const action = await opened(actions.forLink(LINK));
    expect(action.getSnapshot().load).toEqual({
      status: 'error',
      problem: { reason: 'failed', detail: 'api.errors.server' },
    });
    expect(logger.has('warn', 'Schedule action: load failed')).toBe(true);
    answer('encounterGet', { body: encounter });
    const retry = action.retryLoad();
    expect(action.getSnapshot().load).toEqual({ status: 'loading', retrying: true });
    await retry;
    expect(action.getSnapshot().load.status).toBe('ready');
  });
});

describe('ScheduleAction: a new time', () => {
  it('pages two weeks of the center’s free times from today in the center’s zone', async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    await flushPromises();
    const { times, view } = action.getSnapshot();
    expect(view).toBe('reschedule');
    // 1 January in New York, midnight to midnight 14 days on.
    expect(times).toMatchObject({
      status: 'ready',
      range: { from: '2026-01-01T05:00:00.000Z', to: '2026-01-15T05:00:00.000Z' },
      calendar: [
        { localDate: '2026-01-05', slots: [{ localTime: '09:30' }, { localTime: '10:00' }] },
      ],
    });
    await action.pageTimes('2026-01-15');
    expect(sent('availabilityList').at(-1)?.url).toContain('from=2026-01-15T05%3A00%3A00.000Z');
  });

  it('asks for a time before confirming', async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    expect(await action.confirmReschedule()).toBe(false);
    expect(action.getSnapshot().problem).toEqual({ reason: 'pickTimeFirst', detail: null });
    expect(sent('appointmentReschedule')).toHaveLength(0);
  });

  it('moves the appointment with the link’s booking code and says so; the member’s data refreshes', async () => {
    const { actions, sent, cache } = setup();
    const reloaded: string[] = [];
    const stop = cache
      .query({
        key: MEMBER_QUERY_KEYS.encounters,
        load: () => {
          reloaded.push('encounters');
          return Promise.resolve([]);
        },
        freshForMs: 60_000,
      })
      .subscribe(() => undefined);
    await flushPromises();
    reloaded.length = 0;
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    action.selectTime(NINE_THIRTY);
    expect(await action.confirmReschedule()).toBe(true);
    expect(bodyOf(sent('appointmentReschedule')[0])).toEqual({
      start: NINE_THIRTY,
      centerId: 'ctr_nyc',
      bookingCode: 'SW-1001',
    });
    expect(action.getSnapshot()).toMatchObject({
      view: 'rescheduled',
      outcome: { start: NINE_THIRTY, status: 'RESCHEDULED' },
      selectedStart: null,
      busy: null,
    });
    await flushPromises();
    expect(reloaded).toEqual(['encounters']);
    stop();
  });

  it('a time taken meanwhile says so, drops the pick and loads the times again', async () => {
    const { actions, answer, sent, logger } = setup();
    answer('appointmentReschedule', {
      status: 409,
      body: { code: 'slot_unavailable', message: 'Taken' },
    });
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    await flushPromises();
    const loadsBefore = sent('availabilityList').length;
    action.selectTime(TEN);
    expect(await action.confirmReschedule()).toBe(false);
    await flushPromises();
    expect(action.getSnapshot()).toMatchObject({
      view: 'reschedule',
      selectedStart: null,
      problem: { reason: 'slotUnavailable' },
    });
    expect(sent('availabilityList')).toHaveLength(loadsBefore + 1);
    expect(logger.has('warn', 'Schedule action: reschedule failed')).toBe(true);
  });

  it('back to the appointment drops the time picked; the picker opens again with its times', async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    expect(action.startReschedule()).toBe(true);
    await flushPromises();
    action.selectTime(TEN);
    action.backToOverview();
    expect(action.getSnapshot()).toMatchObject({ view: 'overview', selectedStart: null });
    const loadsBefore = sent('availabilityList').length;
    expect(action.startReschedule()).toBe(true);
    await flushPromises();
    expect(action.getSnapshot()).toMatchObject({ view: 'reschedule', times: { status: 'ready' } });
    expect(sent('availabilityList')).toHaveLength(loadsBefore + 1);
  });

  it('asked for the picker while it shows, it stays as it is: the time picked and its times', async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    await flushPromises();
    action.selectTime(TEN);
    const loadsBefore = sent('availabilityList').length;
    expect(action.startReschedule()).toBe(true);
    expect(action.getSnapshot()).toMatchObject({ view: 'reschedule', selectedStart: TEN });
    expect(sent('availabilityList')).toHaveLength(loadsBefore);
  });

  it('once moved, the outcome stays: neither the appointment nor the picker comes back', async () => {
    const { actions } = setup();
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    action.selectTime(NINE_THIRTY);
    expect(await action.confirmReschedule()).toBe(true);
    action.backToOverview();
    expect(action.getSnapshot().view).toBe('rescheduled');
    expect(action.startReschedule()).toBe(false);
    expect(action.getSnapshot().view).toBe('rescheduled');
  });
});

describe('ScheduleAction: cancelling', () => {
  it('cancels with the reason typed and the booking code', async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    action.setReason('Travelling');
    expect(await action.confirmCancel()).toBe(true);
    expect(bodyOf(sent('appointmentCancel')[0])).toEqual({
      reason: 'Travelling',
      bookingCode: 'SW-1001',
    });
    expect(action.getSnapshot()).toMatchObject({
      view: 'cancelled',
      outcome: { status: 'CANCELLED' },
      reason: '',
    });
  });

  it("a reason keeps its first characters up to the platform's limit", async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    const long = 'I am moving abroad. '.repeat(30);
    action.setReason(long);
    expect(action.getSnapshot().reason).toBe(long.slice(0, CANCEL_REASON_MAX_LENGTH));
    expect(await action.confirmCancel()).toBe(true);
    expect(bodyOf(sent('appointmentCancel')[0])).toMatchObject({
      reason: long.slice(0, CANCEL_REASON_MAX_LENGTH).trim(),
    });
  });

  it('a failed cancellation keeps the reason typed and says why', async () => {
    const { actions, answer } = setup();
    answer('appointmentCancel', { status: 500, body: { code: 'server_error', message: 'Broke' } });
    const action = await opened(actions.forLink(LINK));
    action.setReason('Ill');
    expect(await action.confirmCancel()).toBe(false);
    expect(action.getSnapshot()).toMatchObject({
      view: 'overview',
      reason: 'Ill',
      problem: { reason: 'failed', detail: 'api.errors.server' },
      busy: null,
    });
  });

  it('a second press while the cancellation runs changes nothing', async () => {
    const { actions, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    const first = action.confirmCancel();
    expect(action.getSnapshot().busy).toBe('cancelling');
    expect(await action.confirmCancel()).toBe(false);
    await first;
    expect(sent('appointmentCancel')).toHaveLength(1);
  });
});

describe('ScheduleAction: "Booking screens are gated by the flags validEntry, validAssociateEntry and validEntryAppointmentActions"', () => {
  const entryFlag = (booking: ReturnType<typeof setup>['booking']) =>
    booking.getSnapshot().validEntryAppointmentActions;

  it('a link whose appointment can change sets validEntryAppointmentActions; one that cannot, or fails to load, clears it', async () => {
    const { actions, answer, booking } = setup();
    expect(entryFlag(booking)).toBe(false);
    await opened(actions.forLink(LINK));
    expect(entryFlag(booking)).toBe(true);

    answer('encounterGet', {
      body: { ...encounter, appointment: { ...booked, id: 'apt_2', status: 'COMPLETED' } },
    });
    await opened(actions.forLink({ ...LINK, appointmentId: 'apt_2' }));
    expect(entryFlag(booking)).toBe(false);

    answer('encounterGet', { body: encounter });
    await opened(actions.forLink(LINK));
    expect(entryFlag(booking)).toBe(true);
    answer('encounterGet', { status: 500, body: { code: 'server_error', message: 'Broke' } });
    await opened(actions.forLink({ ...LINK, bookingCode: null }));
    expect(entryFlag(booking)).toBe(false);
  });

  it('without the entry nothing changes: no new-time picker, no move and no cancellation sent', async () => {
    const { actions, booking, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    booking.update({ validEntryAppointmentActions: false });
    expect(action.startReschedule()).toBe(false);
    expect(action.getSnapshot().view).toBe('overview');
    expect(sent('availabilityList')).toHaveLength(0);
    expect(await action.confirmReschedule()).toBe(false);
    expect(await action.confirmCancel()).toBe(false);
    expect(sent('appointmentReschedule')).toHaveLength(0);
    expect(sent('appointmentCancel')).toHaveLength(0);
  });

  it('a move or a cancellation that went through uses the entry up', async () => {
    const moved = setup();
    const action = await opened(moved.actions.forLink(LINK));
    action.startReschedule();
    action.selectTime(NINE_THIRTY);
    expect(await action.confirmReschedule()).toBe(true);
    expect(entryFlag(moved.booking)).toBe(false);

    const cancelled = setup();
    expect(await (await opened(cancelled.actions.forLink(LINK))).confirmCancel()).toBe(true);
    expect(entryFlag(cancelled.booking)).toBe(false);
  });

  it('opened again after the entry was cleared, the appointment is checked again before anything changes', async () => {
    const { actions, answer, booking, sent } = setup();
    const action = await opened(actions.forLink(LINK));
    await opened(action);
    expect(sent('encounterGet')).toHaveLength(1);
    // Another link's appointment could not change: the entry is cleared.
    booking.update({ validEntryAppointmentActions: false });
    answer('encounterGet', {
      body: { ...encounter, appointment: { ...booked, status: 'CANCELLED' } },
    });
    await opened(action);
    expect(sent('encounterGet')).toHaveLength(2);
    expect(action.getSnapshot().load).toEqual({
      status: 'error',
      problem: { reason: 'appointmentClosed', detail: null },
    });
    expect(await action.confirmCancel()).toBe(false);
    expect(sent('appointmentCancel')).toHaveLength(0);
  });
});

describe('ScheduleAction: reloads, links and the session', () => {
  it('a reload resumes on the step with the time picked (a new service over the same storage)', async () => {
    const storage = new MemoryStorage();
    const before = await opened(setup({ storage }).actions.forLink(LINK));
    before.startReschedule();
    before.selectTime(NINE_THIRTY);
    expect(storage.getItem(scheduleActionDraftKey('apt_1'))).toContain(NINE_THIRTY);

    const after = await opened(setup({ storage }).actions.forLink(LINK));
    await flushPromises();
    expect(after.getSnapshot()).toMatchObject({
      view: 'reschedule',
      selectedStart: NINE_THIRTY,
      times: { status: 'ready' },
    });
  });

  it('an outcome reached is shown again after a reload without loading anything', async () => {
    const storage = new MemoryStorage();
    const first = await opened(setup({ storage }).actions.forLink(LINK));
    await first.confirmCancel();
    const again = setup({ storage });
    const action = await opened(again.actions.forLink(LINK));
    expect(action.getSnapshot()).toMatchObject({ view: 'cancelled', outcome: { id: 'apt_1' } });
    expect(again.sent('encounterGet')).toHaveLength(0);
  });

  it('an outcome is done with on a new visit: the appointment as it is now, which can change again', async () => {
    const { actions, answer, sent, booking } = setup();
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    action.selectTime(NINE_THIRTY);
    expect(await action.confirmReschedule()).toBe(true);
    const moved: Encounter = {
      ...encounter,
      appointment: { ...booked, start: NINE_THIRTY, status: 'RESCHEDULED' },
    };
    answer('encounterGet', { body: moved });
    // A return (a reload, Back) shows the outcome again; a link followed shows the appointment.
    await action.open('return');
    expect(action.getSnapshot().view).toBe('rescheduled');
    await action.open('new');
    await flushPromises();
    expect(action.getSnapshot()).toMatchObject({
      view: 'overview',
      outcome: null,
      load: { status: 'ready', context: { appointment: { start: NINE_THIRTY } } },
    });
    expect(sent('encounterGet')).toHaveLength(2);
    expect(booking.getSnapshot().validEntryAppointmentActions).toBe(true);
    expect(action.startReschedule()).toBe(true);
  });

  it('a new visit keeps a time picked and not yet confirmed', async () => {
    const { actions } = setup();
    const action = await opened(actions.forLink(LINK));
    action.startReschedule();
    action.selectTime(TEN);
    await action.open('new');
    expect(action.getSnapshot()).toMatchObject({ view: 'reschedule', selectedStart: TEN });
  });

  it('a corrupt stored draft is dropped with a warning', async () => {
    const storage = new MemoryStorage();
    storage.setItem(scheduleActionDraftKey('apt_1'), '{"view":"somewhere"');
    const { actions, logger } = setup({ storage });
    const action = await opened(actions.forLink(LINK));
    expect(action.getSnapshot().view).toBe('overview');
    expect(logger.has('warn', 'Stored schedule action draft discarded')).toBe(true);
  });

  it('a link that asks for more times opens the calendar and loads its times at once', async () => {
    const { actions } = setup();
    const action = await opened(actions.forLink({ ...LINK, selectMoreTimes: true }));
    await flushPromises();
    expect(action.getSnapshot()).toMatchObject({ view: 'reschedule', times: { status: 'ready' } });
  });

  it('gives the same action for the same link; a sign-out (clear) forgets them all', () => {
    const { actions } = setup();
    const action = actions.forLink(LINK);
    expect(actions.forLink({ ...LINK })).toBe(action);
    expect(actions.forLink({ ...LINK, bookingCode: null })).not.toBe(action);
    actions.clear();
    expect(action.disposed).toBe(true);
    expect(actions.forLink(LINK)).not.toBe(action);
  });

  it('answers that arrive after a dispose change nothing', async () => {
    const { actions, answer } = setup();
    let release: (reply: FakeHttpReply) => void = () => undefined;
    answer('encounterGet', () => new Promise<FakeHttpReply>((resolve) => (release = resolve)));
    const action = actions.forLink(LINK);
    const load = action.open();
    actions.clear();
    release({ body: encounter });
    await load;
    expect(action.getSnapshot().load).toEqual({ status: 'loading', retrying: false });
  });
});
