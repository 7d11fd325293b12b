import {
  BOOKING_FLOW_PREFIXES,
  BOOKING_FLOW_STEPS,
  bookingFlowPath,
  bookingStepNeedsValidEntry,
  type BookingFlowStep,
} from '../booking/bookingFlows';
import type { FlowType } from '../flow/flowTypes';
import type { ScanwiseScreenKey } from './screenKeys';

/** Spec section 6: "Two access levels for routes: requires authentication and public." */
export type RouteAccess = 'public' | 'auth';

/** Where the screen renders: inside the dashboard shell (children of '/') or on its own. */
export type RouteLayout = 'dashboard' | 'standalone';

/** Redirect rules of the route table; a failed gate sends the member to '/'. */
export type ScanwiseRouteRule =
  /** Always elsewhere (documents -> reports, referrals and bare booking prefixes -> home). */
  | { readonly kind: 'always-redirect'; readonly to: string }
  /** "/sign-up/referral: Query code. Always redirected home", keeping the code for the offer store. */
  | { readonly kind: 'referral-redirect'; readonly to: string }
  /** "allowed only with a valid booking entry, otherwise the user goes to /". */
  | { readonly kind: 'needs-valid-booking-entry' }
  /** "Allowed only when a valid associate entry flag is set, otherwise goes to /." */
  | { readonly kind: 'needs-valid-associate-entry' }
  /** "Requires query extraData, a JSON value holding encounterId ... Then requires query direct or an active state". */
  | { readonly kind: 'needs-medical-questionnaire-context' }
  /** "Redirects home if email or code is missing from the stored setup data." */
  | { readonly kind: 'needs-initial-setup-credentials' };

export interface ScanwiseRoute {
  /** Unique and stable, e.g. 'digital-report' or 'booking:book-scan:select-plan'. */
  readonly id: string;
  /** react-router style: `:param`, `:optional?`; always absolute, never locale-prefixed. */
  readonly pattern: string;
  /** The screen to render; null for a route that only redirects (a bare booking prefix). */
  readonly screen: ScanwiseScreenKey | null;
  readonly access: RouteAccess;
  readonly layout: RouteLayout;
  /** The query keys the screen reads. */
  readonly query: readonly string[];
  readonly rules: readonly ScanwiseRouteRule[];
  /** "Navigating to home scrolls to the top." */
  readonly scrollToTop: boolean;
  /** For the booking flows: the prefix (the booking type) and the step (null: bare prefix). */
  readonly bookingFlow: { readonly prefix: FlowType; readonly step: BookingFlowStep | null } | null;
}

export const HOME_ROUTE_PATH = '/';
export const SIGN_IN_ROUTE_PATH = '/sign-in';
export const REPORTS_ROUTE_PATH = '/reports';
export const TERMS_ROUTE_PATH = '/initial-setup/tos';

type RouteSpec = Pick<ScanwiseRoute, 'id' | 'pattern' | 'screen' | 'access'> &
  Partial<Omit<ScanwiseRoute, 'id' | 'pattern' | 'screen' | 'access'>>;

const route = (spec: RouteSpec): ScanwiseRoute =>
  Object.freeze({
    layout: 'standalone',
    query: [],
    rules: [],
    scrollToTop: false,
    bookingFlow: null,
    ...spec,
  });

const BOOKING_STEP_SCREENS: { readonly [S in BookingFlowStep]: ScanwiseScreenKey } = {
  'select-plan': 'SelectPlan',
  'schedule-scan': 'ScheduleScan',
  'reserve-appointment': 'ReserveAppointment',
  'scan-confirm': 'ScanConfirmation',
  'booking-error': 'BookingError',
};

/** "Booking flows | requires auth | Six prefixes ... The bare prefix redirects home. Each prefix has children ..." */
const bookingRoutes = BOOKING_FLOW_PREFIXES.flatMap((prefix): ScanwiseRoute[] => [
  route({
    id: `booking:${prefix}`,
    pattern: bookingFlowPath(prefix),
    screen: null,
    access: 'auth',
    rules: [{ kind: 'always-redirect', to: HOME_ROUTE_PATH }],
    bookingFlow: { prefix, step: null },
  }),
  ...BOOKING_FLOW_STEPS.map((step) =>
    route({
      id: `booking:${prefix}:${step}`,
      pattern: bookingFlowPath(prefix, step),
      screen: BOOKING_STEP_SCREENS[step],
      access: 'auth',
      rules: bookingStepNeedsValidEntry(step) ? [{ kind: 'needs-valid-booking-entry' }] : [],
      bookingFlow: { prefix, step },
    }),
  ),
]);

/**
 * The route table of spec section 2, all of it, as data the web app renders from. "any other
 * path | | Redirects home" is not a row: {@link decideNavigation} applies it to whatever
 * {@link matchScanwiseRoute} does not match.
 */
export const ROUTE_TABLE: readonly ScanwiseRoute[] = Object.freeze([
  route({ id: 'sign-in', pattern: '/sign-in', screen: 'SignIn', access: 'public' }),
  route({
    id: 'sign-in-callback',
    pattern: '/sign-in/callback',
    screen: 'SignInCallback',
    access: 'public',
  }),
  route({
    id: 'login-renewal',
    pattern: '/login/renewal',
    screen: 'Login/Renewal',
    access: 'public',
  }),
  route({
    id: 'login-medical-questionnaire',
    pattern: '/login/medical-questionnaire',
    screen: 'Login/MedicalQuestionnaire',
    access: 'public',
    query: ['encounterId'],
  }),
  route({ id: 'login-obo', pattern: '/login/obo', screen: 'Login/OBO', access: 'public' }),
  route({
    id: 'sign-in-callback-obo',
    pattern: '/sign-in/callback/login/obo',
    screen: 'SignInCallbackOBO',
    access: 'public',
  }),
  route({
    id: 'sign-out-callback',
    pattern: '/sign-out/callback',
    screen: 'SignOutCallback',
    access: 'public',
  }),
  route({
    id: 'home',
    pattern: '/',
    screen: 'Home',
    access: 'auth',
    layout: 'dashboard',
    scrollToTop: true,
  }),
  route({
    id: 'reports',
    pattern: '/reports',
    screen: 'Dashboard/Reports',
    access: 'auth',
    layout: 'dashboard',
  }),
  route({
    id: 'documents',
    pattern: '/documents',
    screen: 'Dashboard/Documents',
    access: 'auth',
    layout: 'dashboard',
    rules: [{ kind: 'always-redirect', to: REPORTS_ROUTE_PATH }],
  }),
  // Designed (docs/adr/0018-route-table-and-navigation-decision.md): the spec names the
  // Dashboard/Scans and Dashboard/Messages screens but gives them no path; members need both, so
  // they sit beside their siblings.
  route({
    id: 'scans',
    pattern: '/scans',
    screen: 'Dashboard/Scans',
    access: 'auth',
    layout: 'dashboard',
  }),
  route({
    id: 'messages',
    pattern: '/messages',
    screen: 'Dashboard/Messages',
    access: 'auth',
    layout: 'dashboard',
  }),
  route({
    id: 'invoices',
    pattern: '/invoices',
    screen: 'Dashboard/Invoices',
    access: 'auth',
    layout: 'dashboard',
  }),
  route({
    id: 'digital-report',
    pattern: '/reports/digital-report/:encounterId/:fromCard?',
    screen: 'Dashboard/Reports/DigitalReport',
    access: 'auth',
    layout: 'dashboard',
  }),
  route({
    id: 'referrals',
    pattern: '/referrals',
    screen: 'Dashboard/Referrals',
    access: 'auth',
    layout: 'dashboard',
    rules: [{ kind: 'always-redirect', to: HOME_ROUTE_PATH }],
  }),
  route({
    id: 'account',
    pattern: '/account',
    screen: 'Dashboard/Account',
    access: 'auth',
    layout: 'dashboard',
  }),
  route({ id: 'join', pattern: '/join', screen: 'Join', access: 'public' }),
  route({
    id: 'mq-confirm',
    pattern: '/mq/confirm',
    screen: 'MQBase',
    access: 'public',
    query: ['token', 'value'],
  }),
  route({
    id: 'link-association',
    pattern: '/link-association',
    screen: 'LinkAssociation',
    access: 'public',
    query: ['partnerName', 'offerType'],
    rules: [{ kind: 'needs-valid-associate-entry' }],
  }),
  route({
    id: 'forgot-password',
    pattern: '/forgot-password',
    screen: 'ForgotPassword',
    access: 'public',
  }),
  route({
    id: 'forgot-password-change',
    pattern: '/forgot-password/change',
    screen: 'ForgotPassword/Change',
    access: 'public',
    query: ['email', 'code'],
  }),
  route({
    id: 'forgot-password-confirm',
    pattern: '/forgot-password/confirm',
    screen: 'ForgotPassword/Confirm',
    access: 'public',
  }),
  route({ id: 'cat-results', pattern: '/cat/results', screen: 'CAT Results', access: 'public' }),
  route({
    id: 'cat-results-sign-up',
    pattern: '/cat/results/sign-up',
    screen: 'CAT Results Sign Up',
    access: 'public',
  }),
  route({
    id: 'cat-questionnaire',
    pattern: '/cat/questionnaire',
    screen: 'CAT Questionnaire',
    access: 'public',
  }),
  route({
    id: 'medical-questionnaire',
    pattern: '/medical-questionnaire',
    screen: 'Flow',
    access: 'auth',
    query: ['extraData', 'direct'],
    rules: [{ kind: 'needs-medical-questionnaire-context' }],
  }),
  route({
    id: 'mammo-upload',
    pattern: '/mammo-upload/:encounterId',
    screen: 'MammoFileUpload',
    access: 'auth',
  }),
  route({
    id: 'schedule-actions',
    pattern: '/schedule-actions/:encounterId/:appointmentId/:bookingCode?/:isSelectMoreTimes?',
    screen: 'ScheduleAction',
    access: 'auth',
  }),
  route({
    id: 'initial-setup-tos',
    pattern: TERMS_ROUTE_PATH,
    screen: 'InitialSetup/TOS',
    access: 'public',
    query: ['email', 'code', 'hasPassword'],
  }),
  route({
    id: 'initial-setup-set-password',
    pattern: '/initial-setup/set-password',
    screen: 'InitialSetup/SetPassword',
    access: 'public',
    rules: [{ kind: 'needs-initial-setup-credentials' }],
  }),
  route({
    id: 'sign-up-referral',
    pattern: '/sign-up/referral',
    screen: 'Signup/Referral',
    access: 'public',
    query: ['code'],
    rules: [{ kind: 'referral-redirect', to: HOME_ROUTE_PATH }],
  }),
  route({
    id: 'sign-up-claim-offer',
    pattern: '/sign-up/claim-offer',
    screen: 'Signup/ClaimOffer',
    access: 'public',
    query: ['code', 'partner'],
  }),
  route({
    id: 'sign-up-claim-offer-sponsored',
    pattern: '/sign-up/claim-offer-sponsored',
    screen: 'Signup/ClaimOfferSponsored',
    access: 'public',
    query: ['code', 'partner', 'encounterName'],
  }),
  route({
    id: 'payment-authorize',
    pattern: '/payment-authorize/:encounterId',
    screen: 'PaymentAuthorize',
    access: 'auth',
  }),
  ...bookingRoutes,
]);

/** A route by id; throws for an unknown id (a programming error, ids are constants). */
export function scanwiseRouteById(id: string): ScanwiseRoute {
  const found = ROUTE_TABLE.find((candidate) => candidate.id === id);
  if (found === undefined) throw new RangeError(`Unknown route id '${id}'`);
  return found;
}
