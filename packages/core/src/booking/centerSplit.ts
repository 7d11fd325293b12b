import type { Center } from '../schemas';

export interface CentersByBookingMode {
  readonly onlineBookings: Center[];
  readonly offlineBookings: Center[];
}

/**
 * Splits centers into the booking state's onlineBookings and offlineBookings by their
 * `onlineBooking` flag, keeping the given order. Every center lands in exactly one list.
 */
export function splitCentersByBookingMode(centers: readonly Center[]): CentersByBookingMode {
  return {
    onlineBookings: centers.filter((center) => center.onlineBooking),
    offlineBookings: centers.filter((center) => !center.onlineBooking),
  };
}
