import {
  deferredHttp,
  deferredIdentityPort,
  deferredTracking,
  queueingErrorReporting,
  type Clock,
  type CrossTabChannel,
  type DeferredHttp,
  type DeferredIdentityPort,
  type ErrorReportingPort,
  type Logger,
  type PrivacySignalPort,
  type StoragePorts,
  type TrackingPort,
} from '@scanwise/core';
import { createCrossTabChannel } from '../broadcast/broadcastChannel';
import { systemClock } from '../clock/systemClock';
import { storedSessionsIn } from '../identity/storedSessions';
import { consoleLogger } from '../logger/consoleLogger';
import { createNavigatorPrivacySignal } from '../privacySignal/navigatorPrivacySignal';
import { createWebStoragePorts } from '../storage/webStorage';
import type { AdaptersConfig } from './config';
import { captureEarlyErrors, type ErrorEventTarget } from './earlyErrors';

/** The ports of the core's session part (all but the journeys' hubs and card payment). */
export interface SessionAdapters {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storage: StoragePorts;
  /** fetch (XHR for upload progress), loaded with the first request, or when idle. */
  readonly http: DeferredHttp;
  /** oidc-client-ts, loaded on the first sign-in or restore of a stored user, or when idle. */
  readonly identity: DeferredIdentityPort;
  readonly broadcast: CrossTabChannel;
  /** `@sentry/browser` behind a small queue, loaded when idle or on the first error. */
  readonly errorReporting: ErrorReportingPort;
  /** Google Tag Manager and the pixels, loaded with the first event (after consent). */
  readonly tracking: TrackingPort;
  /** The browser's Global Privacy Control (`navigator.globalPrivacyControl`). */
  readonly privacySignal: PrivacySignalPort;
}

/** The quiet reporter without a DSN: Sentry is never loaded. */
const noErrorReporting: ErrorReportingPort = {
  captureException: () => undefined,
  addBreadcrumb: () => undefined,
  setTag: () => undefined,
  setUser: () => undefined,
};

/** The scheduler of the loads the first page does not need (`config.whenIdle`, else a task). */
export const idleScheduler = (config: AdaptersConfig): ((task: () => void) => void) =>
  config.whenIdle ?? ((task: () => void): void => void setTimeout(task, 0));

/**
 * The session part's adapters: Web Storage and BroadcastChannel in the first chunk; fetch (XHR
 * for uploads), oidc-client-ts, Sentry and GTM with the pixels each in its own chunk, loaded by
 * dynamic `import()` behind the core's deferred ports so the sign-in page loads none of them
 * first (docs/adr/0041-deferred-ports-and-on-demand-adapters.md). `createBrowserAdapters` adds
 * the journeys' hubs and card payment; an app can create those with its journeys instead
 * (`createBrowserJourneyAdapters`).
 */
export function createBrowserSessionAdapters(config: AdaptersConfig): SessionAdapters {
  const clock = systemClock;
  const logger = consoleLogger({ level: config.logLevel ?? 'warn' });
  const storage = createWebStoragePorts(logger);
  const appOrigin = config.appOrigin ?? globalThis.location?.origin ?? config.platformUrl;
  const idleLoad = idleScheduler(config);

  const identity = deferredIdentityPort({
    logger,
    load: () =>
      import('../identity/oidcIdentity').then(
        ({ OidcIdentity }) =>
          new OidcIdentity({
            platformUrl: config.platformUrl,
            appOrigin,
            storage: storage.local,
            logger,
            ...(config.clientId === undefined ? {} : { clientId: config.clientId }),
            ...(config.environment === undefined ? {} : { environment: config.environment }),
          }),
      ),
    // A visitor with no stored user restores nothing: no need for the library at startup. A
    // stored user is read from its entry (a small chunk; the sign-in page does not carry it), so
    // a reload restores the session (and paints the member's page) without waiting for the
    // library; the library loads once the page has painted and is idle.
    storedSessions: storedSessionsIn(storage.local, logger),
    readStoredUser: (kind) =>
      import('../identity/storedUser')
        .then((m) =>
          m.readStoredUser(
            storage.local,
            m.userStorageKey(
              {
                platformUrl: config.platformUrl,
                ...(config.clientId === undefined ? {} : { clientId: config.clientId }),
              },
              kind,
            ),
            logger,
          ),
        )
        // Its chunk cannot load: the library decides (and reports its own failure).
        .catch(() => undefined),
  });

  let errorReporting: ErrorReportingPort = noErrorReporting;
  if (config.sentryDsn === undefined || config.sentryDsn === '') {
    logger.debug('Error reporting is off: no DSN configured');
  } else {
    const dsn = config.sentryDsn;
    const target = (globalThis as { window?: ErrorEventTarget }).window;
    let stopEarlyCapture = (): void => undefined;
    const queueing = queueingErrorReporting({
      logger,
      load: () =>
        import('../errorReporting/sentryErrorReporting').then((m) => {
          const sentry = m.createSentryErrorReporting({
            dsn,
            platformUrl: config.platformUrl,
            logger,
            ...(config.environment === undefined ? {} : { environment: config.environment }),
            ...(config.release === undefined ? {} : { release: config.release }),
          });
          stopEarlyCapture(); // Sentry's own global handlers take over
          return sentry;
        }),
    });
    if (target) stopEarlyCapture = captureEarlyErrors(target, queueing);
    errorReporting = queueing;
    idleLoad(() => void queueing.preload());
  }

  // The platform's transport: a signed-out first page makes no platform call.
  const http = deferredHttp({
    logger,
    load: () => import('../http/fetchHttp').then((m) => m.createFetchHttp({ logger })),
  });

  // Once the first page has painted and the browser is idle: the sign-in library and the
  // platform's transport.
  idleLoad(() => {
    void identity.preload().catch(() => undefined);
    void http.preload().catch(() => undefined);
  });

  return {
    clock,
    logger,
    storage,
    http,
    identity,
    broadcast: createCrossTabChannel({
      name: config.crossTabChannelName ?? 'scanwise',
      clock,
      fallbackStorage: storage.local,
      logger,
    }),
    errorReporting,
    privacySignal: createNavigatorPrivacySignal(),
    // The tag manager adapter loads once the page is idle: the first page view waits in the
    // queue rather than put a chunk (and the tag manager) in front of the first paint.
    tracking: deferredTracking({
      logger,
      load: () =>
        new Promise<void>((resolve) => idleLoad(resolve))
          .then(() => import('../tracking/gtmPixelTracking'))
          .then((m) =>
            m.createGtmPixelTracking({
              clock,
              logger,
              gtmId: config.gtmId,
              pixels: m.socialPixels(config.pixelIds ?? {}),
            }),
          ),
    }),
  };
}
