// inversify loads the small Reflect metadata polyfill it needs (reflect-metadata/lite) itself;
// the full polyfill (4.7 KB gzip) is not imported here: the app binds values, not decorated classes.
import { createScanwiseCore } from '@scanwise/core';
import { Container } from 'inversify';
import type { RuntimeConfig } from '../config/runtimeConfig';
import { createMammoUploads } from './mammoUploads';
import type { ScanwisePorts } from './scanwisePorts';
import { TOKENS, type ServiceToken } from './tokens';

export interface ScanwiseContainerOptions {
  readonly config: RuntimeConfig;
  readonly ports: ScanwisePorts;
  /** The app's origin (browsers: location.origin), for the conversion's page URL. */
  readonly siteOrigin?: string;
  readonly tabId?: string;
  /** The session flag that turns tracking on outside production. */
  readonly readTrackingSessionFlag?: () => boolean;
  /** The member's IANA time zone (browsers: Intl). */
  readonly currentTimeZone?: () => string;
  /** DOM activity events for the idle logout. */
  readonly activitySource?: (onActivity: () => void) => () => void;
}

/** The one container of the app; `get` is typed by the token. */
export interface ScanwiseContainer {
  get<T>(token: ServiceToken<T>): T;
  /** Replaces a binding (the session store binds its access token source; tests bind fakes). */
  rebind<T>(token: ServiceToken<T>, value: T): void;
  /** The inversify container itself, for later phases that bind classes. */
  readonly inversify: Container;
}

/**
 * Builds the app's container from the runtime configuration and the ports: every port behind
 * its token, then every service of the one `createScanwiseCore` behind its own.
 */
export function createScanwiseContainer(options: ScanwiseContainerOptions): ScanwiseContainer {
  const { config, ports } = options;
  const container = new Container({ defaultScope: 'Singleton' });
  const resolve = <T>(token: ServiceToken<T>): T => container.get<T>(token);
  container.bind(TOKENS.runtimeConfig).toConstantValue(config);
  container.bind(TOKENS.clock).toConstantValue(ports.clock);
  container.bind(TOKENS.logger).toConstantValue(ports.logger);
  container.bind(TOKENS.storage).toConstantValue(ports.storage);
  container.bind(TOKENS.httpPort).toConstantValue(ports.http);
  container.bind(TOKENS.identity).toConstantValue(ports.identity);
  container.bind(TOKENS.hubs).toConstantValue(ports.hubs);
  container.bind(TOKENS.broadcast).toConstantValue(ports.broadcast);
  container.bind(TOKENS.payment).toConstantValue(ports.payment);
  container.bind(TOKENS.errorReporting).toConstantValue(ports.errorReporting);
  container.bind(TOKENS.tracking).toConstantValue(ports.tracking);

  // The core SDK, wired once over the ports; each service is bound behind its own token so a
  // screen asks for exactly what it uses.
  const core = createScanwiseCore({
    ports,
    config: {
      apiBaseUrl: config.platformUrl,
      identityBaseUrl: new URL(config.membersAuthority).origin,
      environment: config.environment,
      siteOrigin: options.siteOrigin ?? config.platformUrl,
      ...(options.tabId === undefined ? {} : { tabId: options.tabId }),
      ...(options.readTrackingSessionFlag
        ? { readTrackingSessionFlag: options.readTrackingSessionFlag }
        : {}),
      ...(options.currentTimeZone ? { currentTimeZone: options.currentTimeZone } : {}),
      ...(options.activitySource ? { activitySource: options.activitySource } : {}),
    },
  });
  const services: ReadonlyArray<readonly [ServiceToken<unknown>, unknown]> = [
    [TOKENS.core, core],
    [TOKENS.accessTokenSource, () => core.auth.storedAccessToken()],
    [TOKENS.eventBus, core.events],
    [TOKENS.httpClient, core.http],
    [TOKENS.toastMachine, core.toast],
    [TOKENS.auth, core.auth],
    [TOKENS.rootSession, core.rootSession],
    [TOKENS.memberApi, core.api],
    [TOKENS.realtime, core.realtime],
    [TOKENS.idle, core.idle],
    [TOKENS.trackingService, core.tracking],
    [TOKENS.consent, core.consent],
    [TOKENS.paymentService, core.payment],
    [TOKENS.funnel, core.funnel],
    [TOKENS.booking, core.booking],
    [TOKENS.bookingJourney, core.bookingJourney],
    [TOKENS.bookingId, core.bookingId],
    [TOKENS.flow, core.flow],
    [TOKENS.offer, core.offer],
    [TOKENS.initialSetup, core.initialSetup],
    [TOKENS.medicalQuestionnaires, core.medicalQuestionnaires],
    [TOKENS.mqOneTap, core.mqOneTap],
    [TOKENS.cat, core.cat],
  ];
  for (const [token, service] of services) container.bind(token).toConstantValue(service);
  // Mammography uploads: one core queue per encounter over the on-demand upload adapters.
  container.bind(TOKENS.mammoUploads).toConstantValue(
    createMammoUploads({
      load: ports.mammoUploadAdapters,
      api: core.api,
      baseUrl: config.platformUrl,
      authorization: () => core.http.currentBearer(),
      clock: ports.clock,
      logger: ports.logger,
      authStatus$: core.auth.state$,
    }),
  );

  return {
    inversify: container,
    get: resolve,
    rebind: <T>(token: ServiceToken<T>, value: T): void => {
      container.rebind<T>(token).toConstantValue(value);
    },
  };
}
