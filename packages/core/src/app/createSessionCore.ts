import type { Subscription } from 'rxjs';
import type { SessionCalls } from '../api';
import { captureArrivalUtm } from '../attribution';
import { createBookingIdStore, createBookingStateStore } from '../booking';
import type { BookingIdStore, BookingStateStore } from '../booking';
import type { UnexpectedError } from '../errorReporting';
import { ScanwiseEventBus } from '../events';
import { createFlowStore, type FlowStore } from '../flow';
// The key alone: the overview's schemas load with the member's data, not the session part.
import { LAST_HOME_OVERVIEW_STORAGE_KEY } from '../home/lastHomeOverviewKey';
import type { IdleLogoutPolicy, createIdleLogoutPolicy } from '../idle';
import { createInitialSetupStore, type InitialSetupStore } from '../initialSetup';
import { MultiTabHandoff } from '../multiTab';
import { createOfferStore, OFFER_STATE_STORAGE_KEY, type OfferStore } from '../offers';
import type { Logger } from '../ports';
import {
  AuthService,
  keepUnannouncedSessionChange,
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
  type AuthState,
} from '../session';
import { ToastMachine } from '../toast';
import { loadOnFirstUse } from '../deferredPorts/loadOnFirstUse';
import type { CreateSessionCoreOptions } from './scanwiseOptions';
import type { SessionFollowers } from './sessionFollowersTypes';
import type {
  SessionClient,
  SessionClientDependencies,
  SessionClientFactory,
} from './sessionClient';
import type {
  SessionReporting,
  SessionReportingDependencies,
  SessionReportingFactory,
} from './sessionReportingTypes';

/** Makes the idle logout ({@link createIdleLogoutPolicy} is the core's). */
export type IdleLogoutFactory = typeof createIdleLogoutPolicy;

/** Calls made before the reporting part is there, kept for it; beyond, the oldest go. */
const REPORTING_QUEUE_MAX = 100;

/**
 * What every page needs from the first paint, the sign-in page included: the session, the
 * navigation stores and toasts. Idle logout loads once a member is signed in (or with the
 * followers), a timer no first paint needs. Tracking, consent, attribution and error reporting
 * ({@link SessionReporting}) load on demand, and the page views and error reports of the first
 * page wait for them in order. The journeys' services (hubs, booking, payment, questionnaires)
 * come on top of it with {@link createJourneyServices}, so an app can load them after its first
 * page.
 */
export interface SessionCore {
  readonly events: ScanwiseEventBus;
  /**
   * The member load, the identity logout and the conversion call (the rest: JourneyServices.api).
   * Their client loads on the first call: a signed-out first page makes no platform call.
   */
  readonly sessionApi: SessionCalls;
  /** The session's platform client, its code loaded on first need (one client per session). */
  loadClient(): Promise<SessionClient>;
  /** The session's platform client at once, made with `create` unless it exists already. */
  clientWith(create: SessionClientFactory): SessionClient;
  readonly auth: AuthService;
  readonly rootSession: RootSessionStore;
  readonly toast: ToastMachine;
  /**
   * Idle logout (spec 4), its code loaded on the first call or once a member is signed in, and
   * started then; a failed load is retried on the next.
   */
  loadIdle(): Promise<IdleLogoutPolicy>;
  /** Idle logout at once, made with `create` unless it exists already. */
  idleWith(create: IdleLogoutFactory): IdleLogoutPolicy;
  readonly multiTab: MultiTabHandoff | null;
  /**
   * Every tab following another's sign-in and sign-out, and the idle warning. Their code loads
   * on the first call (a browser app calls it once its first page has painted); once started,
   * a sign-in or sign-out another tab made meanwhile is read from the stored session.
   */
  followers(): Promise<SessionFollowers>;
  /**
   * Tracking, consent, attribution and error reporting, their code loaded on the first call (a
   * browser app calls it once its first page has painted); a failed load is retried on the next.
   */
  loadReporting(): Promise<SessionReporting>;
  /** The reporting at once, made with `create` unless it exists already. */
  reportingWith(create: SessionReportingFactory): SessionReporting;
  /**
   * The app was opened at an address with this query: its UTM values are kept at once in the
   * booking state until a member exists to send them to. Returns whether there were any.
   */
  captureArrival(search: string): boolean;
  /**
   * "Each route change sends a page-view event with the page path" (the reporting's
   * `tracking.pageView`): before the reporting is there, it waits for it in order.
   */
  pageView(pathname: string): void;
  /**
   * An error nothing handled, for the reporting's `errorReporting.reportUnexpected`: before the
   * reporting is there, it waits for it in order and starts its load.
   */
  reportUnexpected(error: unknown, where: UnexpectedError): void;
  readonly booking: BookingStateStore;
  readonly bookingId: BookingIdStore;
  readonly flow: FlowStore;
  readonly offer: OfferStore;
  readonly initialSetup: InitialSetupStore;
  /** Restores a stored session (and with it idle watching). */
  start(): Promise<AuthState>;
  /** The page is unloading: hands the session over to session storage if this is the last tab. */
  unload(): void;
  /** Stops every timer and subscription of the session part. */
  dispose(): void;
}

/** The session part of the SDK, wired over the ports (see {@link createScanwiseCore}). */
export function createSessionCore({ ports, config }: CreateSessionCoreOptions): SessionCore {
  const { clock, logger, storage } = ports;
  const production = config.environment === 'production';

  // The handoff restores the entries a closing last tab moved to session storage, so it must run
  // before any store reads local storage.
  const multiTab = ports.broadcast
    ? new MultiTabHandoff({
        channel: ports.broadcast,
        clock,
        storage,
        tabId: config.tabId ?? `tab-${clock.now().toString(36)}`,
        keys: {
          rootStateKey: ROOT_SESSION_STORAGE_KEY,
          offerStateKey: OFFER_STATE_STORAGE_KEY,
          isUserEntry: (key) => ports.identity.isStoredSessionEntry(key),
          sessionKeys: [LAST_HOME_OVERVIEW_STORAGE_KEY],
        },
      })
    : null;
  multiTab?.start();

  const events = new ScanwiseEventBus();
  // Until the followers tell the other tabs of each change (they load after the first paint);
  // kept in the tab's session storage, so a reload before that load still tells it.
  const unannounced = keepUnannouncedSessionChange(events, storage.session);
  const rootSession = new RootSessionStore({ storage: storage.local, logger });
  // The client and the session need each other: the client asks the session for the bearer
  // token on every request, the session loads the member through the client. The client's code
  // (HttpClient, the calls and their schemas) loads with the first call, or comes with the
  // journeys' services (clientWith), so a signed-out first page does not carry it.
  const sessionRef: { current?: AuthService } = {};
  const clientDependencies: SessionClientDependencies = {
    http: ports.http,
    baseUrl: config.apiBaseUrl,
    identityBaseUrl: config.identityBaseUrl ?? config.apiBaseUrl,
    clock,
    events,
    logger,
    getAccessToken: () => sessionRef.current?.storedAccessToken() ?? null,
    production,
  };
  let client: SessionClient | undefined;
  const clientWith = (create: SessionClientFactory): SessionClient =>
    (client ??= create(clientDependencies));
  const loadClient = loadOnFirstUse(
    () => client,
    () =>
      import('./sessionClientOnDemand').then((module) => clientWith(module.createSessionClient)),
  );
  const api = sessionCallsOver(loadClient, logger);
  const session = new AuthService({
    identity: ports.identity,
    storage,
    clock,
    logger,
    events,
    rootSession,
    loadMember: () => api.loadMember(),
    endIdentitySession: (user) => api.logoutAtIdentityProvider(user.idToken, user.accessToken),
  });
  sessionRef.current = session;

  const toast = new ToastMachine(clock);
  // Idle logout: made once, by its load or by `idleWith`. It watches while a member is signed in:
  // `idleWanted` is how the session last asked it to start (null: stopped), applied once it is
  // made, as a signed-in session starts its load.
  let idle: IdleLogoutPolicy | undefined;
  let idleWanted: 'signed-in' | 'restored' | null = null;
  let disposed = false;
  const idleWith = (create: IdleLogoutFactory): IdleLogoutPolicy => {
    if (idle) return idle;
    const made = create({
      clock,
      storage: storage.local,
      toast,
      logger,
      isUserExpired: () => session.isUserExpired(),
      logout: () => session.logout(made.getSnapshot().reason ?? 'inactivity'),
      ...(config.activitySource ? { activitySource: config.activitySource } : {}),
    });
    idle = made;
    if (disposed) made.dispose();
    else if (idleWanted !== null) made.start(idleWanted);
    return made;
  };
  const loadIdle = loadOnFirstUse(
    () => idle,
    () =>
      import('../idle/idleLogout').then(
        (module) => idleWith(module.createIdleLogoutPolicy),
        (error: unknown) => {
          logger.warn('Idle logout failed to load', { error: String(error) });
          throw error;
        },
      ),
  );
  const startIdle = (mode: 'signed-in' | 'restored'): void => {
    idleWanted = mode;
    if (idle) idle.start(mode);
    else loadIdle().catch(() => undefined);
  };
  const stopIdle = (): void => {
    idleWanted = null;
    if (idle && idle.getSnapshot().phase !== 'loggedOut') idle.stop();
  };

  let followers: SessionFollowers | undefined;
  const loadFollowers = loadOnFirstUse(
    () => followers,
    () =>
      Promise.all([import('./sessionFollowers'), loadIdle()]).then(([module, policy]) => {
        followers ??= module.createSessionFollowers({
          channel: ports.broadcast,
          auth: session,
          events,
          idle: policy,
          clock,
          logger,
          storedSessions: ports.identity,
          unannounced: unannounced.latest(),
        });
        unannounced.stop();
        if (disposed) followers.dispose();
        return followers;
      }),
  );

  const booking = createBookingStateStore({ storage: storage.session, logger });

  // The reporting part: made once, by its load or by `reportingWith`; what came before waits.
  let reporting: SessionReporting | undefined;
  const waiting: ((reporting: SessionReporting) => void)[] = [];
  const reportingDependencies: SessionReportingDependencies = {
    ports,
    config,
    auth: session,
    booking,
    sessionApi: api,
  };
  const reportingWith = (create: SessionReportingFactory): SessionReporting => {
    if (reporting) return reporting;
    const made = create(reportingDependencies);
    reporting = made;
    if (disposed) made.dispose();
    for (const use of waiting.splice(0)) use(made);
    return made;
  };
  const loadReporting = loadOnFirstUse(
    () => reporting,
    () =>
      import('./sessionReportingOnDemand').then(
        (module) => reportingWith(module.createSessionReporting),
        (error: unknown) => {
          logger.warn('Session reporting failed to load', { error: String(error) });
          throw error;
        },
      ),
  );
  const whenReporting = (use: (reporting: SessionReporting) => void, load: boolean): void => {
    if (reporting) {
      use(reporting);
      return;
    }
    waiting.push(use);
    if (waiting.length > REPORTING_QUEUE_MAX) waiting.shift();
    if (load) loadReporting().catch(() => undefined);
  };

  // Idle watching follows the session; a restore keeps the stored last-activity time so a
  // session left idle too long is logged out at the first check.
  let previous: AuthState['status'] = session.getSnapshot().status;
  let restoring = false;
  const subscriptions: Subscription[] = [
    session.state$.subscribe((state) => {
      if (state.status === 'signedIn') {
        if (previous !== 'signedIn') startIdle(restoring ? 'restored' : 'signed-in');
      } else if (state.status === 'signedOut' && previous === 'signedIn') {
        stopIdle();
      }
      previous = state.status;
    }),
    // The member's last Home overview goes with their session, however it ended (here, in
    // another tab, idle, expired).
    events
      .on('loggedOut')
      .subscribe(() => storage.local.removeItem(LAST_HOME_OVERVIEW_STORAGE_KEY)),
  ];

  return {
    events,
    sessionApi: api,
    loadClient,
    clientWith,
    auth: session,
    rootSession,
    toast,
    loadIdle,
    idleWith,
    multiTab,
    followers: loadFollowers,
    loadReporting,
    reportingWith,
    captureArrival: (search) => captureArrivalUtm(booking, search),
    pageView: (pathname) => whenReporting((r) => r.tracking.pageView(pathname), false),
    reportUnexpected: (error, where) =>
      whenReporting((r) => r.errorReporting.reportUnexpected(error, where), true),
    booking,
    bookingId: createBookingIdStore({ storage: storage.session, logger }),
    flow: createFlowStore({ storage: storage.session, logger }),
    offer: createOfferStore({ storage: storage.local, logger }),
    initialSetup: createInitialSetupStore({ storage: storage.session, logger }),
    async start(): Promise<AuthState> {
      restoring = true;
      try {
        return await session.restore();
      } finally {
        restoring = false;
      }
    },
    unload(): void {
      multiTab?.unload();
    },
    dispose(): void {
      for (const subscription of subscriptions) subscription.unsubscribe();
      disposed = true;
      followers?.dispose();
      idle?.dispose();
      session.dispose();
      toast.dispose();
      reporting?.dispose();
      client?.http.dispose();
      multiTab?.dispose();
      events.dispose();
    },
  };
}

/**
 * The session's calls over a client that loads on first use. Like SessionApi's, they never
 * reject: a client that cannot load (its chunk offline) is logged and answers as a failed call.
 */
function sessionCallsOver(loadClient: () => Promise<SessionClient>, logger: Logger): SessionCalls {
  const failed = (call: string, error: unknown): undefined => {
    logger.warn('Session client failed to load', { call, error: String(error) });
    return undefined;
  };
  return {
    loadMember: () =>
      loadClient().then(
        (client) => client.api.loadMember(),
        (error: unknown) => failed('memberGet', error),
      ),
    sendMetaConversion: (event) =>
      loadClient().then(
        (client) => client.api.sendMetaConversion(event),
        (error: unknown) => failed('trackingMetaConversion', error) ?? false,
      ),
    logoutAtIdentityProvider: (idToken, accessToken) =>
      loadClient().then(
        (client) => client.api.logoutAtIdentityProvider(idToken, accessToken),
        (error: unknown) => failed('identityLogout', error) ?? false,
      ),
  };
}
