/**
 * Sample rates of spec section 7: "Trace sample rate is 1, session replay rate 0.1, replay on
 * error 1". They are not in CONSTANTS (section 9 does not list them), so they live here; the
 * adapter's Sentry init should read them from core.
 */
export const ERROR_REPORTING_SAMPLE_RATES = Object.freeze({
  tracesSampleRate: 1,
  replaysSessionSampleRate: 0.1,
  replaysOnErrorSampleRate: 1,
} as const);

/**
 * Spec section 7: "Requests to the platform services (tasks, members, packages, users, viewer,
 * diagnostics, payments) are traced by an error-reporting service."
 */
export const TRACED_PLATFORM_SERVICES: readonly string[] = Object.freeze([
  'tasks',
  'members',
  'packages',
  'users',
  'viewer',
  'diagnostics',
  'payments',
]);

/** Spec section 7: "The query values code and email are masked in breadcrumbs." */
export const BREADCRUMB_MASKED_QUERY_KEYS: readonly string[] = Object.freeze(['code', 'email']);

/** What a masked value becomes (Sentry's own placeholder, so reports read the same). */
export const BREADCRUMB_MASK = '[Filtered]';

/** The tag holding the member's roles, comma-joined (spec section 6). */
export const ROLES_TAG = 'roles';
