import { BehaviorSubject } from 'rxjs';
import type { Observable } from 'rxjs';
import type {
  CardElementHandle,
  CardFieldMount,
  CardFieldOptions,
  CardFieldState,
  CardInput,
  CardPaymentPort,
  CardPaymentResult,
  MountedCardField,
} from '../ports';

/** Test card numbers, as the payment provider's test mode knows them. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  /** 3-D Secure on every payment: the challenge passes or fails as `setChallengeOutcome` says. */
  requiresAuthentication: '4000002760003184',
} as const;

const AUTHENTICATION_FAILURE = {
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

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

/** A test card typed into a field: a number, or `{ number }`. */
export type FakeCard = string | { readonly number: string };

export interface FakePaymentAttempt {
  readonly clientSecret: string;
  readonly cardNumber: string;
  readonly result: CardPaymentResult;
}

const digitsOf = (card: FakeCard | undefined): string =>
  (typeof card === 'string' ? card : (card?.number ?? '')).replace(/[\s-]/g, '');

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

const INCOMPLETE_NUMBER = { code: 'incomplete_number', message: 'Your card number is incomplete.' };
const INVALID_NUMBER = { code: 'invalid_number', message: 'Your card number is invalid.' };

/** Every field of the fake provider by its handle: any {@link FakeCardPayment} pays with any of them. */
const FIELDS = new WeakMap<CardElementHandle, FakeCardField>();

/**
 * A card field of the fake provider, standing for the provider's frame: a test types a card into
 * it as the member would (`type`), leaves it (`leave`), or sets any state (`setState`). The number
 * stays inside the fake, which reads it when a payment is confirmed with this field's handle.
 */
export class FakeCardField implements MountedCardField {
  readonly element = Object.freeze({}) as CardElementHandle;
  private readonly state = new BehaviorSubject<CardFieldState>({
    ready: true,
    focused: false,
    empty: true,
    complete: false,
    error: null,
    brand: 'unknown',
  });
  readonly state$: Observable<CardFieldState> = this.state.asObservable();
  private number = '';
  private left = false;
  disabled = false;
  destroyed = false;
  /** How often `focus` was called. */
  focusCalls = 0;

  constructor(
    /** Where the app asked to mount the field. */
    readonly host: unknown,
    readonly options: CardFieldOptions | undefined,
  ) {
    FIELDS.set(this.element, this);
  }

  /** The field's current state. */
  get current(): CardFieldState {
    return this.state.value;
  }

  /** The number typed, as the provider's frame holds it (digits only). */
  get typedNumber(): string {
    return this.number;
  }

  /** Types a card number, as the member would in the provider's frame. */
  type(card: FakeCard): void {
    this.number = digitsOf(card);
    this.update();
  }

  /** The member leaves the field: an incomplete number shows its error. */
  leave(): void {
    this.left = true;
    this.update();
  }

  /** Any state the provider's field may report (an expiry in the past, a focus). */
  setState(state: Partial<CardFieldState>): void {
    this.state.next({ ...this.state.value, ...state });
  }

  focus(): void {
    this.focusCalls += 1;
    this.setState({ focused: true });
  }

  setDisabled(disabled: boolean): void {
    this.disabled = disabled;
  }

  destroy(): void {
    this.destroyed = true;
    this.state.complete();
  }

  private update(): void {
    const digits = this.number;
    const complete = digits.length >= 13 && passesLuhn(digits);
    const error =
      digits.length >= 16 && !complete
        ? INVALID_NUMBER
        : this.left && digits !== '' && !complete
          ? INCOMPLETE_NUMBER
          : null;
    this.setState({
      empty: digits === '',
      complete,
      error,
      brand: digits.startsWith('4') ? 'visa' : 'unknown',
    });
  }
}

/**
 * A field of the fake provider with `card` typed into it, as a test's card form hands it over:
 * the input to pay with (any {@link FakeCardPayment} takes it).
 */
export function typedTestCard(card: FakeCard): CardInput {
  const field = new FakeCardField(null, undefined);
  field.type(card);
  return { element: field.element };
}

/**
 * A card payment provider in test mode, implementing {@link CardPaymentPort}: pending charges get
 * client secrets (`pi_…_secret_…`); test cards typed into a mounted {@link FakeCardField} succeed,
 * decline or ask for 3-D Secure (whose challenge passes or fails as `setChallengeOutcome` says);
 * an intent that succeeded cannot be paid twice; `setUnavailable` models the provider failing to
 * load or to answer, `holdMounts` a provider still loading and `holdFramesLoading` a field whose
 * frame has not loaded.
 */
export class FakeCardPayment implements CardPaymentPort {
  private readonly intents = new Map<string, { amount: number; paid: boolean }>();
  private unavailable: string | null = null;
  private challengeOutcome: 'complete' | 'fail' = 'complete';
  private serial = 0;
  private mountGate: Promise<void> | undefined;
  private framesLoading = false;
  /** How often a card field was asked for (a retry after an unavailable provider counts too). */
  mountCalls = 0;
  /** Called with each field mounted (a story draws a stand-in of the provider's field in its host). */
  onMount: ((field: FakeCardField) => void) | undefined;
  /** Every confirmation attempt, oldest first. */
  readonly attempts: FakePaymentAttempt[] = [];
  /** Every card field mounted, oldest first. */
  readonly fields: FakeCardField[] = [];

  /** Creates a pending charge (what the server does) and returns its client secret. */
  createPendingCharge(amount: number): string {
    const id = `pi_fake${++this.serial}`;
    this.intents.set(id, { amount, paid: false });
    return `${id}_secret_${this.serial.toString(36)}`;
  }

  /**
   * Knows a pending charge created elsewhere (a platform running in-process issued its client
   * secret), so it can be confirmed; a charge it already knows is left as it is.
   */
  acceptPendingCharge(clientSecret: string, amount: number): void {
    const id = FakeCardPayment.intentId(clientSecret);
    if (!this.intents.has(id)) this.intents.set(id, { amount, paid: false });
  }

  /** Whether the charge behind `clientSecret` has been paid. */
  isPaid(clientSecret: string): boolean {
    return this.intents.get(FakeCardPayment.intentId(clientSecret))?.paid ?? false;
  }

  /** The provider is unreachable (message given) or back (null). */
  setUnavailable(message: string | null): void {
    this.unavailable = message;
  }

  /** What the member does in the 3-D Secure challenge from now on (default `complete`). */
  setChallengeOutcome(outcome: 'complete' | 'fail'): void {
    this.challengeOutcome = outcome;
  }

  /**
   * Fields mounted from now on stay not ready, their frame still loading (or never loading),
   * until the test calls their `setState({ ready: true })`; `false` mounts ready fields again.
   */
  holdFramesLoading(hold = true): void {
    this.framesLoading = hold;
  }

  /** The field mounted last, if any. */
  get lastField(): FakeCardField | undefined {
    return this.fields[this.fields.length - 1];
  }

  /**
   * Mounts from now on wait until `release` is called (the provider's script still loading);
   * `release` settles them as the provider is then (mounted, or unavailable).
   */
  holdMounts(): { release(): void } {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    this.mountGate = held;
    return {
      release: () => {
        if (this.mountGate === held) this.mountGate = undefined;
        release();
      },
    };
  }

  async mountCardField(host: unknown, options?: CardFieldOptions): Promise<CardFieldMount> {
    this.mountCalls += 1;
    if (this.mountGate) await this.mountGate;
    if (this.unavailable !== null) return { status: 'unavailable', message: this.unavailable };
    const field = this.addField(host, options);
    this.onMount?.(field);
    return { status: 'mounted', field };
  }

  confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
    const field = FIELDS.get(input.element);
    const number = field?.typedNumber ?? '';
    const result: CardPaymentResult =
      !field || field.destroyed
        ? { status: 'unavailable', message: 'The card field is no longer on the page.' }
        : !field.current.complete
          ? { status: 'declined', ...(field.current.error ?? INCOMPLETE_NUMBER) }
          : this.confirm(clientSecret, number);
    this.attempts.push({ clientSecret, cardNumber: number, result });
    return Promise.resolve(result);
  }

  private addField(host: unknown, options: CardFieldOptions | undefined): FakeCardField {
    const field = new FakeCardField(host, options);
    if (this.framesLoading) field.setState({ ready: false });
    this.fields.push(field);
    return field;
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
    if (number === TEST_CARDS.requiresAuthentication && this.challengeOutcome === 'fail') {
      return { status: 'declined', ...AUTHENTICATION_FAILURE };
    }
    if (number !== TEST_CARDS.success && number !== TEST_CARDS.requiresAuthentication) {
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
