import type { AppointmentStatus } from '../schemas';

/**
 * The appointment statuses a member can still move or cancel (schedule actions). A cancelled,
 * completed or missed appointment is closed: the platform refuses to change it
 * (`appointment_closed`) and the app offers no way to.
 */
export const CHANGEABLE_APPOINTMENT_STATUSES: readonly AppointmentStatus[] = Object.freeze([
  'REQUESTED',
  'CONFIRMED',
  'RESCHEDULED',
]);

/** Whether an appointment in `status` can still be rescheduled or cancelled. */
export function isAppointmentChangeable(status: AppointmentStatus): boolean {
  return CHANGEABLE_APPOINTMENT_STATUSES.includes(status);
}
