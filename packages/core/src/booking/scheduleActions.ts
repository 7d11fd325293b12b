import type { MemberApi } from '../api';
import type { Appointment, AvailabilitySlot, Center, Encounter } from '../schemas';
import { callFailureDetail, platformErrorCode } from './bookingJourneyError';
import { availabilityRangeForLocalDays, localDateInZone, type LocalDate } from './bookingSlots';

/**
 * The ScheduleAction screen, route
 * "/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?": reschedule,
 * cancel, or pick more times for an appointment, with the booking code when the link carries
 * one. Small functions over {@link MemberApi}; each resolves a result and never rejects.
 */

/** The calls the schedule actions make (a {@link MemberApi} fits). */
export type ScheduleActionCalls = Pick<
  MemberApi,
  'getEncounter' | 'listAvailability' | 'rescheduleAppointment' | 'cancelAppointment'
>;

/** The route's parameters, checked. */
export interface ScheduleActionParams {
  readonly encounterId: string;
  readonly appointmentId: string;
  readonly bookingCode: string | null;
  /** The link asks the member to pick more times (the center could not hold the first pick). */
  readonly selectMoreTimes: boolean;
}

/** The booking-code segment of a link whose appointment has no code (an offline center's). */
export const NO_BOOKING_CODE = '-';

/**
 * The schedule-actions path of an appointment: the booking code when there is one ("-" when
 * not and more times are asked), then "true" to pick more times. Segments are URI-encoded.
 */
export function scheduleActionPath(request: {
  readonly encounterId: string;
  readonly appointmentId: string;
  readonly bookingCode?: string | null;
  readonly selectMoreTimes?: boolean;
}): string {
  const code = request.bookingCode?.trim() || null;
  const segments = [request.encounterId, request.appointmentId];
  if (code !== null || request.selectMoreTimes) segments.push(code ?? NO_BOOKING_CODE);
  if (request.selectMoreTimes) segments.push('true');
  return `/schedule-actions/${segments.map((segment) => encodeURIComponent(segment)).join('/')}`;
}

/** Reads the route parameters; null when a required one is missing. */
export function readScheduleActionParams(
  params: Readonly<Record<string, string | undefined>>,
): ScheduleActionParams | null {
  const encounterId = params['encounterId']?.trim();
  const appointmentId = params['appointmentId']?.trim();
  if (!encounterId || !appointmentId) return null;
  const code = params['bookingCode']?.trim();
  // "-" stands for "no code" so a link can still say isSelectMoreTimes (offline centers give none).
  const bookingCode = code && code !== NO_BOOKING_CODE ? code : null;
  const flag = params['isSelectMoreTimes']?.trim().toLowerCase();
  return {
    encounterId,
    appointmentId,
    bookingCode,
    // Any value but false/0 counts, like the questionnaire's `direct`.
    selectMoreTimes: flag !== undefined && flag !== 'false' && flag !== '0',
  };
}

/** Why a schedule action failed; `booking.scheduleActions.<reason>` is its message key. */
export type ScheduleActionFailure =
  | 'notFound'
  | 'appointmentClosed'
  | 'bookingCodeMismatch'
  | 'slotUnavailable'
  | 'appointmentOverlap'
  | 'failed';

export type ScheduleActionResult<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly reason: ScheduleActionFailure;
      readonly messageKey: string;
      /** The call's own message key (offline, server...). */
      readonly detail: string;
    };

const failure = <T>(error: unknown): ScheduleActionResult<T> => {
  const code = platformErrorCode(error);
  const detail = callFailureDetail(error);
  const reason: ScheduleActionFailure =
    code === 'slot_unavailable'
      ? 'slotUnavailable'
      : code === 'appointment_overlap'
        ? 'appointmentOverlap'
        : code === 'appointment_closed'
          ? 'appointmentClosed'
          : code === 'booking_code_mismatch'
            ? 'bookingCodeMismatch'
            : detail === 'api.errors.notFound'
              ? 'notFound'
              : 'failed';
  return { ok: false, reason, messageKey: `booking.scheduleActions.${reason}`, detail };
};

/** The encounter and its appointment the route names. */
export interface ScheduleActionContext {
  readonly encounter: Encounter;
  readonly appointment: Appointment;
  readonly center: Center | null;
}

/** Loads the encounter and checks the appointment is its own. */
export async function loadScheduleActionContext(
  api: ScheduleActionCalls,
  params: ScheduleActionParams,
): Promise<ScheduleActionResult<ScheduleActionContext>> {
  let encounter: Encounter;
  try {
    encounter = await api.getEncounter(params.encounterId);
  } catch (error) {
    return failure(error);
  }
  const appointment = encounter.appointment;
  if (!appointment || appointment.id !== params.appointmentId) {
    return {
      ok: false,
      reason: 'notFound',
      messageKey: 'booking.scheduleActions.notFound',
      detail: 'api.errors.notFound',
    };
  }
  return { ok: true, value: { encounter, appointment, center: appointment.center ?? null } };
}

/**
 * "pick more times": the free slots of a center for `days` center-local days from `fromDate`
 * (default today in the center's zone), past slots dropped.
 */
export async function listMoreAppointmentTimes(
  api: ScheduleActionCalls,
  request: {
    readonly center: Pick<Center, 'id' | 'timeZone'>;
    readonly now: number;
    readonly days: number;
    readonly fromDate?: LocalDate;
    readonly packageId?: string | null;
  },
): Promise<ScheduleActionResult<AvailabilitySlot[]>> {
  const today = localDateInZone(request.now, request.center.timeZone);
  const fromDate =
    request.fromDate !== undefined && request.fromDate > today ? request.fromDate : today;
  try {
    const range = availabilityRangeForLocalDays(fromDate, request.days, request.center.timeZone);
    const slots = await api.listAvailability(request.center.id, {
      ...range,
      packageId: request.packageId ?? null,
    });
    return { ok: true, value: slots.filter((slot) => Date.parse(slot.start) > request.now) };
  } catch (error) {
    return failure(error);
  }
}

/** Moves the appointment to another start (and center), with the link's booking code. */
export async function rescheduleBookedAppointment(
  api: ScheduleActionCalls,
  request: {
    readonly appointmentId: string;
    readonly start: string;
    readonly centerId?: string | null;
    readonly bookingCode?: string | null;
  },
): Promise<ScheduleActionResult<Appointment>> {
  try {
    const appointment = await api.rescheduleAppointment(request.appointmentId, {
      start: request.start,
      centerId: request.centerId ?? null,
      bookingCode: request.bookingCode ?? null,
    });
    return { ok: true, value: appointment };
  } catch (error) {
    return failure(error);
  }
}

/** Cancels the appointment (the record stays, CANCELLED), with the link's booking code. */
export async function cancelBookedAppointment(
  api: ScheduleActionCalls,
  request: {
    readonly appointmentId: string;
    readonly reason?: string | null;
    readonly bookingCode?: string | null;
  },
): Promise<ScheduleActionResult<Appointment>> {
  try {
    const appointment = await api.cancelAppointment(request.appointmentId, {
      reason: request.reason?.trim() || null,
      bookingCode: request.bookingCode ?? null,
    });
    return { ok: true, value: appointment };
  } catch (error) {
    return failure(error);
  }
}
