import type {
  CardElementHandle,
  CardFieldMount,
  CardFieldOptions,
  CardFieldState,
  CardFieldStyle,
  CardInput,
  CardPaymentPort,
  CardPaymentResult,
  Logger,
} from '@scanwise/core';
import type {
  PaymentIntentResult,
  Stripe,
  StripeCardElement,
  StripeElementStyle,
  StripeErrorType,
} from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { BehaviorSubject } from 'rxjs';

export const PAYMENT_UNAVAILABLE_MESSAGE = 'Card payments are unavailable right now.';

const DECLINED_MESSAGE = 'Your card was declined.';

export interface StripeCardPaymentOptions {
  /** The publishable key, from configuration. Without it the adapter is unavailable. */
  readonly publishableKey: string | undefined;
  readonly logger?: Logger;
  /** Gives up on the script after this long (it never settles in jsdom); default 10 s. */
  readonly loadTimeoutMs?: number;
  /**
   * A Stripe.js to load in place of js.stripe.com: the platform's emulator (`<platform>/stripe/v3`)
   * in development, tests and e2e, loaded as a classic script that defines `window.Stripe`, which
   * `loadStripe` then uses. Never set in production.
   */
  readonly scriptUrl?: string;
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

/** Loads a classic script once it is needed; a failed one is removed, so a retry loads afresh. */
function loadClassicScript(url: string): Promise<void> {
  if (window.Stripe) return Promise.resolve();
  return new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(`Failed to load Stripe.js from ${url}`));
    });
    document.head.appendChild(script);
  });
}

function defaultLoad(scriptUrl: string | undefined) {
  return async (publishableKey: string): Promise<Stripe | null> => {
    if (scriptUrl !== undefined) {
      await loadClassicScript(scriptUrl);
      return loadStripe(publishableKey);
    }
    removeFailedStripeScripts();
    // With a Stripe.js already on the page, its parameters stand (setting them only warns).
    if (!loadParametersSet && !window.Stripe) {
      try {
        loadStripe.setLoadParameters({ advancedFraudSignals: false });
      } catch {
        // Already loaded with parameters: nothing to change.
      }
      loadParametersSet = true;
    }
    return loadStripe(publishableKey);
  };
}

/** The card field's looks, in Stripe's style object. */
function stripeStyleOf(style: CardFieldStyle | undefined): StripeElementStyle | undefined {
  if (!style) return undefined;
  return {
    base: {
      ...(style.color ? { color: style.color } : {}),
      ...(style.fontFamily ? { fontFamily: style.fontFamily } : {}),
      ...(style.fontSize ? { fontSize: style.fontSize } : {}),
      ...(style.placeholderColor ? { '::placeholder': { color: style.placeholderColor } } : {}),
    },
    ...(style.invalidColor ? { invalid: { color: style.invalidColor } } : {}),
  };
}

/** Errors that say Stripe cannot be reached or used now, not that the card was refused. */
const UNAVAILABLE_ERRORS: ReadonlySet<StripeErrorType> = new Set([
  'api_connection_error',
  'api_error',
  'authentication_error',
  'rate_limit_error',
]);

interface MountedElement {
  readonly stripe: Stripe;
  readonly card: StripeCardElement;
  destroyed: boolean;
}

/**
 * The {@link CardPaymentPort} on Stripe.js and its Card Element, loaded
 * lazily from `@stripe/stripe-js/pure` (the main entry injects the script on import) with
 * advanced fraud signals off. Card details are typed into Stripe's frame; the app holds only an
 * opaque handle, and a payment is confirmed with the element behind it (`confirmCardPayment`
 * runs Stripe's own 3-D Secure challenge when the card asks for it). When the script cannot load
 * (offline, blocked, no key) mounting and paying answer `unavailable` with one debug line; the
 * next call tries again.
 */
export function createStripeCardPayment(options: StripeCardPaymentOptions): StripeCardPayment {
  const timeoutMs = options.loadTimeoutMs ?? 10_000;
  const load = options.load ?? defaultLoad(options.scriptUrl);
  const mounted = new WeakMap<CardElementHandle, MountedElement>();
  let pending: Promise<Stripe | null> | undefined;

  const unavailable = () =>
    ({ status: 'unavailable', message: PAYMENT_UNAVAILABLE_MESSAGE }) as const;

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

  function resultOf(answer: PaymentIntentResult): CardPaymentResult {
    if (answer.error) {
      const error = answer.error;
      if (UNAVAILABLE_ERRORS.has(error.type)) {
        options.logger?.debug('Stripe could not confirm the payment', {
          type: error.type,
          code: error.code ?? null,
        });
        return unavailable();
      }
      return {
        status: 'declined',
        code: error.decline_code ?? error.code ?? error.type,
        message: error.message ?? DECLINED_MESSAGE,
      };
    }
    const intent = answer.paymentIntent;
    if (intent.status === 'succeeded' || intent.status === 'requires_capture') {
      return { status: 'succeeded', paymentIntentId: intent.id };
    }
    options.logger?.debug('Stripe left the payment unfinished', { status: intent.status });
    return {
      status: 'declined',
      code: 'payment_intent_unexpected_state',
      message: DECLINED_MESSAGE,
    };
  }

  return {
    preload,

    async mountCardField(host: unknown, fieldOptions?: CardFieldOptions): Promise<CardFieldMount> {
      if (typeof HTMLElement === 'undefined' || !(host instanceof HTMLElement)) {
        throw new TypeError('The Stripe card field mounts into a DOM element.');
      }
      const stripe = await preload();
      if (stripe === null) return unavailable();
      const style = stripeStyleOf(fieldOptions?.style);
      const card = stripe
        .elements()
        .create('card', { hidePostalCode: true, ...(style ? { style } : {}) });
      const state = new BehaviorSubject<CardFieldState>({
        ready: false,
        focused: false,
        empty: true,
        complete: false,
        error: null,
        brand: 'unknown',
      });
      const entry: MountedElement = { stripe, card, destroyed: false };
      const update = (change: Partial<CardFieldState>): void => {
        if (!entry.destroyed) state.next({ ...state.value, ...change });
      };
      card.on('ready', () => update({ ready: true }));
      card.on('focus', () => update({ focused: true }));
      card.on('blur', () => update({ focused: false }));
      card.on('change', (event) =>
        update({
          empty: event.empty,
          complete: event.complete,
          error: event.error ? { code: event.error.code, message: event.error.message } : null,
          brand: event.brand,
        }),
      );
      card.mount(host);
      const element = Object.freeze({}) as CardElementHandle;
      mounted.set(element, entry);
      return {
        status: 'mounted',
        field: {
          element,
          state$: state.asObservable(),
          focus: () => {
            if (!entry.destroyed) card.focus();
          },
          setDisabled: (disabled) => {
            if (!entry.destroyed) card.update({ disabled });
          },
          destroy: () => {
            if (entry.destroyed) return;
            entry.destroyed = true;
            card.destroy();
            state.complete();
          },
        },
      };
    },

    async confirmCardPayment(clientSecret: string, input: CardInput): Promise<CardPaymentResult> {
      const entry = mounted.get(input.element);
      if (entry === undefined || entry.destroyed) {
        // Only a card field this adapter mounted pays: the app holds nothing else to send.
        options.logger?.debug(
          entry === undefined
            ? 'Stripe pays with a mounted card field only'
            : 'The Stripe card field was destroyed before paying',
        );
        return unavailable();
      }
      try {
        const answer = await entry.stripe.confirmCardPayment(clientSecret, {
          payment_method: { card: entry.card },
        });
        return resultOf(answer);
      } catch (error) {
        options.logger?.debug('Stripe confirmation failed without an answer', {
          error: error instanceof Error ? error.message : String(error),
        });
        return unavailable();
      }
    },
  };
}
