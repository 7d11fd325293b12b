import type { ServicesLoader } from './servicesLoader';
import { TOKENS } from './tokens.ts';

/**
 * The services that load on demand, by group: each group's binding is a chunk of its own in the
 * browser (composition/journeys/<group>.ts; the member's data's: memberDataBindings.ts; Home's
 * overview's: homeOverviewBindings.ts), binding what its group needs that is not bound yet (the
 * member calls, the member's data, the funnel), so a screen waits only for its own journey. The public journeys (password reset, sign-up,
 * initial setup, offers, CAT, MQ confirm) need neither the member's data nor the hubs or card
 * payment; payment, schedule actions and the account build on the member's cache alone
 * (memberCache.ts, in the shared chunk), booking on the member calls alone, the other signed-in
 * ones and Home's overview on the member's data.
 */
export type ServiceGroup =
  | 'memberCalls'
  | 'memberData'
  | 'home'
  | 'passwordReset'
  | 'signUp'
  | 'initialSetup'
  | 'offers'
  | 'cat'
  | 'mqConfirm'
  | 'booking'
  | 'payment'
  | 'scheduleActions'
  | 'questionnaires'
  | 'viewer'
  | 'account'
  | 'mammoUploads';

export const SERVICE_GROUP_TOKENS: Readonly<Record<ServiceGroup, readonly symbol[]>> = {
  memberCalls: [TOKENS.httpClient, TOKENS.memberApi],
  memberData: [
    TOKENS.memberDataCore,
    TOKENS.hubs,
    TOKENS.remoteData,
    TOKENS.memberData,
    TOKENS.unreadMessageCount,
    TOKENS.realtime,
  ],
  // Home's overview, over the member's data: only Home shows it.
  home: [TOKENS.homeOverview],
  passwordReset: [TOKENS.passwordReset],
  signUp: [TOKENS.signUp],
  initialSetup: [TOKENS.initialSetupFlow],
  offers: [TOKENS.offerClaims, TOKENS.partnerLinks],
  cat: [TOKENS.cat, TOKENS.catMemberRecord],
  mqConfirm: [TOKENS.mqOneTap],
  // The card payment binds with booking too (its payment step); the funnel with the first stage
  // booking or sign-up reports (its code, the session's reporting's, loads then).
  booking: [TOKENS.bookingJourney, TOKENS.centerOrigin],
  payment: [TOKENS.paymentAuthorizations, TOKENS.payment],
  scheduleActions: [TOKENS.scheduleActions],
  questionnaires: [TOKENS.medicalQuestionnaires],
  viewer: [TOKENS.viewerFeedback],
  account: [TOKENS.account],
  mammoUploads: [TOKENS.mammoUploads],
};
export const SERVICE_GROUPS = Object.keys(SERVICE_GROUP_TOKENS) as ServiceGroup[];

/**
 * The public journeys whose services make their member calls on demand (core: the calls' code,
 * the session's platform client and the catalogue's parts they call, loads with the first call):
 * their pages render and validate without it, and their bindings start its load once the page is
 * idle (composition/journeys, `whenIdle`), so a submit rarely waits for it and never goes unsent.
 */
export const GROUPS_WITH_CALLS_ON_DEMAND: ReadonlySet<ServiceGroup> = new Set([
  'passwordReset',
  'signUp',
  'initialSetup',
  'offers',
  'cat',
]);

/**
 * The groups of the public journeys: those above and the one-tap answer (no platform call). What
 * their screens share with others' loads with the base every group builds on, not with the
 * member calls (src/build/routeChunks.ts, docs/adr/0135).
 */
export const PUBLIC_GROUPS: ReadonlySet<ServiceGroup> = new Set([
  ...GROUPS_WITH_CALLS_ON_DEMAND,
  'mqConfirm',
]);

const GROUP_OF_TOKEN = new Map<symbol, ServiceGroup>(
  SERVICE_GROUPS.flatMap((group) =>
    SERVICE_GROUP_TOKENS[group].map((token): [symbol, ServiceGroup] => [token, group]),
  ),
);

/** The group whose load binds `token`, if any. */
export function serviceGroupOf(token: symbol): ServiceGroup | undefined {
  return GROUP_OF_TOKEN.get(token);
}

/** Each group's loader, behind `TOKENS.serviceGroups`. */
export type ServiceGroupLoaders = Readonly<Record<ServiceGroup, ServicesLoader>>;
