// How the app takes card payments, from the VITE_* build variables: Stripe with the configured
// publishable key, or, only when the build says so (VITE_PAYMENTS=test), test mode against the
// platform's emulated Stripe.js. Pure and free of workspace imports: vite.config.ts (the build's
// check), the runtime configuration and the security headers all read it.
// Choices: docs/adr/0070-card-element-and-emulated-stripe.md.

/** The VITE_* variables (import.meta.env or process.env). */
export type PaymentsEnv = Readonly<Record<string, string | boolean | undefined>>;

/**
 * `live`: Stripe.js from js.stripe.com with the configured key. `test`: the platform's emulated
 * Stripe.js (`<platform>/stripe/v3`) with a test key; nothing is charged.
 */
export type PaymentsMode = 'live' | 'test';

export interface PaymentsSetup {
  readonly mode: PaymentsMode;
  /** The publishable key fixed in the application (spec section 7). */
  readonly publishableKey: string;
  /** The emulated Stripe.js to load in test mode; absent with Stripe itself. */
  readonly scriptUrl?: string;
  /** No real charge is made (a test key): the payment step says so and names the test card. */
  readonly noRealCharge: boolean;
}

/** The test-mode key when none is configured (the emulator takes any `pk_test_` key). */
export const TEST_MODE_PUBLISHABLE_KEY = 'pk_test_scanwise';

/** The card Stripe's test mode (and the emulator) accepts, as the test-mode banner shows it. */
export const TEST_MODE_CARD = '4242 4242 4242 4242';

/** The emulated Stripe.js of the platform at `platformUrl`. */
export const emulatedStripeScriptUrl = (platformUrl: string): string =>
  `${platformUrl.replace(/\/+$/, '')}/stripe/v3`;

export class PaymentsConfigError extends Error {
  override readonly name = 'PaymentsConfigError';
}

/** Word for word, what a build or start without a publishable key says. */
export const MISSING_PUBLISHABLE_KEY_MESSAGE =
  'No Stripe publishable key: set VITE_STRIPE_PUBLISHABLE_KEY to the publishable key of the ' +
  'Stripe account (pk_live_... or pk_test_...), or build explicitly in test mode with ' +
  "VITE_PAYMENTS=test (the platform's emulated Stripe, no real charge).";

const text = (env: PaymentsEnv, key: string): string | undefined => {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

/**
 * The payments of a build: VITE_PAYMENTS=test is test mode against the emulator at
 * `platformUrl` (with VITE_STRIPE_PUBLISHABLE_KEY when it is a `pk_test_` key, else
 * {@link TEST_MODE_PUBLISHABLE_KEY}); otherwise Stripe with VITE_STRIPE_PUBLISHABLE_KEY, which
 * must then be set. Throws a {@link PaymentsConfigError} saying what to set: nothing falls back
 * to test mode by itself.
 */
export function paymentsSetupFromEnv(env: PaymentsEnv, platformUrl: string): PaymentsSetup {
  const mode = text(env, 'VITE_PAYMENTS');
  const key = text(env, 'VITE_STRIPE_PUBLISHABLE_KEY');
  if (key !== undefined && !/^pk_(live|test)_[A-Za-z0-9_]+$/.test(key)) {
    throw new PaymentsConfigError(
      'VITE_STRIPE_PUBLISHABLE_KEY is not a Stripe publishable key (pk_live_... or pk_test_...).',
    );
  }
  if (mode === 'test') {
    if (key?.startsWith('pk_live_')) {
      throw new PaymentsConfigError(
        'VITE_PAYMENTS=test takes a test key (pk_test_...) or none, not a live key.',
      );
    }
    return {
      mode: 'test',
      publishableKey: key ?? TEST_MODE_PUBLISHABLE_KEY,
      scriptUrl: emulatedStripeScriptUrl(platformUrl),
      noRealCharge: true,
    };
  }
  if (mode !== undefined && mode !== 'live') {
    throw new PaymentsConfigError(
      `VITE_PAYMENTS is "test" (the emulated Stripe), or "live" or unset (Stripe), not "${mode}".`,
    );
  }
  if (key === undefined) throw new PaymentsConfigError(MISSING_PUBLISHABLE_KEY_MESSAGE);
  return { mode: 'live', publishableKey: key, noRealCharge: key.startsWith('pk_test_') };
}
