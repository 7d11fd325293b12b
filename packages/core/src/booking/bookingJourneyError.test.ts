import { describe, expect, it } from 'vitest';
import { bookingJourneyError, bookingJourneyErrorLogLevel } from './bookingJourneyError';

describe('bookingJourneyErrorLogLevel', () => {
  it('the designed answers to the member’s card, choices or link are information', () => {
    for (const code of [
      'cardDeclined',
      'cardNotAuthenticated',
      'slotUnavailable',
      'offerNotFound',
      'offerExpired',
      'encounterNotBookable',
      'packageRejected',
      'alreadyPaid',
    ] as const) {
      expect(bookingJourneyErrorLogLevel(bookingJourneyError(code)), code).toBe('info');
    }
  });

  it('a list or step the platform or the card provider did not answer warns', () => {
    for (const code of [
      'loadFailed',
      'paymentUnavailable',
      'paymentFailed',
      'reservationFailed',
      'wrongStep',
    ] as const) {
      expect(bookingJourneyErrorLogLevel(bookingJourneyError(code)), code).toBe('warn');
    }
  });
});
