import type { CardInput, CardPaymentPort, CardPaymentResult } from '../ports';

/** Test card numbers, as the payment provider's test mode knows them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
} as const;

const DECLINES: Readonly<Record<string, { code: string; message: string }>> = {
  [TEST_CARDS.declined]: { code: 'card_declined', message: 'Your card was declined.' },
  [TEST_CARDS.insufficientFunds]: {
    code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
  [TEST_CARDS.expired]: { code: 'expired_card', message: 'Your card has expired.' },
  [TEST_CARDS.incorrectCvc]: {
    code: 'incorrect_cvc',
    message: "Your card's security code is incorrect.",
  },
};

/** The test card the fake reads from {@link CardInput.card}: a number, or `{ number }`. */
export type FakeCard = string | { readonly number: string };

export interface FakePaymentAttempt {
  readonly clientSecret: string;
  readonly cardNumber: string;
  readonly result: CardPaymentResult;
}

function cardNumber(input: CardInput): string {
  const card = input.card as FakeCard | undefined;
  const raw = typeof card === 'string' ? card : (card?.number ?? '');
  return raw.replace(/[\s-]/g, '');
}

/**
 * A card payment provider in test mode, implementing {@link CardPaymentPort}: pending charges
 * get client secrets (`pi_…_secret_…`); test cards succeed or decline; an intent that succeeded
 * cannot be paid twice; `setUnavailable` models the provider failing to load.
 */
export class FakeCardPayment implements CardPaymentPort {
  private readonly intents = new Map<string, { amount: number; paid: boolean }>();
  private unavailable: string | null = null;
  private serial = 0;
  /** Every confirmation attempt, oldest first. */
  readonly attempts: FakePaymentAttempt[] = [];

  /** Creates a pending charge (what the server does) and returns its client secret. */
  createPendingCharge(amount: number): string {
    const id = `pi_fake${++this.serial}`;
    this.intents.set(id, { amount, paid: false });
    return `${id}_secret_${this.serial.toString(36)}`;
  }

  /** Whether the charge behind `clientSecret` has been paid. */
  isPaid(clientSecret: string): boolean {
    return this.intents.get(FakeCardPayment.intentId(clientSecret))?.paid ?? false;
  }

  /** The provider is unreachable (message given) or back (null). */
  setUnavailable(message: string | null): void {
    this.unavailable = message;
  }

  confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
    const result = this.confirm(clientSecret, cardNumber(input));
    this.attempts.push({ clientSecret, cardNumber: cardNumber(input), result });
    return Promise.resolve(result);
  }

  private confirm(clientSecret: string, number: string): CardPaymentResult {
    if (this.unavailable !== null) return { status: 'unavailable', message: this.unavailable };
    const id = FakeCardPayment.intentId(clientSecret);
    const intent = this.intents.get(id);
    if (!intent) {
      return {
        status: 'declined',
        code: 'resource_missing',
        message: 'No such payment_intent.',
      };
    }
    if (intent.paid) {
      return {
        status: 'declined',
        code: 'payment_intent_unexpected_state',
        message: 'This PaymentIntent has already succeeded.',
      };
    }
    const decline = DECLINES[number];
    if (decline) return { status: 'declined', ...decline };
    if (number !== TEST_CARDS.success) {
      return {
        status: 'declined',
        code: 'incorrect_number',
        message: 'Your card number is incorrect.',
      };
    }
    intent.paid = true;
    return { status: 'succeeded', paymentIntentId: id };
  }

  private static intentId(clientSecret: string): string {
    return clientSecret.split('_secret_')[0] ?? clientSecret;
  }
}
