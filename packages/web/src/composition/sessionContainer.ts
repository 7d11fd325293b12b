import {
  createSessionCore,
  type AppLocale,
  type SessionCore,
  type SessionReporting,
} from '@scanwise/core';
import { Container } from 'inversify';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { SessionScanwisePorts } from './scanwisePorts';
import {
  SERVICE_GROUPS,
  SERVICE_GROUP_TOKENS,
  serviceGroupOf,
  type ServiceGroup,
  type ServiceGroupLoaders,
} from './serviceGroups';
import {
  SETTLED,
  createServicesLoader,
  type BindJourneyServices,
  type JourneyBindingsSource,
  type MarkedPromise,
  type ServicesLoader,
} from './servicesLoader';
import { TOKENS, type ServiceToken } from './tokens';

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
  /**
   * Runs what a page does not need before it is interactive (the browser: once its first paint is
   * done and the thread idle): a public journey's member calls, which its submit needs.
   */
  readonly whenIdle?: (task: () => void) => void;
}

/** The one container of the app; `get` is typed by the token. */
export interface ScanwiseContainer {
  /** The service behind `token`; a journeys' service once they have loaded (`useService` waits). */
  get<T>(token: ServiceToken<T>): T;
  /**
   * Settles once `token` can be read: at once (an already settled promise) for a service of the
   * session part, else when its group has loaded (serviceGroups.ts; `TOKENS.serviceGroups`). The
   * one path by which a screen waits for them: `useService` reads it on every render.
   */
  available(token: ServiceToken<unknown>): MarkedPromise;
  /** Replaces a binding (the session store binds its access token source; tests bind fakes). */
  rebind<T>(token: ServiceToken<T>, value: T): void;
  /** Binds a token once (each group's services bind theirs when they load). */
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
 * Each group's loader over the source: its own binding where the source has one per group, else
 * the one binding of every group (fetched once); a failed load is logged and stays failed for
 * this page, one group apart from the others.
 */
function groupLoaders(
  container: ScanwiseContainer,
  session: SessionCore,
  options: ScanwiseContainerOptions,
  source: JourneyBindingsSource,
): ServiceGroupLoaders {
  let every: Promise<BindJourneyServices> | null = null;
  const bindingOf = (group: ServiceGroup): Promise<BindJourneyServices> => {
    if ('groups' in source) return source.groups[group]();
    if ('load' in source) return (every ??= source.load());
    return Promise.resolve(source.now);
  };
  const entries = SERVICE_GROUPS.map((group): [ServiceGroup, ServicesLoader] => {
    const readyToken = SERVICE_GROUP_TOKENS[group][0] as symbol;
    return [
      group,
      createServicesLoader({
        isReady: () => container.inversify.isBound(readyToken),
        load: () => bindingOf(group).then((bind) => bind(container, session, options)),
        logger: options.ports.logger,
        failure:
          group === 'memberData'
            ? "The member's data could not load"
            : `The journeys could not load (${group})`,
      }),
    ];
  });
  return Object.fromEntries(entries) as Record<ServiceGroup, ServicesLoader>;
}

/**
 * Builds the app's container with what every page needs, the sign-in page included: every port
 * of the session part behind its token and the core's session part (session, stores, toasts)
 * behind theirs (idle logout is the core's own, loaded once a member is signed in). Tracking
 * and consent bind when `TOKENS.reporting` loads them (after the first paint in the browser) or
 * with a journey that reports. Everything else binds by group
 * (serviceGroups.ts: the member calls, the member's data, each journey's services and ports)
 * when a screen first reads one of its tokens or starts its load (`TOKENS.serviceGroups`), from
 * `journeyBindings`: a chunk per group in the browser, so a page loads only its own journey, or
 * all at once (`journeyBindings.now`).
 */
export function createSessionContainer(
  options: ScanwiseContainerOptions,
  journeyBindings: JourneyBindingsSource,
): ScanwiseContainer {
  const { config, ports } = options;
  const inversify = new Container({ defaultScope: 'Singleton' });
  // What is bound below, before the loaders: read at once. The reporting's tokens wait for its
  // loader; a group's token for its group's loader; any other for every group's.
  let sessionPart: ReadonlySet<symbol> = new Set();
  const loaderOf = (token: symbol): ServicesLoader => {
    if (REPORTING_TOKENS.has(token)) return inversify.get<ServicesLoader>(TOKENS.reporting);
    const group = serviceGroupOf(token);
    if (group === 'memberData') return inversify.get<ServicesLoader>(TOKENS.memberDataServices);
    if (group === undefined) return inversify.get<ServicesLoader>(TOKENS.journeyServices);
    return inversify.get<ServiceGroupLoaders>(TOKENS.serviceGroups)[group];
  };
  const container: ScanwiseContainer = {
    inversify,
    get: <T>(token: ServiceToken<T>): T => inversify.get<T>(token),
    available: (token) => (sessionPart.has(token) ? SETTLED : loaderOf(token).load()),
    // Values made elsewhere, handed out as they are: transient, so inversify never caches them
    // as singletons it would deactivate on a rebind (its deactivation reads decorator metadata,
    // which this app does not load).
    bind: <T>(token: ServiceToken<T>, value: T): void => {
      inversify
        .bind<T>(token)
        .toDynamicValue(() => value)
        .inTransientScope();
    },
    rebind: <T>(token: ServiceToken<T>, value: T): void => {
      inversify
        .rebind<T>(token)
        .toDynamicValue(() => value)
        .inTransientScope();
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
    [TOKENS.booking, session.booking],
    [TOKENS.bookingId, session.bookingId],
    [TOKENS.flow, session.flow],
    [TOKENS.offer, session.offer],
    [TOKENS.initialSetup, session.initialSetup],
  ]);
  // The loaders: the session's reporting (its code a chunk of the core), each group's, and every
  // group's at once (what the sign-in prefetches).
  const groups = groupLoaders(container, session, options, journeyBindings);
  bindEach(container, [
    [
      TOKENS.reporting,
      createServicesLoader({
        isReady: () => inversify.isBound(TOKENS.consent),
        // A failed load is logged by the core; the next call of the page gets the same failure.
        load: () =>
          session.loadReporting().then((reporting) => bindReporting(container, reporting)),
      }),
    ],
    [TOKENS.serviceGroups, groups],
    [TOKENS.memberDataServices, groups.memberData],
    [TOKENS.journeyServices, everyGroupLoader(groups)],
  ]);
  sessionPart = new Set(Object.values(TOKENS).filter((token) => inversify.isBound(token)));
  if ('now' in journeyBindings) journeyBindings.now(container, session, options);
  return container;
}

/** Every group's services at once: ready once each is, loaded by each group's own loader. */
function everyGroupLoader(groups: ServiceGroupLoaders): ServicesLoader {
  const loaders = Object.values(groups);
  return createServicesLoader({
    isReady: () => loaders.every((loader) => loader.isReady()),
    load: () => Promise.all(loaders.map((loader) => loader.load())).then(() => undefined),
  });
}
