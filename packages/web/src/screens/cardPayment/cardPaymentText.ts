import type { CardPaymentProblem } from '@scanwise/core';
import type { TFunction } from 'i18next';
import { bookingDetailText } from '../booking/bookingText';

/**
 * The sentence of a card payment that did not go through: a decline in the provider's own words
 * (said once; the general sentence only when the provider gave none), a bank's security check
 * (3-D Secure) that failed or was closed, an offline provider, or the failed step's reason.
 */
export function cardPaymentProblemText(t: TFunction, problem: CardPaymentProblem): string {
  switch (problem.kind) {
    case 'declined':
      return problem.providerMessage ?? t('booking.errors.cardDeclined');
    case 'notAuthenticated':
      return t('booking.errors.cardNotAuthenticated');
    case 'unavailable':
      return t('booking.errors.paymentUnavailable');
    case 'failed': {
      const detail = bookingDetailText(t, problem.messageKey);
      const main = t('booking.errors.paymentFailed');
      return detail ? `${main} ${detail}` : main;
    }
  }
}
