import type { MemberApi } from '../api';
import type { Appointment, AvailabilitySlot, Center, Encounter } from '../schemas';
import { callFailureDetail, platformErrorCode } from './bookingJourneyError';
import { localDateInZone, type LocalDate } from '../locale';
import { availabilityRangeForLocalDays } from './bookingSlots';
import type { ScheduleActionParams } from './scheduleActionPath';

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
