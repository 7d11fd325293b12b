import type {
  AuthService,
  BookingIdStore,
  BookingJourney,
  CenterOrigin,
  BookingStateStore,
  ConsentService,
  CardPaymentPort,
  CatMemberRecord,
  CatQuestionnaire,
  FlowStore,
  FunnelStageTracker,
  InitialSetupFlow,
  InitialSetupStore,
  MedicalQuestionnaires,
  MqOneTapStore,
  MemberAccount,
  MemberApi,
  HomeOverviewService,
  UnreadMessageCountService,
  MemberData,
  MemberDataServices,
  OfferClaims,
  OfferStore,
  PartnerLinks,
  PasswordReset,
  PaymentAuthorizations,
  RemoteDataCache,
  RealtimeService,
  RootSessionStore,
  ScheduleActions,
  SessionCore,
  SignUp,
  TrackingService,
  Clock,
  CrossTabChannel,
  ErrorReportingPort,
  HttpClient,
  HttpPort,
  HubConnectionFactory,
  IdentityPort,
  Logger,
  ScanwiseEventBus,
  StoragePorts,
  StoredAccessToken,
  ToastMachine,
  TrackingPort,
  ViewerFeedbacks,
} from '@scanwise/core';
import type { RuntimeConfig } from '../config/runtimeConfig';
import type { ServiceGroupLoaders } from './serviceGroups';
import type { JourneyServicesLoader, ServicesLoader } from './servicesLoader';
import type { MammoUploads } from './mammoUploads';

/**
 * A container key that remembers the type bound to it, so `useService(TOKENS.toastMachine)` is
 * a ToastMachine without a cast at the call site. The phantom field never exists at runtime.
 */
export type ServiceToken<T> = symbol & { readonly __service?: T };

/** Creates a token; `Symbol.for` keeps it equal across hot reloads and duplicate module copies. */
export function serviceToken<T>(name: string): ServiceToken<T> {
  return Symbol.for(`scanwise.${name}`);
}

/** Reads the signed-in user's access token (the session's, from `createScanwiseCore`). */
export type AccessTokenSource = () => StoredAccessToken | null;

/** Every service the container holds. Screens reach them only through `useService`. */
export const TOKENS = {
  runtimeConfig: serviceToken<RuntimeConfig>('runtimeConfig'),
  // Ports (packages/adapters in the browser, fakes in stories and tests).
  clock: serviceToken<Clock>('clock'),
  logger: serviceToken<Logger>('logger'),
  storage: serviceToken<StoragePorts>('storage'),
  httpPort: serviceToken<HttpPort>('httpPort'),
  identity: serviceToken<IdentityPort>('identity'),
  hubs: serviceToken<HubConnectionFactory>('hubs'),
  broadcast: serviceToken<CrossTabChannel>('broadcast'),
  payment: serviceToken<CardPaymentPort>('payment'),
  errorReporting: serviceToken<ErrorReportingPort>('errorReporting'),
  tracking: serviceToken<TrackingPort>('tracking'),
  // The core's session part (packages/core/src/app/createSessionCore), bound at startup.
  sessionCore: serviceToken<SessionCore>('sessionCore'),
  accessTokenSource: serviceToken<AccessTokenSource>('accessTokenSource'),
  eventBus: serviceToken<ScanwiseEventBus>('eventBus'),
  toastMachine: serviceToken<ToastMachine>('toastMachine'),
  auth: serviceToken<AuthService>('auth'),
  rootSession: serviceToken<RootSessionStore>('rootSession'),
  booking: serviceToken<BookingStateStore>('booking'),
  bookingId: serviceToken<BookingIdStore>('bookingId'),
  flow: serviceToken<FlowStore>('flow'),
  offer: serviceToken<OfferStore>('offer'),
  initialSetup: serviceToken<InitialSetupStore>('initialSetup'),
  /**
   * Loads the session's reporting (core `SessionCore.loadReporting`: tracking, consent,
   * attribution, error reporting) and binds the two below; `useService` waits for them.
   */
  reporting: serviceToken<ServicesLoader>('reporting'),
  trackingService: serviceToken<TrackingService>('trackingService'),
  consent: serviceToken<ConsentService>('consent'),
  /**
   * Each group's loader (serviceGroups.ts: the member calls, the member's data, each journey's
   * services): `useService` waits for a token's group where a screen reads one.
   */
  serviceGroups: serviceToken<ServiceGroupLoaders>('serviceGroups'),
  /** Loads every group at once (what a sign-in prefetches). */
  journeyServices: serviceToken<JourneyServicesLoader>('journeyServices'),
  /**
   * Loads the member's data alone (its group in serviceGroups.ts): what the dashboard's pages
   * read. A signed-in journey's load binds it too, so either load serves them.
   */
  memberDataServices: serviceToken<ServicesLoader>('memberDataServices'),
  /** The member's data as the core made it (core MemberDataServices), for the journeys to share. */
  memberDataCore: serviceToken<MemberDataServices>('memberDataCore'),
  // The services loaded by group (serviceGroups.ts): bound once their group has loaded, at
  // startup in tests and stories.
  httpClient: serviceToken<HttpClient>('httpClient'),
  memberApi: serviceToken<MemberApi>('memberApi'),
  remoteData: serviceToken<RemoteDataCache>('remoteData'),
  /** The dashboard's data: cached queries, live lists, message changes (core MemberData). */
  memberData: serviceToken<MemberData>('memberData'),
  /** Home's overview: the one next step and what is shown beside it (core HomeOverviewService). */
  homeOverview: serviceToken<HomeOverviewService>('homeOverview'),
  /** The navigation's unread messages, live (core UnreadMessageCountService). */
  unreadMessageCount: serviceToken<UnreadMessageCountService>('unreadMessageCount'),
  viewerFeedback: serviceToken<ViewerFeedbacks>('viewerFeedback'),
  realtime: serviceToken<RealtimeService>('realtime'),
  paymentAuthorizations: serviceToken<PaymentAuthorizations>('paymentAuthorizations'),
  funnel: serviceToken<FunnelStageTracker>('funnel'),
  bookingJourney: serviceToken<BookingJourney>('bookingJourney'),
  /** Where schedule-scan orders the centers from: the member's address or a typed code. */
  centerOrigin: serviceToken<CenterOrigin>('centerOrigin'),
  scheduleActions: serviceToken<ScheduleActions>('scheduleActions'),
  offerClaims: serviceToken<OfferClaims>('offerClaims'),
  partnerLinks: serviceToken<PartnerLinks>('partnerLinks'),
  medicalQuestionnaires: serviceToken<MedicalQuestionnaires>('medicalQuestionnaires'),
  mqOneTap: serviceToken<MqOneTapStore>('mqOneTap'),
  cat: serviceToken<CatQuestionnaire>('cat'),
  catMemberRecord: serviceToken<CatMemberRecord>('catMemberRecord'),
  mammoUploads: serviceToken<MammoUploads>('mammoUploads'),
  signUp: serviceToken<SignUp>('signUp'),
  passwordReset: serviceToken<PasswordReset>('passwordReset'),
  initialSetupFlow: serviceToken<InitialSetupFlow>('initialSetupFlow'),
  account: serviceToken<MemberAccount>('account'),
} as const;
