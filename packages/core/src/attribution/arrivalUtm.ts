import type { BookingStateStore } from '../booking';
import { utmParamsFromQuery } from './utmParams';

/**
 * The app was opened at an address with this query: its UTM values (if any) replace those kept
 * from an earlier arrival in the booking state's `utmParams` (session storage, so they survive
 * the sign-in redirect and a reload). Returns whether there were any.
 */
export function captureArrivalUtm(
  booking: Pick<BookingStateStore, 'update'>,
  search: string,
): boolean {
  const utm = utmParamsFromQuery(search);
  if (utm === null) return false;
  booking.update({ utmParams: utm });
  return true;
}
