import { distinctUntilChanged, map, type Observable, type Subscription } from 'rxjs';
import { MemberApi } from '../api';
import {
  BookingJourney,
  createBookingIdStore,
  createBookingStateStore,
  FunnelStageTracker,
} from '../booking';
import type { BookingIdStore, BookingStateStore } from '../booking';
import { CAT_SAVED_AFTER_SIGN_IN_MESSAGE, CatQuestionnaire } from '../cat';
import { ConsentService, ConsentStore } from '../consent';
import { ErrorReportingService } from '../errorReporting';
import { ScanwiseEventBus } from '../events';
import { createFlowStore, type FlowStore } from '../flow';
import { HttpClient } from '../http';
import { createIdleLogoutPolicy, type IdleLogoutPolicy } from '../idle';
import { createInitialSetupStore, type InitialSetupStore } from '../initialSetup';
import { hasAcceptedTerms } from '../member';
import { isStoredUserEntry, MultiTabHandoff } from '../multiTab';
import { createOfferStore, OFFER_STATE_STORAGE_KEY, type OfferStore } from '../offers';
import { PaymentService } from '../payment';
import type {
  CardPaymentPort,
  Clock,
  CrossTabChannel,
  ErrorReportingPort,
  HttpPort,
  HubConnectionFactory,
  IdentityPort,
  Logger,
  StoragePorts,
  TrackingPort,
} from '../ports';
import { createMqOneTapStore, MedicalQuestionnaires, type MqOneTapStore } from '../questionnaire';
import { RealtimeService, type RealtimeSession } from '../realtime';
import { trackingPagePathFor } from '../routing';
import {
  AuthService,
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
  type AuthState,
} from '../session';
import { ToastMachine } from '../toast';
import { TrackingService } from '../tracking';

/** Every port the core needs; adapters build them (browser or Node presets), tests use fakes. */
export interface ScanwisePorts {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storage: StoragePorts;
  readonly http: HttpPort;
  readonly identity: IdentityPort;
  readonly hubs: HubConnectionFactory;
  readonly payment: CardPaymentPort;
  /** Cross-tab presence; without it (Node scripts) the multi-tab handoff is off. */
  readonly broadcast?: CrossTabChannel;
  readonly tracking?: TrackingPort;
  readonly errorReporting?: ErrorReportingPort;
}

export interface ScanwiseConfig {
  /** Absolute base of the platform API (REST and hubs), e.g. http://localhost:4000. */
  readonly apiBaseUrl: string;
  /** Base of the identity authority's calls (the logout call); default `apiBaseUrl`. */
  readonly identityBaseUrl?: string;
  /** 'production' turns on tracking and the server conversion. */
  readonly environment: string;
  /** The app's origin, for the conversion's page URL; default `apiBaseUrl`. */
  readonly siteOrigin?: string;
  /** This tab's id for the multi-tab handoff (random per page load in browsers). */
  readonly tabId?: string;
  /** The session flag that turns tracking on outside production. */
  readonly readTrackingSessionFlag?: () => boolean;
  /** The member's IANA time zone (browsers: Intl). Default 'UTC'. */
  readonly currentTimeZone?: () => string;
  /** Activity events (pointer, key, scroll) for the idle logout; without it the host reports. */
  readonly activitySource?: (onActivity: () => void) => () => void;
}

export interface CreateScanwiseCoreOptions {
  readonly ports: ScanwisePorts;
  readonly config: ScanwiseConfig;
}

/** The member session SDK: every service with its observables, wired over the ports. */
export interface ScanwiseCore {
  readonly events: ScanwiseEventBus;
  readonly http: HttpClient;
  readonly api: MemberApi;
  readonly auth: AuthService;
  readonly rootSession: RootSessionStore;
  readonly realtime: RealtimeService;
  readonly toast: ToastMachine;
  readonly idle: IdleLogoutPolicy;
  readonly multiTab: MultiTabHandoff | null;
  readonly tracking: TrackingService;
  /** Consent to advertising tags (the banner and Account's privacy section); gates `tracking`. */
  readonly consent: ConsentService;
  readonly errorReporting: ErrorReportingService;
  readonly payment: PaymentService;
  readonly funnel: FunnelStageTracker;
  readonly booking: BookingStateStore;
  /** The booking screens' journey: entry, plan, schedule, hold and pay, confirmation. */
  readonly bookingJourney: BookingJourney;
  readonly bookingId: BookingIdStore;
  readonly flow: FlowStore;
  readonly offer: OfferStore;
  readonly initialSetup: InitialSetupStore;
  /** The CAT questionnaire: draft (session storage), save, restore, save once signed in. */
  readonly cat: CatQuestionnaire;
  /** The medical questionnaire: one session per member and encounter (drafts in local storage). */
  readonly medicalQuestionnaires: MedicalQuestionnaires;
  /** The confirmed one-tap answer of an /mq/confirm link, waiting for the questionnaire. */
  readonly mqOneTap: MqOneTapStore;
  /** Whether both hubs are connected, for a live-connection indicator. */
  readonly connected$: Observable<boolean>;
  /** Restores a stored session (and with it idle watching and the hubs). */
  start(): Promise<AuthState>;
  /** The page is unloading: hands the session over to session storage if this is the last tab. */
  unload(): void;
  /** Stops every timer, connection and subscription (the hubs close in the background). */
  dispose(): void;
}

/**
 * The one entry point of the SDK, for the web app and for Node scripts alike: every port comes in
 * through `ports` (defaults live in the adapters' presets, never here), and the services are
 * wired to each other the way spec sections 4 and 7 describe.
 */
export function createScanwiseCore({ ports, config }: CreateScanwiseCoreOptions): ScanwiseCore {
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
          isUserEntry: isStoredUserEntry,
        },
      })
    : null;
  multiTab?.start();

  const events = new ScanwiseEventBus();
  const rootSession = new RootSessionStore({ storage: storage.local, logger });
  // The client and the session need each other: the client asks the session for the bearer
  // token on every request, the session loads the member through the client.
  const sessionRef: { current?: AuthService } = {};
  const http = new HttpClient({
    http: ports.http,
    baseUrl: config.apiBaseUrl,
    identityBaseUrl: config.identityBaseUrl ?? config.apiBaseUrl,
    clock,
    events,
    logger,
    getAccessToken: () => sessionRef.current?.storedAccessToken() ?? null,
  });
  const api = new MemberApi({
    client: http,
    logger,
    production,
    currentTimeZone: config.currentTimeZone ?? ((): string => 'UTC'),
  });
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

  const realtimeSession$: Observable<RealtimeSession> = session.state$.pipe(
    map((state): RealtimeSession => ({
      signedIn: state.status === 'signedIn',
      termsOfServiceAccepted: state.member !== null && hasAcceptedTerms(state.member),
      tokenValid: () => session.accessToken() !== undefined,
    })),
    distinctUntilChanged(
      (a, b) => a.signedIn === b.signedIn && a.termsOfServiceAccepted === b.termsOfServiceAccepted,
    ),
  );
  const realtime = new RealtimeService({
    apiBaseUrl: config.apiBaseUrl,
    hubFactory: ports.hubs,
    clock,
    logger,
    accessToken: () => session.accessToken() ?? '',
    session$: realtimeSession$,
  });

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
  );
  const payment = new PaymentService({ calls: api, cardPayment: ports.payment, logger });
  const funnel = new FunnelStageTracker({
    // The tracker retries a stage whose report failed; the call itself only answers false.
    report: async (report) => {
      if (!(await api.reportBookingStage(report))) throw new Error('Booking stage not reported');
    },
    tracking: tracking.gatedPort,
    logger,
  });

  const booking = createBookingStateStore({ storage: storage.session, logger });
  const bookingJourney = new BookingJourney({
    api,
    cardPayment: ports.payment,
    booking,
    funnel,
    storage: storage.session,
    clock,
    logger,
  });

  const flow = createFlowStore({ storage: storage.session, logger });
  const mqOneTap = createMqOneTapStore({ storage: storage.session, logger });
  const medicalQuestionnaires = new MedicalQuestionnaires({
    storage: storage.local,
    clock,
    logger,
    completeTask: (task, data) => realtime.completeTask(task, data),
    flow,
    oneTap: mqOneTap,
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
        payment.reset();
      }
      previous = state.status;
    }),
  );

  const cat = new CatQuestionnaire({
    api,
    storage: storage.session,
    clock,
    logger,
    signedIn$: session.state$.pipe(map((state) => state.status === 'signedIn')),
    onSavedAfterSignIn: () => toast.show(CAT_SAVED_AFTER_SIGN_IN_MESSAGE),
  });

  return {
    events,
    http,
    api,
    auth: session,
    rootSession,
    realtime,
    toast,
    idle,
    multiTab,
    tracking,
    consent,
    errorReporting,
    payment,
    funnel,
    booking,
    bookingJourney,
    bookingId: createBookingIdStore({ storage: storage.session, logger }),
    flow,
    offer: createOfferStore({ storage: storage.local, logger }),
    initialSetup: createInitialSetupStore({ storage: storage.session, logger }),
    cat,
    medicalQuestionnaires,
    mqOneTap,
    connected$: realtime.connected$,
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
      idle.dispose();
      // The hubs unwatch and stop in the background; the stores are reset at once.
      realtime
        .dispose()
        .catch((error: unknown) =>
          logger.warn('Realtime dispose failed', { error: String(error) }),
        );
      session.dispose();
      payment.dispose();
      bookingJourney.dispose();
      cat.dispose();
      medicalQuestionnaires.dispose();
      toast.dispose();
      consent.dispose();
      http.dispose();
      multiTab?.stop();
      events.dispose();
    },
  };
}
