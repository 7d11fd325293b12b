import type { BookingJourney, CenterOrigin, FunnelStageTracker, ScheduleActions } from '../booking';
import type { CatQuestionnaire } from '../cat';
import type { InitialSetupFlow } from '../initialSetup';
import type { SignUp } from '../join';
import type { MemberAccount } from '../member';
import type { OfferClaims, PartnerLinks } from '../offers';
import type { PasswordReset } from '../passwordReset';
import type { PaymentAuthorizations } from '../payment';
import type { MedicalQuestionnaires, MqOneTapStore } from '../questionnaire';
import type { ViewerFeedbacks } from '../viewer';
import { createMemberDataServices, type MemberDataServices } from './createMemberDataServices';
import { CALLS } from '../schemas/calls';
import type { SessionCore } from './createSessionCore';
import {
  createAccountServices,
  createBookingServices,
  createCatServices,
  createConversionServices,
  createInitialSetupServices,
  createMqConfirmServices,
  createOfferServices,
  createPasswordResetServices,
  createPaymentServices,
  createQuestionnaireServices,
  createScheduleActionServices,
  createSignUpServices,
  createViewerServices,
} from './journeys';
import type { CreateScanwiseCoreOptions } from './scanwiseOptions';

/**
 * The services of the member's journeys, over a {@link SessionCore}: the live hubs, card
 * payment, the booking journey, the questionnaires. Created once per session core; an app may
 * create them after its first page (the web app does, so its sign-in page loads none of them).
 * They build on the member's data ({@link createMemberDataServices}): given one made earlier
 * (a dashboard page loads it before the journeys), they use it and leave its disposal to its
 * maker; otherwise they make their own. Each journey has its own factory too (app/journeys:
 * `createPasswordResetServices`, `createBookingServices`...), which builds only its services and
 * what they need, for an app that loads one journey at a time; this one composes them all.
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
  const ownMemberData = madeMemberData === undefined;
  const memberData = madeMemberData ?? createMemberDataServices(session, options);
  // Each journey's own factory, over the one member's data, funnel and one-tap answer.
  const conversion = createConversionServices(session, options, memberData);
  const mqConfirm = createMqConfirmServices(options);
  const made = { calls: memberData, memberData, funnel: conversion.funnel };
  const booking = createBookingServices(session, options, made);
  const payment = createPaymentServices(session, options, made);
  const scheduleActions = createScheduleActionServices(session, options, made);
  const offers = createOfferServices(session, options, made);
  const cat = createCatServices(session, options, made);
  const questionnaires = createQuestionnaireServices(session, options, {
    ...made,
    mqOneTap: mqConfirm.mqOneTap,
  });
  const viewer = createViewerServices(session, options, made);
  const signUp = createSignUpServices(session, options, made);
  const passwordReset = createPasswordResetServices(session, options, made);
  const initialSetup = createInitialSetupServices(session, options, made);
  const account = createAccountServices(session, options, made);
  const journeys = [
    conversion,
    mqConfirm,
    booking,
    payment,
    scheduleActions,
    offers,
    cat,
    questionnaires,
    viewer,
    signUp,
    passwordReset,
    initialSetup,
    account,
  ];

  return {
    ...memberData,
    // Every journey at once: the member calls know the whole catalogue, as an SDK user expects.
    api: memberData.api.withCalls(CALLS),
    funnel: conversion.funnel,
    paymentAuthorizations: payment.paymentAuthorizations,
    bookingJourney: booking.bookingJourney,
    centerOrigin: booking.centerOrigin,
    scheduleActions: scheduleActions.scheduleActions,
    offerClaims: offers.offerClaims,
    partnerLinks: offers.partnerLinks,
    cat: cat.cat,
    medicalQuestionnaires: questionnaires.medicalQuestionnaires,
    mqOneTap: mqConfirm.mqOneTap,
    viewerFeedback: viewer.viewerFeedback,
    signUp: signUp.signUp,
    passwordReset: passwordReset.passwordReset,
    initialSetupFlow: initialSetup.initialSetupFlow,
    account: account.account,
    dispose(): void {
      for (const journey of journeys) journey.dispose();
      if (ownMemberData) memberData.dispose();
    },
  };
}
