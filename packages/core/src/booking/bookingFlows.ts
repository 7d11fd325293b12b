import { enums } from 'superstruct';
import { FLOW_TYPES, type FlowType } from '../flow/flowTypes';

/**
 * Spec section 2, "Booking flows": "Six prefixes: sign-up, invite, sponsored, book-scan, renewal,
 * referral." They are the flow types of spec section 1; the booking state keeps the one in use
 * as bookingType.
 */
export const BOOKING_FLOW_PREFIXES: readonly FlowType[] = FLOW_TYPES;

/**
 * "Each prefix has children select-plan, schedule-scan, reserve-appointment, scan-confirm and
 * booking-error", in that order.
 */
export const BOOKING_FLOW_STEPS = [
  'select-plan',
  'schedule-scan',
  'reserve-appointment',
  'scan-confirm',
  'booking-error',
] as const;
export type BookingFlowStep = (typeof BOOKING_FLOW_STEPS)[number];
export const BookingFlowStepSchema = enums(BOOKING_FLOW_STEPS);

/** "The last four are allowed only with a valid booking entry, otherwise the user goes to /." */
export const BOOKING_STEPS_NEEDING_VALID_ENTRY: readonly BookingFlowStep[] =
  BOOKING_FLOW_STEPS.slice(1);

/** True for the four steps gated by validEntry; select-plan is free. */
export function bookingStepNeedsValidEntry(step: BookingFlowStep): boolean {
  return BOOKING_STEPS_NEEDING_VALID_ENTRY.includes(step);
}

/** The app path of a booking step, e.g. `/book-scan/select-plan`; without a step, the bare prefix. */
export function bookingFlowPath(prefix: FlowType, step?: BookingFlowStep): string {
  return step === undefined ? `/${prefix}` : `/${prefix}/${step}`;
}
