import type { PaymentIntent, StripeError } from '@stripe/stripe-js';
import { STRIPE_MESSAGES, checkCardDetails, outcomeOf, digitsOf } from './cards';
import type { CardDetails } from './cards';

/** The PaymentIntent states the emulator moves through (Stripe's names). */
export type PaymentIntentStatus = Extract<
  PaymentIntent.Status,
  'requires_payment_method' | 'requires_action' | 'succeeded'
>;

/** A PaymentIntent as the platform's charges code creates it. */
export interface CreatedPaymentIntent {
  readonly id: string;
  readonly clientSecret: string;
}

/** An API answer: the PaymentIntent, or Stripe's error with its HTTP status. */
export type PaymentIntentAnswer =
  | { readonly ok: true; readonly paymentIntent: PaymentIntent }
  | { readonly ok: false; readonly httpStatus: number; readonly error: StripeError };

interface IntentRecord {
  readonly id: string;
  readonly clientSecret: string;
  readonly amount: number;
  readonly currency: string;
  readonly metadata: Readonly<Record<string, string>>;
  readonly created: number;
  status: PaymentIntentStatus;
  paymentMethod: string | null;
  lastPaymentError: PaymentIntent.LastPaymentError | null;
}

export interface PaymentIntentRegistryOptions {
  /** Random ids (`pi_…`, `pm_…`, secrets); a fixed source in tests. */
  readonly randomToken?: () => string;
  /** Creation time of new intents; the real clock otherwise. */
  readonly now?: () => Date;
}

// Web Crypto, so the platform's charges also run in a browser (the in-process platform).
const token = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');

/**
 * The emulator's PaymentIntents, in memory: created by the platform (or through the API with a
 * secret test key), confirmed by the card frame with the card's details, authenticated by the
 * 3-D Secure challenge frame. A client secret is checked on every call from the browser, and an
 * intent that succeeded cannot be confirmed again.
 */
export class PaymentIntentRegistry {
  private readonly intents = new Map<string, IntentRecord>();
  private readonly randomToken: () => string;
  private readonly now: () => Date;

  constructor(options: PaymentIntentRegistryOptions = {}) {
    this.randomToken = options.randomToken ?? token;
    this.now = options.now ?? (() => new Date());
  }

  /** Creates an intent waiting for a card, as a platform's server does with its secret key. */
  create(
    amount: number,
    currency: string,
    metadata: Readonly<Record<string, string>> = {},
  ): CreatedPaymentIntent {
    if (!Number.isInteger(amount) || amount < 1) {
      throw new RangeError(`A PaymentIntent amount is a positive integer of cents, not ${amount}`);
    }
    const id = `pi_${this.randomToken()}`;
    const record: IntentRecord = {
      id,
      clientSecret: `${id}_secret_${this.randomToken()}`,
      amount,
      currency: currency.toLowerCase(),
      metadata: { ...metadata },
      created: Math.floor(this.now().getTime() / 1000),
      status: 'requires_payment_method',
      paymentMethod: null,
      lastPaymentError: null,
    };
    this.intents.set(id, record);
    return { id, clientSecret: record.clientSecret };
  }

  /** The intent's status, or undefined when there is no such intent. */
  status(id: string): PaymentIntentStatus | undefined {
    return this.intents.get(id)?.status;
  }

  /** The intent's metadata, as given at creation. */
  metadata(id: string): Readonly<Record<string, string>> | undefined {
    return this.intents.get(id)?.metadata;
  }

  /** The intent as the server API shows it (with its client secret), for a secret-key caller. */
  serverView(id: string): PaymentIntent | undefined {
    const record = this.intents.get(id);
    return record ? this.view(record) : undefined;
  }

  /** Confirms with a card: succeeds, declines or asks for 3-D Secure, as the test card says. */
  confirm(id: string, clientSecret: string, card: CardDetails, now: Date): PaymentIntentAnswer {
    const found = this.find(id, clientSecret);
    if (!found.ok) return found;
    const record = found.record;
    if (record.status === 'succeeded') return this.alreadySucceeded(record);
    record.paymentMethod = `pm_${this.randomToken()}`;
    const invalid = checkCardDetails(card, now);
    const outcome = invalid
      ? { kind: 'declines' as const, error: invalid }
      : outcomeOf(digitsOf(card.number));
    if (outcome.kind === 'declines') {
      record.status = 'requires_payment_method';
      record.lastPaymentError = { ...outcome.error };
      return {
        ok: false,
        httpStatus: 402,
        error: { ...outcome.error, payment_intent: this.view(record) },
      };
    }
    record.lastPaymentError = null;
    record.status = outcome.kind === 'succeeds' ? 'succeeded' : 'requires_action';
    return { ok: true, paymentIntent: this.view(record) };
  }

  /** The 3-D Secure challenge's answer: `complete` pays, `fail` leaves the intent for another try. */
  authenticate(
    id: string,
    clientSecret: string,
    outcome: 'complete' | 'fail',
  ): PaymentIntentAnswer {
    const found = this.find(id, clientSecret);
    if (!found.ok) return found;
    const record = found.record;
    if (record.status !== 'requires_action') {
      return {
        ok: false,
        httpStatus: 400,
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_unexpected_state',
          message: `This PaymentIntent's status is ${record.status}; it is not waiting for authentication.`,
          payment_intent: this.view(record),
        },
      };
    }
    if (outcome === 'complete') {
      record.status = 'succeeded';
      return { ok: true, paymentIntent: this.view(record) };
    }
    record.status = 'requires_payment_method';
    record.lastPaymentError = {
      type: 'invalid_request_error',
      code: 'payment_intent_authentication_failure',
      message: STRIPE_MESSAGES.authenticationFailure,
    };
    return {
      ok: false,
      httpStatus: 400,
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message: STRIPE_MESSAGES.authenticationFailure,
        payment_intent: this.view(record),
      },
    };
  }

  private find(
    id: string,
    clientSecret: string,
  ): { ok: true; record: IntentRecord } | (PaymentIntentAnswer & { ok: false }) {
    const record = this.intents.get(id);
    if (!record) {
      return {
        ok: false,
        httpStatus: 404,
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'intent',
          message: `No such payment_intent: '${id}'`,
        },
      };
    }
    if (record.clientSecret !== clientSecret) {
      return {
        ok: false,
        httpStatus: 400,
        error: {
          type: 'invalid_request_error',
          code: 'payment_intent_invalid_parameter',
          param: 'client_secret',
          message:
            'The client_secret provided does not match any associated PaymentIntent on this account.',
        },
      };
    }
    return { ok: true, record };
  }

  private alreadySucceeded(record: IntentRecord): PaymentIntentAnswer {
    return {
      ok: false,
      httpStatus: 400,
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_unexpected_state',
        message:
          'You cannot confirm this PaymentIntent because it has already succeeded after being previously confirmed.',
        payment_intent: this.view(record),
      },
    };
  }

  /** Stripe's PaymentIntent object (client-side fields; no card details ever). */
  private view(record: IntentRecord): PaymentIntent {
    return {
      id: record.id,
      object: 'payment_intent',
      amount: record.amount,
      canceled_at: null,
      cancellation_reason: null,
      capture_method: 'automatic',
      client_secret: record.clientSecret,
      confirmation_method: 'automatic',
      created: record.created,
      currency: record.currency,
      description: null,
      last_payment_error: record.lastPaymentError,
      livemode: false,
      next_action:
        record.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
      payment_method: record.paymentMethod,
      payment_method_types: ['card'],
      receipt_email: null,
      setup_future_usage: null,
      shipping: null,
      status: record.status,
    };
  }
}

/**
 * The platform's PaymentIntents: one registry for the process, shared by the emulator's API and
 * the platform's charges (create-pending makes an intent; complete asks whether it succeeded).
 */
export const paymentIntents = new PaymentIntentRegistry();

/** Creates a PaymentIntent of `amount` cents waiting for a card; its client secret goes to the app. */
export function createPaymentIntent(
  amount: number,
  currency: string,
  metadata: Readonly<Record<string, string>> = {},
): CreatedPaymentIntent {
  return paymentIntents.create(amount, currency, metadata);
}

/** The status of a PaymentIntent (`succeeded` once paid), or undefined when unknown. */
export function paymentIntentStatus(id: string): PaymentIntentStatus | undefined {
  return paymentIntents.status(id);
}
