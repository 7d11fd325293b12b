import type { ReactElement } from 'react';
import { BookingErrorView } from './BookingErrorView';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';

/**
 * The view, for select-plan's refused entry too: select-plan loads it from this screen's chunk
 * when it shows it, so no other step carries it.
 */
export { BookingErrorView };

/** BookingError (`/<prefix>/booking-error`): the journey's blocking error and its way back. */
export function BookingErrorScreen(): ReactElement {
  const { journey, state } = useBookingJourney();
  useBookingStepSync('booking-error', state);
  return <BookingErrorView error={state.error} onLeave={() => journey.leaveError()} />;
}
