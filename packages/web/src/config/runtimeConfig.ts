import { validatePayload } from '@scanwise/core';
import { enums, object, optional, refine, string, type Infer } from 'superstruct';

/** Where the app runs; development and e2e pay with the offline test cards. */
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
  stripePublishableKey: optional(string()),
  sentryDsn: optional(string()),
  gtmId: optional(string()),
  metaPixelId: optional(string()),
  tiktokPixelId: optional(string()),
  release: optional(string()),
});

/** The app's runtime configuration, read once at startup. */
export type RuntimeConfig = Infer<typeof RuntimeConfigSchema>;

/** The VITE_* variables the app reads (import.meta.env or any string map). */
export type RuntimeEnv = Readonly<Record<string, string | boolean | undefined>>;

/** The local mock platform (`pnpm platform`): the defaults when nothing is set. */
export const LOCAL_PLATFORM_URL = 'http://localhost:4000';

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

/**
 * Reads and validates the runtime configuration. Unset values fall back to the local mock
 * platform; an invalid value throws a {@link RuntimeConfigError} naming the bad field, because
 * an app pointed at a broken URL must not start half-working.
 */
export function loadRuntimeConfig(env: RuntimeEnv): RuntimeConfig {
  const platformUrl = (text(env, 'VITE_PLATFORM_URL') ?? LOCAL_PLATFORM_URL).replace(/\/+$/, '');
  const candidate: Record<string, string | undefined> = {
    environment: environmentOf(env),
    platformUrl,
    membersAuthority: text(env, 'VITE_MEMBERS_AUTHORITY') ?? `${platformUrl}/members`,
    oboAuthority: text(env, 'VITE_OBO_AUTHORITY') ?? `${platformUrl}/obo`,
    stripePublishableKey: text(env, 'VITE_STRIPE_PUBLISHABLE_KEY'),
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

/** Development and e2e never load the card provider: they pay with the offline test cards. */
export function usesOfflinePayments(config: RuntimeConfig): boolean {
  return (
    config.environment === 'development' ||
    config.environment === 'e2e' ||
    config.stripePublishableKey === undefined
  );
}
