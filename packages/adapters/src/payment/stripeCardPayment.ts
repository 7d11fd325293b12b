import type { CardInput, CardPaymentPort, CardPaymentResult, Logger } from '@scanwise/core';
import type { Stripe, StripeCardElement } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Card payments are unavailable right now.';

export interface StripeCardPaymentOptions {
  /** The publishable key, from configuration. Without it the adapter is unavailable. */
  readonly publishableKey: string | undefined;
  readonly logger?: Logger;
  /** Gives up on the script after this long (it never settles in jsdom); default 10 s. */
  readonly loadTimeoutMs?: number;
  /** The loader, for tests; defaults to `loadStripe` of `@stripe/stripe-js/pure`. */
  readonly load?: (publishableKey: string) => Promise<Stripe | null>;
}

export interface StripeCardPayment extends CardPaymentPort {
  /** Starts loading Stripe.js (call once the first page is idle); resolves null when unavailable. */
  preload(): Promise<Stripe | null>;
}

let loadParametersSet = false;
let failedScriptCleanup = false;

const STRIPE_SCRIPT_ORIGIN = 'https://js.stripe.com/';

/**
 * stripe-js 10.2 retries a failed load once by re-attaching to the script element already in
 * the document; with load parameters set, that element has already failed, so the retry never
 * settles. Removing a failed Stripe script (in the capture phase, before the library's own error
 * listener runs) lets the retry inject a fresh script, which fails (or loads) promptly.
 */
function removeFailedStripeScripts(): void {
  if (failedScriptCleanup || typeof document === 'undefined') return;
  failedScriptCleanup = true;
  document.addEventListener(
    'error',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLScriptElement && target.src.startsWith(STRIPE_SCRIPT_ORIGIN)) {
        target.remove();
      }
    },
    true,
  );
}

function defaultLoad(publishableKey: string): Promise<Stripe | null> {
  removeFailedStripeScripts();
  if (!loadParametersSet) {
    try {
      loadStripe.setLoadParameters({ advancedFraudSignals: false });
    } catch {
      // Already loaded with parameters: nothing to change.
    }
    loadParametersSet = true;
  }
  return loadStripe(publishableKey);
}

/**
 * The {@link CardPaymentPort} on Stripe.js, loaded lazily from `@stripe/stripe-js/pure` (the main
 * entry injects the script on import) with advanced fraud signals off. When the script cannot
 * load (offline, blocked, no key) it degrades quietly: every confirmation answers
 * `{ status: 'unavailable' }` and one line is logged at debug level. A failed load is retried on
 * the next call.
 */
export function createStripeCardPayment(options: StripeCardPaymentOptions): StripeCardPayment {
  const timeoutMs = options.loadTimeoutMs ?? 10_000;
  const load = options.load ?? defaultLoad;
  let pending: Promise<Stripe | null> | undefined;

  function attempt(): Promise<Stripe | null> {
    const key = options.publishableKey;
    if (key === undefined || key === '') {
      options.logger?.debug('Card payments are off: no publishable key configured');
      return Promise.resolve(null);
    }
    return new Promise<Stripe | null>((resolve) => {
      const timer = setTimeout(() => {
        options.logger?.debug('Stripe.js did not load in time');
        resolve(null);
      }, timeoutMs);
      load(key).then(
        (stripe) => {
          clearTimeout(timer);
          resolve(stripe);
        },
        (error: unknown) => {
          clearTimeout(timer);
          options.logger?.debug('Stripe.js could not load', {
            error: error instanceof Error ? error.message : String(error),
          });
          resolve(null);
        },
      );
    });
  }

  function preload(): Promise<Stripe | null> {
    pending ??= attempt().then((stripe) => {
      if (stripe === null) pending = undefined;
      return stripe;
    });
    return pending;
  }

  return {
    preload,
    async confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
      const stripe = await preload();
      if (stripe === null) return { status: 'unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE };
      try {
        const result = await stripe.confirmCardPayment(clientSecret, {
          payment_method: { card: input.card as StripeCardElement },
        });
        if (result.error) {
          return {
            status: 'declined',
            code: result.error.decline_code ?? result.error.code ?? result.error.type,
            message: result.error.message ?? 'Your card was declined.',
          };
        }
        return { status: 'succeeded', paymentIntentId: result.paymentIntent.id };
      } catch (error) {
        options.logger?.debug('Stripe confirmation failed without an answer', {
          error: error instanceof Error ? error.message : String(error),
        });
        return { status: 'unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE };
      }
    },
  };
}
