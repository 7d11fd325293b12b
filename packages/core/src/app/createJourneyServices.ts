import { distinctUntilChanged, map, type Subscription } from 'rxjs';
import { BookingJourney, CenterOrigin, FunnelStageTracker, ScheduleActions } from '../booking';
import { CAT_SAVED_AFTER_SIGN_IN_MESSAGE, CatQuestionnaire } from '../cat';
import { InitialSetupFlow } from '../initialSetup';
import { SignUp } from '../join';
import { MemberAccount } from '../member';
import { OfferClaims, PartnerLinks } from '../offers';
import { PasswordReset } from '../passwordReset';
import { PaymentAuthorizations } from '../payment';
import { createMqOneTapStore, MedicalQuestionnaires, type MqOneTapStore } from '../questionnaire';
import type { AuthState } from '../session';
import { ViewerFeedbacks } from '../viewer';
import { createMemberDataServices, type MemberDataServices } from './createMemberDataServices';
import type { SessionCore } from './createSessionCore';
import type { CreateScanwiseCoreOptions } from './scanwiseOptions';
import { createSessionReporting } from './sessionReporting';

/**
 * The services of the member's journeys, over a {@link SessionCore}: the live hubs, card
 * payment, the booking journey, the questionnaires. Created once per session core; an app may
 * create them after its first page (the web app does, so its sign-in page loads none of them).
 * They build on the member's data ({@link createMemberDataServices}): given one made earlier
 * (a dashboard page loads it before the journeys), they use it and leave its disposal to its
 * maker; otherwise they make their own.
 */
export interface JourneyServices extends MemberDataServices {
  /** Card payments of encounters and due invoices (payment-authorize), one per encounter. */
  readonly paymentAuthorizations: PaymentAuthorizations;
  readonly funnel: FunnelStageTracker;
  /** The booking screens' journey: entry, plan, schedule, hold and pay, confirmation. */
  readonly bookingJourney: BookingJourney;
  /** Where schedule-scan measures the centers' distances from: the member's address or a code. */
  readonly centerOrigin: CenterOrigin;
  /** Rescheduling and cancelling a booked appointment, one per schedule-actions link. */
  readonly scheduleActions: ScheduleActions;
  /** The claim-offer screens: the link's offer, sign-in and the way on to the booking. */
  readonly offerClaims: OfferClaims;
  /** Linking the member to a partner (link-association) with the explicit token. */
  readonly partnerLinks: PartnerLinks;
  /** The CAT questionnaire: draft (session storage), save, restore, save once signed in. */
  readonly cat: CatQuestionnaire;
  /** The medical questionnaire: one session per member and encounter (drafts in local storage). */
  readonly medicalQuestionnaires: MedicalQuestionnaires;
  /** The confirmed one-tap answer of an /mq/confirm link, waiting for the questionnaire. */
  readonly mqOneTap: MqOneTapStore;
  /** The image viewer's happiness score of each report (drafts in session storage). */
  readonly viewerFeedback: ViewerFeedbacks;
  /** Sign-up (Join): create the member, sign in, record the terms. */
  readonly signUp: SignUp;
  /** The forgotten password: a code by e-mail, then a new password. */
  readonly passwordReset: PasswordReset;
  /** The initial setup of a member the platform created: terms, then a password if needed. */
  readonly initialSetupFlow: InitialSetupFlow;
  /** The member's own account: the record and its changes. */
  readonly account: MemberAccount;
  /**
   * Stops every timer, connection and subscription of the journeys, and of their member's data
   * when they made it (the hubs close in the background).
   */
  dispose(): void;
}

export function createJourneyServices(
  session: SessionCore,
  options: CreateScanwiseCoreOptions,
  madeMemberData?: MemberDataServices,
): JourneyServices {
  const { ports, config } = options;
  const { clock, logger, storage } = ports;
  const { auth, toast } = session;
  // The session's reporting: made here at once unless its load has made it already.
  const { tracking, consent, attribution } = session.reportingWith(createSessionReporting);
  const ownMemberData = madeMemberData === undefined;
  const memberDataServices = madeMemberData ?? createMemberDataServices(session, options);
  const { api, cache, realtime } = memberDataServices;

  const paymentAuthorizations = new PaymentAuthorizations({
    calls: api,
    cardPayment: ports.payment,
    cache,
    logger,
  });
  const funnel = new FunnelStageTracker({
    // The tracker retries a stage whose report failed; the call itself only answers false.
    report: async (report) => {
      if (!(await api.reportBookingStage(report))) throw new Error('Booking stage not reported');
    },
    tracking: tracking.gatedPort,
    bookingId: () => session.bookingId.getSnapshot().bookingId,
    logger,
  });
  const bookingJourney = new BookingJourney({
    api,
    cardPayment: ports.payment,
    booking: session.booking,
    bookingId: session.bookingId,
    funnel,
    tracking,
    storage: storage.session,
    clock,
    logger,
    currentMember: () => auth.getSnapshot().member,
    offers: session.offer,
  });
  const centerOrigin = new CenterOrigin({
    api,
    currentMember: () => auth.getSnapshot().member,
  });
  const viewerFeedback = new ViewerFeedbacks({ calls: api, storage: storage.session, logger });
  const scheduleActions = new ScheduleActions({
    calls: api,
    booking: session.booking,
    storage: storage.session,
    clock,
    cache,
    logger,
  });
  const offerClaims = new OfferClaims({
    calls: api,
    auth,
    offers: session.offer,
    rootSession: session.rootSession,
    booking: session.booking,
    clock,
    logger,
  });
  const partnerLinks = new PartnerLinks({
    calls: api,
    auth,
    accessToken: () => auth.storedAccessToken()?.accessToken ?? null,
    offers: session.offer,
    rootSession: session.rootSession,
    logger,
  });
  const mqOneTap = createMqOneTapStore({ storage: storage.session, logger });
  const medicalQuestionnaires = new MedicalQuestionnaires({
    storage: storage.local,
    clock,
    logger,
    completeTask: (task, data) => realtime.completeTask(task, data),
    flow: session.flow,
    oneTap: mqOneTap,
  });
  const cat = new CatQuestionnaire({
    api,
    storage: storage.session,
    clock,
    logger,
    signedIn$: auth.state$.pipe(map((state) => state.status === 'signedIn')),
    onSavedAfterSignIn: () => toast.show(CAT_SAVED_AFTER_SIGN_IN_MESSAGE),
  });

  const deviceTimeZone = config.currentTimeZone ? { deviceTimeZone: config.currentTimeZone } : {};
  const signUp = new SignUp({
    api,
    auth,
    funnel,
    tracking,
    rootSession: session.rootSession,
    offer: session.offer,
    logger,
    ...deviceTimeZone,
  });
  const passwordReset = new PasswordReset({ api, logger });
  const initialSetupFlow = new InitialSetupFlow({
    api,
    auth,
    rootSession: session.rootSession,
    store: session.initialSetup,
    logger,
    ...deviceTimeZone,
  });
  const account = new MemberAccount({ api, cache, rootSession: session.rootSession, logger });

  // A pending charge belongs to the member: forgotten when they sign out (the member's data too,
  // by its own part).
  let previous: AuthState['status'] = auth.getSnapshot().status;
  const subscriptions: Subscription[] = [
    // The arrival's UTM values go to the member once one exists (and again when consent comes).
    attribution.sendWhenMemberExists(
      auth.state$.pipe(
        map((state) => state.status === 'signedIn' && state.member !== null),
        distinctUntilChanged(),
      ),
      (utm) => api.saveUtm(utm),
      consent.trackingAllowed$,
    ),
    auth.state$.subscribe((state) => {
      if (state.status === 'signedOut' && previous === 'signedIn') {
        paymentAuthorizations.clear();
        scheduleActions.clear();
        centerOrigin.clear();
        offerClaims.clear();
        partnerLinks.clear();
      }
      previous = state.status;
    }),
  ];

  return {
    ...memberDataServices,
    paymentAuthorizations,
    funnel,
    bookingJourney,
    centerOrigin,
    scheduleActions,
    offerClaims,
    partnerLinks,
    cat,
    medicalQuestionnaires,
    mqOneTap,
    viewerFeedback,
    signUp,
    passwordReset,
    initialSetupFlow,
    account,
    dispose(): void {
      for (const subscription of subscriptions) subscription.unsubscribe();
      if (ownMemberData) memberDataServices.dispose();
      paymentAuthorizations.dispose();
      bookingJourney.dispose();
      centerOrigin.dispose();
      scheduleActions.dispose();
      offerClaims.dispose();
      partnerLinks.dispose();
      cat.dispose();
      medicalQuestionnaires.dispose();
      viewerFeedback.dispose();
      signUp.dispose();
      passwordReset.dispose();
      initialSetupFlow.dispose();
      account.dispose();
    },
  };
}
