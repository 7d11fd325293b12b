import type { ScanwiseRoute, ScanwiseScreenKey } from '@scanwise/core';
import { createElement, lazy, useState, type ComponentType, type ReactElement } from 'react';
import type { ServiceGroup, ServiceGroupLoaders } from '../composition/serviceGroups';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { loadAreaStrings, type LazyArea } from '../i18n/areaStrings';
import { notifyRouteChunkLoaded } from '../navigation/preloadRecovery';

/** The sign-in page's: its form, why a member is signed out, a sign-in's failures. */
const SIGN_IN_STRINGS: readonly LazyArea[] = ['auth'];
/** Staff sign-in and the sign-in callbacks: their own, and a sign-in's failures. */
const SIGN_IN_FAILURE_STRINGS: readonly LazyArea[] = ['auth', 'authPages'];
/** The sign-out callback and the placeholder: the other auth pages' area. */
const AUTH_PAGES_STRINGS: readonly LazyArea[] = ['authPages'];
/** The dashboard sections' areas (checked by i18n/routeAreas.test.ts against their imports). */
const DASHBOARD_STRINGS: readonly LazyArea[] = ['dashboard', 'appointments'];
/** Home's: the sections' and the next step's scan preparation. */
const HOME_STRINGS: readonly LazyArea[] = ['dashboard', 'appointments', 'preparation'];
const DIGITAL_REPORT_STRINGS: readonly LazyArea[] = ['dashboard', 'cat'];
/**
 * The public pages' areas: a public page's hydration waits for its own strings, not every area's
 * (about 20 KB of strings it never shows). An account page's are what the account pages share
 * and its own page's (one file, the list's).
 */
const JOIN_STRINGS: readonly LazyArea[] = ['account', 'join'];
const PASSWORD_RESET_STRINGS: readonly LazyArea[] = ['account', 'passwordReset'];
const INITIAL_SETUP_STRINGS: readonly LazyArea[] = ['account', 'initialSetup'];
const CAT_STRINGS: readonly LazyArea[] = ['cat'];
const OFFER_STRINGS: readonly LazyArea[] = ['offers'];
const QUESTIONNAIRE_STRINGS: readonly LazyArea[] = ['questionnaire'];
/**
 * The signed-in journeys' areas: each screen's own, and the areas of the parts it shares with
 * other areas' screens (the privacy choices' consent, the encounters' titles' dashboard, the
 * appointment's words).
 */
const MEMBER_ACCOUNT_STRINGS: readonly LazyArea[] = ['account', 'memberAccount', 'consent'];
const BOOKING_STRINGS: readonly LazyArea[] = ['booking'];
const BOOKING_CONFIRMATION_STRINGS: readonly LazyArea[] = ['booking', 'preparation'];
const APPOINTMENT_ACTION_STRINGS: readonly LazyArea[] = ['booking', 'appointments'];
const UPLOAD_STRINGS: readonly LazyArea[] = ['uploads', 'dashboard'];
const MEDICAL_QUESTIONNAIRE_STRINGS: readonly LazyArea[] = ['questionnaire', 'dashboard'];

interface LazyScreenOptions {
  /**
   * The service groups the screen's content needs (composition/serviceGroups.ts: a journey's,
   * the member's data), fetched beside its code rather than once it reads them; each loads what
   * it builds on. Only the timing depends on it: whatever a screen reads, it waits for through
   * `useService`.
   */
  readonly services?: readonly ServiceGroup[];
}

/**
 * One lazy chunk per screen: only the visited route's code loads. A chunk that loads resets
 * the preload-error reload count (navigation/preloadRecovery). The screen's i18n areas load
 * beside its code and before it renders (i18n/areaStrings), so it never shows a raw key: each
 * screen names its areas (none when it uses only the entry's strings; i18n/routeAreas.test.ts
 * checks them against its imports, and scripts/route-sizes.mjs counts them). A screen of
 * a journey fetches its service groups beside its chunk the first time.
 */
function lazyScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  areas: readonly LazyArea[],
  { services }: LazyScreenOptions = {},
): ComponentType<P> {
  // One fetch per attempt (a second import() of a missing chunk would count twice against the
  // preload-error reloads).
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: ComponentType<P> | null = null;
  const loadOnce = (): Promise<{ default: ComponentType<P> }> =>
    (pending ??= Promise.all([load(), loadAreaStrings(areas)]).then(([component]) => {
      notifyRouteChunkLoaded();
      loaded = component;
      return { default: component };
    }));
  const LazyScreen = lazy(loadOnce);
  // Loaded before it first renders (the startup page: main.tsx waits for it), the screen renders
  // at once: React.lazy would suspend once anyway, showing the route's fallback and holding the
  // page back for React's reveal throttle. Chosen once per mount, so nothing remounts later.
  function Screen(props: P): ReactElement {
    const [ready] = useState(() => loaded);
    return ready ? createElement(ready, props) : <LazyScreen {...props} />;
  }
  if (services === undefined) {
    SCREEN_LOADS.set(Screen, loadOnce);
    return Screen;
  }
  // A public journey's member calls (what only its submit needs) load once the page is idle,
  // scheduled by its binding (composition/journeys, ScanwiseContainerOptions.whenIdle).
  function ScreenWithServices(props: P): ReactElement {
    const loaders = useService(TOKENS.serviceGroups);
    // Their chunks start beside the screen's (a failure is the screen's read to report).
    for (const group of services ?? []) {
      const loader = loaders[group];
      if (!loader.isReady()) void loader.load().catch(() => undefined);
    }
    return <Screen {...props} />;
  }
  SCREEN_LOADS.set(ScreenWithServices, loadOnce);
  SCREEN_SERVICE_LOADS.set(ScreenWithServices, (loaders) =>
    Promise.all((services ?? []).map((group) => loaders[group].load())),
  );
  return ScreenWithServices;
}

/** Each lazy screen's load (code and strings), for startup to wait for its first page. */
const SCREEN_LOADS = new Map<unknown, () => Promise<unknown>>();

/** Each lazy screen's load of the service groups it reads, for the same. */
const SCREEN_SERVICE_LOADS = new Map<unknown, (loaders: ServiceGroupLoaders) => Promise<unknown>>();

/** A screen of a journey, with the service groups it reads: see lazyScreen. */
function journeyScreen<P extends object>(
  services: readonly ServiceGroup[],
  load: () => Promise<ComponentType<P>>,
  areas: readonly LazyArea[],
): ComponentType<P> {
  return lazyScreen(load, areas, { services });
}

/** A dashboard section whose content is the member's data: see lazyScreen. */
function memberDataScreen<P extends object>(
  load: () => Promise<ComponentType<P>>,
  areas: readonly LazyArea[],
): ComponentType<P> {
  return lazyScreen(load, areas, { services: ['memberData'] });
}

const SignInScreen = lazyScreen(
  () => import('../screens/signIn/SignInScreen').then((m) => m.SignInScreen),
  SIGN_IN_STRINGS,
);
const OboSignInScreen = lazyScreen(
  () => import('../screens/signIn/OboSignInScreen').then((m) => m.OboSignInScreen),
  SIGN_IN_FAILURE_STRINGS,
);
const SignInCallbackScreen = lazyScreen(
  () => import('../screens/callbacks/SignInCallbackScreen').then((m) => m.SignInCallbackScreen),
  SIGN_IN_FAILURE_STRINGS,
);
const SignOutCallbackScreen = lazyScreen(
  () => import('../screens/callbacks/SignOutCallbackScreen').then((m) => m.SignOutCallbackScreen),
  AUTH_PAGES_STRINGS,
);
const PlaceholderScreen = lazyScreen(
  () => import('../screens/placeholder/PlaceholderScreen').then((m) => m.PlaceholderScreen),
  AUTH_PAGES_STRINGS,
);
const HomeScreen = lazyScreen(
  () => import('../screens/dashboard/HomeScreen').then((m) => m.HomeScreen),
  HOME_STRINGS,
);
const ScansScreen = memberDataScreen(
  () => import('../screens/dashboard/ScansScreen').then((m) => m.ScansScreen),
  DASHBOARD_STRINGS,
);
const ReportsScreen = memberDataScreen(
  () => import('../screens/dashboard/ReportsScreen').then((m) => m.ReportsScreen),
  DASHBOARD_STRINGS,
);
const DigitalReportScreen = memberDataScreen(
  () => import('../screens/dashboard/DigitalReportScreen').then((m) => m.DigitalReportScreen),
  DIGITAL_REPORT_STRINGS,
);
const InvoicesScreen = memberDataScreen(
  () => import('../screens/dashboard/InvoicesScreen').then((m) => m.InvoicesScreen),
  DASHBOARD_STRINGS,
);
const MessagesScreen = memberDataScreen(
  () => import('../screens/dashboard/MessagesScreen').then((m) => m.MessagesScreen),
  DASHBOARD_STRINGS,
);
const AccountScreen = journeyScreen(
  ['account'],
  () => import('../screens/account/AccountScreen').then((m) => m.AccountScreen),
  MEMBER_ACCOUNT_STRINGS,
);
const JoinScreen = journeyScreen(
  ['signUp'],
  () => import('../screens/join/JoinScreen').then((m) => m.JoinScreen),
  JOIN_STRINGS,
);
const ForgotPasswordScreen = journeyScreen(
  ['passwordReset'],
  () =>
    import('../screens/forgotPassword/ForgotPasswordScreen').then((m) => m.ForgotPasswordScreen),
  PASSWORD_RESET_STRINGS,
);
const ForgotPasswordChangeScreen = journeyScreen(
  ['passwordReset'],
  () =>
    import('../screens/forgotPassword/ForgotPasswordChangeScreen').then(
      (m) => m.ForgotPasswordChangeScreen,
    ),
  PASSWORD_RESET_STRINGS,
);
const ForgotPasswordConfirmScreen = lazyScreen(
  () =>
    import('../screens/forgotPassword/ForgotPasswordConfirmScreen').then(
      (m) => m.ForgotPasswordConfirmScreen,
    ),
  PASSWORD_RESET_STRINGS,
);
const TermsScreen = journeyScreen(
  ['initialSetup'],
  () => import('../screens/initialSetup/TermsScreen').then((m) => m.TermsScreen),
  INITIAL_SETUP_STRINGS,
);
const SetPasswordScreen = journeyScreen(
  ['initialSetup'],
  () => import('../screens/initialSetup/SetPasswordScreen').then((m) => m.SetPasswordScreen),
  INITIAL_SETUP_STRINGS,
);
const SelectPlanScreen = journeyScreen(
  ['booking'],
  () => import('../screens/booking/SelectPlanScreen').then((m) => m.SelectPlanScreen),
  BOOKING_STRINGS,
);
const ScheduleScanScreen = journeyScreen(
  ['booking'],
  () => import('../screens/booking/ScheduleScanScreen').then((m) => m.ScheduleScanScreen),
  BOOKING_STRINGS,
);
const ReserveAppointmentScreen = journeyScreen(
  ['booking'],
  () =>
    import('../screens/booking/ReserveAppointmentScreen').then((m) => m.ReserveAppointmentScreen),
  BOOKING_STRINGS,
);
const ScanConfirmationScreen = journeyScreen(
  ['booking'],
  () => import('../screens/booking/ScanConfirmationScreen').then((m) => m.ScanConfirmationScreen),
  BOOKING_CONFIRMATION_STRINGS,
);
const BookingErrorScreen = journeyScreen(
  ['booking'],
  () => import('../screens/booking/BookingErrorScreen').then((m) => m.BookingErrorScreen),
  BOOKING_STRINGS,
);
const MammoUploadScreen = journeyScreen(
  ['mammoUploads', 'memberData'],
  () => import('../screens/mammoUpload/MammoUploadScreen').then((m) => m.MammoUploadScreen),
  UPLOAD_STRINGS,
);
const CatQuestionnaireScreen = journeyScreen(
  ['cat'],
  () => import('../screens/cat/CatQuestionnaireScreen').then((m) => m.CatQuestionnaireScreen),
  CAT_STRINGS,
);
const CatResultsScreen = journeyScreen(
  ['cat'],
  () => import('../screens/cat/CatResultsScreen').then((m) => m.CatResultsScreen),
  CAT_STRINGS,
);
const CatSignUpScreen = journeyScreen(
  ['cat'],
  () => import('../screens/cat/CatSignUpScreen').then((m) => m.CatSignUpScreen),
  CAT_STRINGS,
);
const ClaimOfferScreen = journeyScreen(
  ['offers'],
  () => import('../screens/offers/ClaimOfferScreen').then((m) => m.ClaimOfferScreen),
  OFFER_STRINGS,
);
const ClaimOfferSponsoredScreen = journeyScreen(
  ['offers'],
  () => import('../screens/offers/ClaimOfferScreen').then((m) => m.ClaimOfferSponsoredScreen),
  OFFER_STRINGS,
);
const LinkAssociationScreen = journeyScreen(
  ['offers'],
  () => import('../screens/offers/LinkAssociationScreen').then((m) => m.LinkAssociationScreen),
  OFFER_STRINGS,
);
const ScheduleActionScreen = journeyScreen(
  ['scheduleActions'],
  () =>
    import('../screens/scheduleActions/ScheduleActionScreen').then((m) => m.ScheduleActionScreen),
  APPOINTMENT_ACTION_STRINGS,
);
const PaymentAuthorizeScreen = journeyScreen(
  ['payment'],
  () =>
    import('../screens/paymentAuthorize/PaymentAuthorizeScreen').then(
      (m) => m.PaymentAuthorizeScreen,
    ),
  APPOINTMENT_ACTION_STRINGS,
);
const MedicalQuestionnaireScreen = journeyScreen(
  ['questionnaires'],
  () =>
    import('../screens/questionnaire/MedicalQuestionnaireScreen').then(
      (m) => m.MedicalQuestionnaireScreen,
    ),
  MEDICAL_QUESTIONNAIRE_STRINGS,
);
const MqConfirmScreen = journeyScreen(
  ['mqConfirm'],
  () => import('../screens/questionnaire/MqConfirmScreen').then((m) => m.MqConfirmScreen),
  QUESTIONNAIRE_STRINGS,
);

/** The screens built in this release, by the route table's screen key. */
const BUILT_SCREENS: Partial<Record<ScanwiseScreenKey, () => ReactElement>> = {
  SignIn: () => <SignInScreen />,
  'Login/Renewal': () => <SignInScreen variant="renewal" />,
  'Login/MedicalQuestionnaire': () => <SignInScreen variant="medicalQuestionnaire" />,
  'Login/OBO': () => <OboSignInScreen />,
  SignInCallback: () => <SignInCallbackScreen kind="G" />,
  SignInCallbackOBO: () => <SignInCallbackScreen kind="O" />,
  SignOutCallback: () => <SignOutCallbackScreen />,
  Home: () => <HomeScreen />,
  'Dashboard/Scans': () => <ScansScreen />,
  'Dashboard/Reports': () => <ReportsScreen />,
  'Dashboard/Reports/DigitalReport': () => <DigitalReportScreen />,
  'Dashboard/Invoices': () => <InvoicesScreen />,
  'Dashboard/Messages': () => <MessagesScreen />,
  'Dashboard/Account': () => <AccountScreen />,
  Join: () => <JoinScreen />,
  ForgotPassword: () => <ForgotPasswordScreen />,
  'ForgotPassword/Change': () => <ForgotPasswordChangeScreen />,
  'ForgotPassword/Confirm': () => <ForgotPasswordConfirmScreen />,
  'InitialSetup/TOS': () => <TermsScreen />,
  'InitialSetup/SetPassword': () => <SetPasswordScreen />,
  SelectPlan: () => <SelectPlanScreen />,
  ScheduleScan: () => <ScheduleScanScreen />,
  ReserveAppointment: () => <ReserveAppointmentScreen />,
  ScanConfirmation: () => <ScanConfirmationScreen />,
  BookingError: () => <BookingErrorScreen />,
  MammoFileUpload: () => <MammoUploadScreen />,
  'CAT Questionnaire': () => <CatQuestionnaireScreen />,
  'CAT Results': () => <CatResultsScreen />,
  'CAT Results Sign Up': () => <CatSignUpScreen />,
  'Signup/ClaimOffer': () => <ClaimOfferScreen />,
  'Signup/ClaimOfferSponsored': () => <ClaimOfferSponsoredScreen />,
  LinkAssociation: () => <LinkAssociationScreen />,
  Flow: () => <MedicalQuestionnaireScreen />,
  MQBase: () => <MqConfirmScreen />,
  ScheduleAction: () => <ScheduleActionScreen />,
  PaymentAuthorize: () => <PaymentAuthorizeScreen />,
};

/** True when a route only ever redirects (documents, referrals, bare prefixes, /sign-up/referral). */
export function routeOnlyRedirects(route: ScanwiseRoute): boolean {
  return (
    route.screen === null ||
    route.rules.some((rule) => rule.kind === 'always-redirect' || rule.kind === 'referral-redirect')
  );
}

/** The element of a route's screen: the built screen, or the placeholder of a later release. */
export function screenElementFor(screen: ScanwiseScreenKey): ReactElement {
  const built = BUILT_SCREENS[screen];
  return built ? built() : <PlaceholderScreen />;
}

/** Whether the screen is built in this release (not a placeholder). */
export function isBuiltScreen(screen: ScanwiseScreenKey): boolean {
  return BUILT_SCREENS[screen] !== undefined;
}

/**
 * Loads a route's screen (its chunk and its strings) ahead of its first render; undefined for a
 * screen without a lazy chunk of its own.
 */
export function loadScreen(screen: ScanwiseScreenKey): Promise<unknown> | undefined {
  const element = BUILT_SCREENS[screen]?.();
  return element ? SCREEN_LOADS.get(element.type)?.() : undefined;
}

/**
 * Loads the service groups a route's screen reads as it renders (the member's data, a journey's
 * services) ahead of its first render; undefined for a screen that reads none.
 */
export function loadScreenServices(
  screen: ScanwiseScreenKey,
  loaders: ServiceGroupLoaders,
): Promise<unknown> | undefined {
  const element = BUILT_SCREENS[screen]?.();
  return element ? SCREEN_SERVICE_LOADS.get(element.type)?.(loaders) : undefined;
}
