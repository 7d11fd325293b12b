import {
  ERROR_REPORTING_SAMPLE_RATES,
  TRACED_PLATFORM_SERVICES,
  isTracedPlatformRequest,
  maskBreadcrumbData,
  maskBreadcrumbUrl,
  type Breadcrumb,
  type ErrorReportingPort,
  type Logger,
} from '@scanwise/core';
import * as Sentry from '@sentry/browser';

/** One entry of Sentry's `integrations` list. */
type SentryIntegration = Extract<Sentry.BrowserOptions['integrations'], readonly unknown[]>[number];

export interface SentryErrorReportingOptions {
  /** Without a DSN error reporting is off: a quiet no-op. */
  readonly dsn: string | undefined;
  /** The platform API origin, e.g. `https://platform.example`. */
  readonly platformUrl: string;
  readonly environment?: string;
  readonly release?: string;
  /** Session replay (optional, heavier): off unless asked. */
  readonly replay?: boolean;
  readonly logger?: Logger;
}

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Sentry's `tracePropagationTargets` takes patterns, not a function: the core's traced services
 * (`TRACED_PLATFORM_SERVICES`) below the platform URL, matched like `isTracedPlatformRequest`
 * (case-insensitive, an optional `api/`, the service as the whole first segment).
 */
export function tracePropagationTargets(
  platformUrl: string,
  services: readonly string[] = TRACED_PLATFORM_SERVICES,
): RegExp[] {
  const base = escape(platformUrl.replace(/\/+$/, ''));
  return services.map(
    (service) => new RegExp(`^${base}/(?:api/)?${escape(service)}(?:[/?#]|$)`, 'i'),
  );
}

/**
 * Sentry's `beforeBreadcrumb`: the core's masking ("The query values code and email are masked
 * in breadcrumbs") on Sentry's own crumbs (fetch, xhr, navigation, console), which may lack a
 * message and carry fields the core's `Breadcrumb` does not know (type, level, timestamp): those
 * are kept as they are. Returns a copy.
 */
export function maskSentryBreadcrumb(breadcrumb: Sentry.Breadcrumb): Sentry.Breadcrumb {
  return {
    ...breadcrumb,
    ...(typeof breadcrumb.message === 'string'
      ? { message: maskBreadcrumbUrl(breadcrumb.message) }
      : {}),
    ...(breadcrumb.data === undefined
      ? {}
      : { data: maskBreadcrumbData(breadcrumb.data) as Record<string, unknown> }),
  };
}

/** The Sentry options this adapter uses, exposed for tests and for the web app's own init. */
export function sentryOptions(options: SentryErrorReportingOptions): Sentry.BrowserOptions {
  const integrations: SentryIntegration[] = [
    // Uncaught errors and unhandled rejections reach Sentry through the core's error reporting
    // (masked, with the page as its route pattern), not through Sentry's own window handlers.
    Sentry.globalHandlersIntegration({ onerror: false, onunhandledrejection: false }),
    Sentry.browserTracingIntegration({
      // Spans for the platform services only (spec section 7), decided by the core.
      shouldCreateSpanForRequest: (url) => isTracedPlatformRequest(url, options.platformUrl),
    }),
  ];
  if (options.replay === true) integrations.push(Sentry.replayIntegration());
  return {
    ...(options.dsn === undefined ? {} : { dsn: options.dsn }),
    ...(options.environment === undefined ? {} : { environment: options.environment }),
    ...(options.release === undefined ? {} : { release: options.release }),
    ...ERROR_REPORTING_SAMPLE_RATES,
    tracePropagationTargets: tracePropagationTargets(options.platformUrl),
    integrations,
    beforeBreadcrumb: (breadcrumb) => maskSentryBreadcrumb(breadcrumb),
  };
}

/** The no-op reporter used without a DSN. */
export const noopErrorReporting: ErrorReportingPort = {
  captureException: () => undefined,
  addBreadcrumb: () => undefined,
  setTag: () => undefined,
  setUser: () => undefined,
};

/**
 * The {@link ErrorReportingPort} on `@sentry/browser`. Off without a DSN (a no-op that logs one
 * debug line); on with the sample rates of section 7, tracing of the platform services and the
 * code and email query values masked in breadcrumbs. Sentry's own window handlers are off: the
 * app reports uncaught errors through the core. A failing init degrades to the no-op.
 */
export function createSentryErrorReporting(
  options: SentryErrorReportingOptions,
): ErrorReportingPort {
  if (options.dsn === undefined || options.dsn === '') {
    options.logger?.debug('Error reporting is off: no DSN configured');
    return noopErrorReporting;
  }
  try {
    Sentry.init(sentryOptions(options));
  } catch (error) {
    options.logger?.debug('Error reporting could not start', { error: String(error) });
    return noopErrorReporting;
  }
  return {
    captureException(error: unknown, context?: Readonly<Record<string, unknown>>): void {
      Sentry.captureException(error, context === undefined ? undefined : { extra: { ...context } });
    },
    addBreadcrumb(breadcrumb: Breadcrumb): void {
      Sentry.addBreadcrumb({
        category: breadcrumb.category,
        message: breadcrumb.message,
        ...(breadcrumb.data === undefined ? {} : { data: { ...breadcrumb.data } }),
      });
    },
    setTag(name: string, value: string | undefined): void {
      Sentry.setTag(name, value);
    },
    setUser(user: { readonly id: string } | null): void {
      Sentry.setUser(user === null ? null : { id: user.id });
    },
  };
}
