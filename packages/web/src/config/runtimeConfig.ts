import { validatePayload } from '@scanwise/core';
import { enums, object, optional, refine, string, type Infer } from 'superstruct';
import { PaymentsConfigError, paymentsSetupFromEnv, type PaymentsSetup } from './payments';
import { platformUrlOf } from './platformUrl';

/** Where the app runs (payments are configured on their own: see `payments`). */
export const RUNTIME_ENVIRONMENTS = ['development', 'e2e', 'staging', 'production'] as const;
export type RuntimeEnvironment = (typeof RUNTIME_ENVIRONMENTS)[number];

const absoluteHttpUrl = refine(string(), 'absolute http(s) URL', (value) => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
});

const RuntimeConfigSchema = object({
  environment: enums(RUNTIME_ENVIRONMENTS),
  platformUrl: absoluteHttpUrl,
  membersAuthority: absoluteHttpUrl,
  oboAuthority: absoluteHttpUrl,
  sentryDsn: optional(string()),
  gtmId: optional(string()),
  metaPixelId: optional(string()),
  tiktokPixelId: optional(string()),
  release: optional(string()),
});

/** The app's runtime configuration, read once at startup. */
export type RuntimeConfig = Infer<typeof RuntimeConfigSchema> & {
  /** Stripe with the configured key, or test mode against the platform's emulated Stripe.js. */
  readonly payments: PaymentsSetup;
};

/** The VITE_* variables the app reads (import.meta.env or any string map). */
export type RuntimeEnv = Readonly<Record<string, string | boolean | undefined>>;

export class RuntimeConfigError extends Error {
  override readonly name = 'RuntimeConfigError';
}

const text = (env: RuntimeEnv, key: string): string | undefined => {
  const value = env[key];
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

// Vite's MODE is 'development' for `vite`, 'production' for `vite build`; `--mode e2e` gives e2e.
const environmentOf = (env: RuntimeEnv): string =>
  text(env, 'VITE_ENVIRONMENT') ?? text(env, 'MODE') ?? 'development';

/** The settings other than payments, read and validated; unset values fall back to the local mock platform. */
function settingsOf(env: RuntimeEnv): Infer<typeof RuntimeConfigSchema> {
  const platformUrl = platformUrlOf(env);
  const candidate: Record<string, string | undefined> = {
    environment: environmentOf(env),
    platformUrl,
    membersAuthority: text(env, 'VITE_MEMBERS_AUTHORITY') ?? `${platformUrl}/members`,
    oboAuthority: text(env, 'VITE_OBO_AUTHORITY') ?? `${platformUrl}/obo`,
    sentryDsn: text(env, 'VITE_SENTRY_DSN'),
    gtmId: text(env, 'VITE_GTM_ID'),
    metaPixelId: text(env, 'VITE_META_PIXEL_ID'),
    tiktokPixelId: text(env, 'VITE_TIKTOK_PIXEL_ID'),
    release: text(env, 'VITE_RELEASE'),
  };
  // exactOptionalPropertyTypes: absent values are left out, not set to undefined.
  const withoutUnset = Object.fromEntries(
    Object.entries(candidate).filter(([, value]) => value !== undefined),
  );
  const result = validatePayload(RuntimeConfigSchema, withoutUnset);
  if (!result.ok)
    throw new RuntimeConfigError(`Invalid runtime configuration: ${result.error.message}`);
  return result.value;
}

/**
 * The built app's configuration (src/main.tsx): the payments as its build decided them
 * (`paymentsBuildCheck` in vite.config.ts, which refuses a build or a dev server that cannot take
 * a card), the other settings read and validated as {@link loadRuntimeConfig} does. The payment
 * rules and their messages stay in the build, out of the first page's code.
 */
export function runtimeConfigOf(env: RuntimeEnv, payments: PaymentsSetup): RuntimeConfig {
  return { ...settingsOf(env), payments };
}

/**
 * Reads and validates the runtime configuration, payments included, by the build's own rules
 * (tests and stories, which run without the build). Unset values fall back to the local mock
 * platform, except payments: a publishable key, or test mode said explicitly (VITE_PAYMENTS=test).
 * An invalid or missing value throws a {@link RuntimeConfigError} naming it, because an app
 * pointed at a broken URL, or unable to take a card, must not start half-working.
 */
export function loadRuntimeConfig(env: RuntimeEnv): RuntimeConfig {
  const settings = settingsOf(env);
  try {
    return { ...settings, payments: paymentsSetupFromEnv(env, settings.platformUrl) };
  } catch (error) {
    if (error instanceof PaymentsConfigError) {
      throw new RuntimeConfigError(`Invalid runtime configuration: ${error.message}`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** The variables of a test-mode app on the local mock platform (tests, stories). */
export const TEST_MODE_ENV: RuntimeEnv = Object.freeze({ VITE_PAYMENTS: 'test' });
