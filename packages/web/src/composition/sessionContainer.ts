import {
  createSessionCore,
  type AppLocale,
  type SessionCore,
  type SessionReporting,
} from '@scanwise/core';
import { Container } from 'inversify';
import type { RuntimeConfig } from '../config/runtimeConfig';
import {
  SETTLED,
  type BindJourneyServices,
  createJourneyServicesLoader,
  markSettled,
  type JourneyBindingsSource,
  type JourneyServicesLoader,
  type MarkedPromise,
  type ServicesLoader,
} from './journeyServicesLoader';
import type { SessionScanwisePorts } from './scanwisePorts';
import { MEMBER_DATA_TOKENS, TOKENS, type ServiceToken } from './tokens';

export interface ScanwiseContainerOptions {
  readonly config: RuntimeConfig;
  /** The session part's ports; the journeys bring their hubs and card payment themselves. */
  readonly ports: SessionScanwisePorts;
  /** The app's origin (browsers: location.origin), for the conversion's page URL. */
  readonly siteOrigin?: string;
  readonly tabId?: string;
  /** The session flag that turns tracking on outside production. */
  readonly readTrackingSessionFlag?: () => boolean;
  /** The member's IANA time zone (browsers: Intl). */
  readonly currentTimeZone?: () => string;
  /** DOM activity events for the idle logout. */
  readonly activitySource?: (onActivity: () => void) => () => void;
  /** The app's locale, fixed for the page's life (the URL prefix): consent's rule follows it. */
  readonly locale?: AppLocale;
}

/** The one container of the app; `get` is typed by the token. */
export interface ScanwiseContainer {
  /** The service behind `token`; a journeys' service once they have loaded (`useService` waits). */
  get<T>(token: ServiceToken<T>): T;
  /**
   * Settles once `token` can be read: at once (an already settled promise) for a service of the
   * session part, else when the journeys' services have loaded (`TOKENS.journeyServices`). The
   * one path by which a screen waits for them: `useService` reads it on every render.
   */
  available(token: ServiceToken<unknown>): MarkedPromise;
  /** Replaces a binding (the session store binds its access token source; tests bind fakes). */
  rebind<T>(token: ServiceToken<T>, value: T): void;
  /** Binds a token once (the journeys' services bind theirs when they load). */
  bind<T>(token: ServiceToken<T>, value: T): void;
  /** The inversify container itself, for later phases that bind classes. */
  readonly inversify: Container;
}

/** Binds each service behind its token (a table reads better than a row of bind calls). */
export function bindEach(
  container: ScanwiseContainer,
  services: ReadonlyArray<readonly [ServiceToken<unknown>, unknown]>,
): void {
  for (const [token, service] of services) container.bind(token, service);
}

/** The core's options from the app's runtime configuration (the session part's ports). */
export function coreOptionsFor(
  options: ScanwiseContainerOptions,
): Parameters<typeof createSessionCore>[0] {
  const { config, ports } = options;
  return {
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
      ...(options.locale ? { locale: options.locale } : {}),
    },
  };
}

/** The tokens of the session's reporting: bound once it is there (`TOKENS.reporting`). */
const REPORTING_TOKENS: ReadonlySet<symbol> = new Set([TOKENS.trackingService, TOKENS.consent]);

/** Binds the session's reporting behind its tokens, once (its load or the journeys make it). */
export function bindReporting(container: ScanwiseContainer, reporting: SessionReporting): void {
  if (container.inversify.isBound(TOKENS.consent)) return;
  bindEach(container, [
    [TOKENS.trackingService, reporting.tracking],
    [TOKENS.consent, reporting.consent],
  ]);
}

/**
 * The container's handle on the session's reporting: its load (a chunk of the core in the
 * browser) binds it. A failed load is logged by the core and stays failed for this page, as the
 * journeys' does (a reader waiting for it would otherwise retry on every render).
 */
function reportingLoader(container: ScanwiseContainer, session: SessionCore): ServicesLoader {
  let pending: MarkedPromise | null = null;
  const isReady = (): boolean => container.inversify.isBound(TOKENS.consent);
  return {
    isReady,
    load(): MarkedPromise {
      if (isReady()) return SETTLED;
      pending ??= markSettled(
        session.loadReporting().then((reporting) => bindReporting(container, reporting)),
      );
      return pending;
    },
  };
}

/**
 * The container's handle on the member's data alone (`TOKENS.memberDataServices`): its own load
 * where the app gives one (the browser: a chunk a dashboard page fetches without the journeys'),
 * else the journeys' load, which binds it too. Ready once either has bound it.
 */
function memberDataLoader(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
  source: MemberDataBindingsSource | undefined,
): ServicesLoader {
  let pending: MarkedPromise | null = null;
  const isReady = (): boolean => container.inversify.isBound(TOKENS.memberDataCore);
  const journeys = (): JourneyServicesLoader =>
    container.get<JourneyServicesLoader>(TOKENS.journeyServices);
  return {
    isReady,
    load(): MarkedPromise {
      if (isReady()) return SETTLED;
      if (source === undefined) return journeys().load();
      pending ??= markSettled(
        source
          .load()
          .then((bindMemberData) => bindMemberData(container, session, options))
          .catch((error: unknown) => {
            options.ports.logger.error("The member's data could not load", {
              error: String(error),
            });
            throw error;
          }),
      );
      return pending;
    },
  };
}

/** Where the member's data's own binding code comes from, when it loads apart from the journeys. */
export interface MemberDataBindingsSource {
  readonly load: () => Promise<BindJourneyServices>;
}

/**
 * Builds the app's container with what every page needs, the sign-in page included: every port
 * of the session part behind its token and the core's session part (session, stores, idle,
 * toasts) behind theirs.
 * Tracking and consent bind when `TOKENS.reporting` loads them (after the first paint in the
 * browser) or with the journeys' services. The journeys' services (the platform client, hubs,
 * booking, payment, questionnaires, uploads) and their ports (hubs, card payment) bind when
 * `TOKENS.journeyServices` loads them
 * (`journeyBindings.load` fetches their code, a lazy chunk in the browser, so the first page
 * does not carry it) or at once (`journeyBindings.now`).
 */
export function createSessionContainer(
  options: ScanwiseContainerOptions,
  journeyBindings: JourneyBindingsSource,
  memberDataBindings?: MemberDataBindingsSource,
): ScanwiseContainer {
  const { config, ports } = options;
  const inversify = new Container({ defaultScope: 'Singleton' });
  // What is bound below, before the journeys' loader: read at once. The reporting's tokens wait
  // for its loader; any other token comes with the journeys' services and waits for their loader
  // (however they are bound).
  let sessionPart: ReadonlySet<symbol> = new Set();
  const container: ScanwiseContainer = {
    inversify,
    get: <T>(token: ServiceToken<T>): T => inversify.get<T>(token),
    available: (token) =>
      sessionPart.has(token)
        ? SETTLED
        : REPORTING_TOKENS.has(token)
          ? inversify.get<ServicesLoader>(TOKENS.reporting).load()
          : MEMBER_DATA_TOKENS.has(token)
            ? inversify.get<ServicesLoader>(TOKENS.memberDataServices).load()
            : inversify.get<JourneyServicesLoader>(TOKENS.journeyServices).load(),
    bind: <T>(token: ServiceToken<T>, value: T): void => {
      inversify.bind<T>(token).toConstantValue(value);
    },
    rebind: <T>(token: ServiceToken<T>, value: T): void => {
      inversify.rebind<T>(token).toConstantValue(value);
    },
  };
  bindEach(container, [
    [TOKENS.runtimeConfig, config],
    [TOKENS.clock, ports.clock],
    [TOKENS.logger, ports.logger],
    [TOKENS.storage, ports.storage],
    [TOKENS.httpPort, ports.http],
    [TOKENS.identity, ports.identity],
    [TOKENS.broadcast, ports.broadcast],
    [TOKENS.errorReporting, ports.errorReporting],
    [TOKENS.tracking, ports.tracking],
  ]);

  const coreOptions = coreOptionsFor(options);
  const session: SessionCore = createSessionCore(coreOptions);
  bindEach(container, [
    [TOKENS.sessionCore, session],
    [TOKENS.accessTokenSource, () => session.auth.storedAccessToken()],
    [TOKENS.eventBus, session.events],
    [TOKENS.toastMachine, session.toast],
    [TOKENS.auth, session.auth],
    [TOKENS.rootSession, session.rootSession],
    [TOKENS.idle, session.idle],
    [TOKENS.reporting, reportingLoader(container, session)],
    [TOKENS.booking, session.booking],
    [TOKENS.bookingId, session.bookingId],
    [TOKENS.flow, session.flow],
    [TOKENS.offer, session.offer],
    [TOKENS.initialSetup, session.initialSetup],
  ]);
  sessionPart = new Set([
    ...Object.values(TOKENS).filter((token) => inversify.isBound(token)),
    TOKENS.journeyServices,
    TOKENS.memberDataServices,
  ]);
  container.bind(
    TOKENS.memberDataServices,
    memberDataLoader(container, session, options, memberDataBindings),
  );
  container.bind(
    TOKENS.journeyServices,
    createJourneyServicesLoader({
      source: journeyBindings,
      bind: (bindJourneyServices) => bindJourneyServices(container, session, options),
      logger: ports.logger,
    }),
  );
  return container;
}
