import type { Subscription } from 'rxjs';
import type { SessionCalls } from '../api';
import { ArrivalAttribution } from '../attribution';
import { createBookingIdStore, createBookingStateStore } from '../booking';
import type { BookingIdStore, BookingStateStore } from '../booking';
import { ConsentService, ConsentStore } from '../consent';
import { ErrorReportingService } from '../errorReporting';
import { ScanwiseEventBus } from '../events';
import { createFlowStore, type FlowStore } from '../flow';
import { createIdleLogoutPolicy, type IdleLogoutPolicy } from '../idle';
import { createInitialSetupStore, type InitialSetupStore } from '../initialSetup';
import { MultiTabHandoff } from '../multiTab';
import { createOfferStore, OFFER_STATE_STORAGE_KEY, type OfferStore } from '../offers';
import type { Logger, TrackingPort } from '../ports';
import { trackingPagePathFor } from '../routing';
import {
  AuthService,
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
  type AuthState,
} from '../session';
import { ToastMachine } from '../toast';
import { TrackingService } from '../tracking';
import type { CreateScanwiseCoreOptions } from './scanwiseOptions';
import type { SessionFollowers } from './sessionFollowersTypes';
import type {
  SessionClient,
  SessionClientDependencies,
  SessionClientFactory,
} from './sessionClient';

/**
 * What every page needs from the first paint, the sign-in page included: the session, the
 * navigation stores, idle logout, toasts, consent, tracking and error reporting.
 * The journeys' services (hubs, booking, payment, questionnaires) come on top of it with
 * {@link createJourneyServices}, so an app can load them after its first page.
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
  readonly idle: IdleLogoutPolicy;
  readonly multiTab: MultiTabHandoff | null;
  /**
   * Every tab following another's sign-in and sign-out, and the idle warning. Their code loads
   * on the first call (a browser app calls it once its first page has painted); once started,
   * a sign-in or sign-out another tab made meanwhile is read from the stored session.
   */
  followers(): Promise<SessionFollowers>;
  readonly tracking: TrackingService;
  /** Consent to advertising tags (the banner and Account's privacy section); gates `tracking`. */
  readonly consent: ConsentService;
  readonly errorReporting: ErrorReportingService;
  /** The arrival's UTM values, kept in the booking state until a member exists to send them to. */
  readonly attribution: ArrivalAttribution;
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
export function createSessionCore({ ports, config }: CreateScanwiseCoreOptions): SessionCore {
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
        },
      })
    : null;
  multiTab?.start();

  const events = new ScanwiseEventBus();
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
  let clientLoad: Promise<SessionClient> | undefined;
  const clientWith = (create: SessionClientFactory): SessionClient =>
    (client ??= create(clientDependencies));
  const loadClient = (): Promise<SessionClient> => {
    if (client) return Promise.resolve(client);
    clientLoad ??= import('./sessionClient').then(
      (module) => clientWith(module.createSessionClient),
      (error: unknown) => {
        clientLoad = undefined; // the next call tries again
        throw error;
      },
    );
    return clientLoad;
  };
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
  const idle = createIdleLogoutPolicy({
    clock,
    storage: storage.local,
    toast,
    logger,
    isUserExpired: () => session.isUserExpired(),
    logout: () => session.logout(idle.getSnapshot().reason ?? 'inactivity'),
    ...(config.activitySource ? { activitySource: config.activitySource } : {}),
  });

  let followers: SessionFollowers | undefined;
  let followersLoad: Promise<SessionFollowers> | undefined;
  let disposed = false;
  const loadFollowers = (): Promise<SessionFollowers> =>
    (followersLoad ??= import('./sessionFollowers').then(
      (module) => {
        followers ??= module.createSessionFollowers({
          channel: ports.broadcast,
          auth: session,
          events,
          idle,
          clock,
          logger,
          storedSessions: ports.identity,
        });
        if (disposed) followers.dispose();
        return followers;
      },
      (error: unknown) => {
        followersLoad = undefined; // the next call tries again
        throw error;
      },
    ));

  const noTracking: TrackingPort = { track: () => undefined };
  const consent = new ConsentService({
    store: new ConsentStore({ storage: storage.local, clock, logger }),
  });
  const tracking = new TrackingService({
    port: ports.tracking ?? noTracking,
    environment: config.environment,
    readSessionFlag: config.readTrackingSessionFlag ?? ((): boolean => false),
    patternFor: trackingPagePathFor,
    clock,
    siteOrigin: config.siteOrigin ?? config.apiBaseUrl,
    sendConversion: (event) => api.sendMetaConversion(event),
    logger,
    consentAllows: consent.isTrackingAllowed,
  });
  const errorReporting = new ErrorReportingService(
    ports.errorReporting ?? {
      captureException: () => undefined,
      addBreadcrumb: () => undefined,
      setTag: () => undefined,
      setUser: () => undefined,
    },
    trackingPagePathFor,
  );

  const booking = createBookingStateStore({ storage: storage.session, logger });
  const attribution = new ArrivalAttribution({
    booking,
    consentAllows: consent.isTrackingAllowed,
    logger,
  });

  const subscriptions: Subscription[] = [];
  // Consent given later: the page shown is counted then (and the tag manager loads). The rule
  // follows the member's country (GB members opt in wherever they open the app).
  subscriptions.push(
    consent.trackingAllowed$.subscribe((allowed) => {
      if (allowed) tracking.sendPendingPageView();
    }),
    session.state$.subscribe((state) => {
      consent.setMemberCountry(
        state.status === 'signedIn' ? (state.member?.address?.country ?? undefined) : undefined,
      );
    }),
  );
  // Idle watching and error-reporting identity follow the session; a restore keeps the stored
  // last-activity time so a session left idle too long is logged out at the first check.
  let previous: AuthState['status'] = session.getSnapshot().status;
  let restoring = false;
  subscriptions.push(
    session.state$.subscribe((state) => {
      if (state.status === 'signedIn') {
        if (previous !== 'signedIn') idle.start(restoring ? 'restored' : 'signed-in');
        const memberId = state.member?.id ?? state.user?.profile.sub;
        if (memberId) errorReporting.identify({ memberId, role: state.roles });
      } else if (state.status === 'signedOut' && previous === 'signedIn') {
        if (idle.getSnapshot().phase !== 'loggedOut') idle.stop();
        errorReporting.forget();
      }
      previous = state.status;
    }),
  );

  return {
    events,
    sessionApi: api,
    loadClient,
    clientWith,
    auth: session,
    rootSession,
    toast,
    idle,
    multiTab,
    followers: loadFollowers,
    tracking,
    consent,
    errorReporting,
    attribution,
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
      idle.dispose();
      session.dispose();
      toast.dispose();
      consent.dispose();
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
