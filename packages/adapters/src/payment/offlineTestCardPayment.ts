import type { CardInput, CardPaymentPort, CardPaymentResult, Clock } from '@scanwise/core';
import { STRIPE_MESSAGES, STRIPE_TEST_CARDS, passesLuhn } from './testCards';

/** What the development card form hands over in `CardInput.card`: a number, or the full card. */
export type TestCard =
  | string
  | {
      readonly number: string;
      readonly expMonth?: number;
      readonly expYear?: number;
      readonly cvc?: string;
    };

export interface OfflineTestCardOptions {
  /** For the expiry check; the real clock otherwise. */
  readonly clock?: Clock;
}

/** The payment intent id of a client secret (`pi_123_secret_abc` -> `pi_123`). */
export function paymentIntentIdOf(clientSecret: string): string {
  const index = clientSecret.indexOf('_secret_');
  return index > 0 ? clientSecret.slice(0, index) : clientSecret;
}

const decline = (code: string, message: string): CardPaymentResult => ({
  status: 'declined',
  code,
  message,
});

/**
 * An offline {@link CardPaymentPort} for development and e2e: no network, Stripe's documented
 * test numbers with Stripe's outcomes and messages (see {@link STRIPE_TEST_CARDS}). `code` is the
 * decline code for card_declined errors and the error code otherwise, as Stripe reports them.
 */
export function createOfflineTestCardPayment(
  options: OfflineTestCardOptions = {},
): CardPaymentPort {
  return {
    confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
      const card = input.card as TestCard | null | undefined;
      const raw = typeof card === 'string' ? card : (card?.number ?? '');
      const digits = raw.replace(/[\s-]/g, '');
      if (!passesLuhn(digits)) {
        return Promise.resolve(decline('incorrect_number', STRIPE_MESSAGES.incorrectNumber));
      }
      if (typeof card === 'object' && card !== null) {
        const now = new Date(options.clock?.now() ?? Date.now());
        if (card.expMonth !== undefined && (card.expMonth < 1 || card.expMonth > 12)) {
          return Promise.resolve(
            decline('invalid_expiry_month', STRIPE_MESSAGES.invalidExpiryMonth),
          );
        }
        if (card.expYear !== undefined) {
          const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
          const month = card.expMonth ?? 12;
          const currentYear = now.getUTCFullYear();
          const currentMonth = now.getUTCMonth() + 1;
          if (year < currentYear || year > currentYear + 50) {
            return Promise.resolve(
              decline('invalid_expiry_year', STRIPE_MESSAGES.invalidExpiryYear),
            );
          }
          if (year === currentYear && month < currentMonth) {
            return Promise.resolve(
              decline('invalid_expiry_month', STRIPE_MESSAGES.invalidExpiryMonth),
            );
          }
        }
        if (card.cvc !== undefined && !/^\d{3,4}$/.test(card.cvc)) {
          return Promise.resolve(decline('incomplete_cvc', STRIPE_MESSAGES.incompleteCvc));
        }
      }
      const known = STRIPE_TEST_CARDS[digits];
      if (known === undefined) {
        return Promise.resolve(decline('card_declined', STRIPE_MESSAGES.liveCardInTestMode));
      }
      if (known.outcome === 'succeeded') {
        return Promise.resolve({
          status: 'succeeded',
          paymentIntentId: paymentIntentIdOf(clientSecret),
        });
      }
      return Promise.resolve(
        decline(
          known.declineCode ?? known.code ?? 'card_declined',
          known.message ?? STRIPE_MESSAGES.declined,
        ),
      );
    },
  };
}
