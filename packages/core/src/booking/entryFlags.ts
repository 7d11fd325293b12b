import type { BookingState } from './bookingState';

/**
 * Spec section 4: "Booking screens are gated by the flags validEntry, validAssociateEntry and
 * validEntryAppointmentActions." They live in the booking state (session storage), so a reload
 * keeps them and a new browser session starts without them.
 */
export const BOOKING_ENTRY_FLAGS = [
  'validEntry',
  'validAssociateEntry',
  'validEntryAppointmentActions',
] as const satisfies readonly (keyof BookingState)[];
export type BookingEntryFlag = (typeof BOOKING_ENTRY_FLAGS)[number];

export type BookingEntryFlags = { readonly [F in BookingEntryFlag]: boolean };

/** The three gate flags of a booking state, e.g. for the route decision's input. */
export function bookingEntryFlagsOf(state: Readonly<BookingState>): BookingEntryFlags {
  return {
    validEntry: state.validEntry,
    validAssociateEntry: state.validAssociateEntry,
    validEntryAppointmentActions: state.validEntryAppointmentActions,
  };
}
