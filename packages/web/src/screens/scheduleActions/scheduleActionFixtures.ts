import {
  ENTITY_EXAMPLES,
  scheduleActionDraftKey,
  type Appointment,
  type AvailabilitySlot,
  type Center,
  type Encounter,
} from '@scanwise/core';
import type { ScanwiseContainer } from '../../composition/container';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { NY_CENTER, NY_SLOTS, PHONE_CENTER } from '../booking/bookingFixtures';

/**
 * Data and setups of the schedule-actions stories and tests on the fake platform (its clock
 * starts 1 January 2026, 09:00 UTC): an upcoming Full Body scan at the New York center on
 * 8 January with booking code SW-1001, and a phone-only center's requested time.
 */
export const SCHEDULED_ENCOUNTER_ID = 'enc_sched';
export const SCHEDULED_APPOINTMENT_ID = 'apt_sched';
export const BOOKING_CODE = 'SW-1001';
export const SCHEDULE_ACTION_ROUTE = `/schedule-actions/${SCHEDULED_ENCOUNTER_ID}/${SCHEDULED_APPOINTMENT_ID}/${BOOKING_CODE}`;
export const SCHEDULE_ACTION_PATTERN =
  '/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?';

export const SCHEDULED_APPOINTMENT: Appointment = {
  id: SCHEDULED_APPOINTMENT_ID,
  encounterId: SCHEDULED_ENCOUNTER_ID,
  centerId: NY_CENTER.id,
  start: '2026-01-08T15:00:00.000Z',
  end: '2026-01-08T16:00:00.000Z',
  bookingCode: BOOKING_CODE,
  status: 'CONFIRMED',
  center: NY_CENTER,
};

export const SCHEDULED_ENCOUNTER: Encounter = {
  ...ENTITY_EXAMPLES.Encounter,
  id: SCHEDULED_ENCOUNTER_ID,
  name: 'Full Body Scan',
  status: 'SCHEDULED',
  nextStep: 'ATTEND_APPOINTMENT',
  appointment: SCHEDULED_APPOINTMENT,
};

/** The phone-only center could not hold the requested time: the link asks for more times. */
export const REQUESTED_APPOINTMENT: Appointment = {
  ...SCHEDULED_APPOINTMENT,
  centerId: PHONE_CENTER.id,
  bookingCode: null,
  status: 'REQUESTED',
  center: { ...PHONE_CENTER, phoneNumber: '+16315550100' },
};
export const MORE_TIMES_ROUTE = `/schedule-actions/${SCHEDULED_ENCOUNTER_ID}/${SCHEDULED_APPOINTMENT_ID}/-/true`;

export const PHONE_SLOTS: AvailabilitySlot[] = [
  { centerId: PHONE_CENTER.id, start: '2026-01-07T14:00:00.000Z', end: '2026-01-07T15:00:00.000Z' },
];

export const SERVER_ERROR = {
  status: 500,
  body: { code: 'server_error', message: 'Something broke', path: null },
} as const;

export const SLOT_TAKEN = {
  status: 409,
  body: { code: 'slot_unavailable', message: 'That time is not available', path: null },
} as const;

export interface SchedulePlatformOptions {
  readonly appointment?: Appointment;
  readonly slots?: readonly AvailabilitySlot[];
}

/**
 * The fake platform of the screen: the encounter with its appointment, the center's free times,
 * and reschedule/cancel answering the moved or cancelled appointment.
 */
export function answerSchedulePlatform(
  ports: FakeScanwisePorts,
  options: SchedulePlatformOptions = {},
): void {
  const appointment = options.appointment ?? SCHEDULED_APPOINTMENT;
  const center: Center | null = appointment.center ?? null;
  answerCall(ports, 'encounterGet', {
    body: { ...SCHEDULED_ENCOUNTER, appointment },
  });
  const slots = options.slots ?? (center?.onlineBooking === false ? PHONE_SLOTS : NY_SLOTS);
  ports.http.on('GET', '/packages/centers/:centerId/availability', ({ params }) => ({
    status: 200,
    body: slots.filter((slot) => slot.centerId === params['centerId']),
  }));
  ports.http.on('POST', '/packages/appointments/:appointmentId/reschedule', (request) => {
    const body = request.json<{ start: string }>();
    return {
      status: 200,
      body: {
        ...appointment,
        start: body.start,
        end: new Date(Date.parse(body.start) + 3_600_000).toISOString(),
        status: center?.onlineBooking === false ? 'REQUESTED' : 'RESCHEDULED',
      } satisfies Appointment,
    };
  });
  ports.http.on('POST', '/packages/appointments/:appointmentId/cancel', () => ({
    status: 200,
    body: { ...appointment, status: 'CANCELLED' } satisfies Appointment,
  }));
}

/** Opens the screen on a step, as a reload would find it (the draft in session storage). */
export function storeScheduleDraft(
  services: ScanwiseContainer,
  draft: Record<string, unknown>,
  appointmentId = SCHEDULED_APPOINTMENT_ID,
): void {
  services
    .get(TOKENS.storage)
    .session.setItem(scheduleActionDraftKey(appointmentId), JSON.stringify(draft));
}
