import {
  SIGN_IN_ROUTE_PATH,
  decideNavigation,
  matchScanwiseRoute,
  type NavigationDecision,
  type NavigationRedirect,
} from '@scanwise/core';
import {
  Activity,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useDeferredValue,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Link, useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useObservable } from '../composition/useObservable';
import { useService } from '../composition/useService';
import { ErrorState } from '../design/components/ErrorState/ErrorState';
import { LoadingState } from '../design/components/Spinner/Spinner';
import {
  FIRST_PAGE_HOLD_MS,
  FirstPageReadinessContext,
  HoldFirstReveal,
  createFirstPageReadiness,
} from './firstPageReveal';
import type { SignInLocationState } from './signInNotice';
import styles from './NavigationGuard.module.css';
import { isSignInPath, requiresAuth } from './signInPaths';
import { locationTarget, useSafeNavigate } from './useSafeNavigate';

/**
 * The screens a later visit may show while startup restores the session, from the stored
 * member (Home's first paint on a phone). Home only reads the member and its own
 * lists; a form such as Account waits for the reloaded member.
 */
const EARLY_SCREENS: ReadonlySet<string> = new Set(['Home']);
const startsEarly = (pathname: string): boolean =>
  EARLY_SCREENS.has(matchScanwiseRoute(pathname)?.route.screen ?? '');

/** More redirects than this in a row without reaching a page is a loop: stop and say so. */
export const MAX_REDIRECTS_IN_A_ROW = 10;

/**
 * The current location decided by core's `decideNavigation` (route table of spec section 2, route
 * guard of section 4) from the session, booking, initial-setup and flow stores.
 */
export function useNavigationDecision(): {
  readonly decision: NavigationDecision;
  /** Startup is still restoring the session: an auth route waits instead of going to sign-in. */
  readonly waitingForSession: boolean;
} {
  const location = useLocation();
  const auth = useService(TOKENS.auth);
  const booking = useService(TOKENS.booking);
  const initialSetup = useService(TOKENS.initialSetup);
  const flow = useService(TOKENS.flow);
  const authState = useObservable(
    auth.state$,
    useCallback(() => auth.getSnapshot(), [auth]),
  );
  const bookingState = useObservable(booking.state$, booking.getSnapshot);
  const setup = useObservable(
    initialSetup.state$,
    useCallback(() => initialSetup.getSnapshot(), [initialSetup]),
  );
  const flowState = useObservable(flow.state$, flow.getSnapshot);
  const authenticated = authState.status === 'signedIn';
  // Startup has read a stored, unexpired user and the stored member, and only the member's
  // reload is left: Home, when the stored member may open it, shows now, with what is
  // known, while the reload runs (Home's first paint on a phone). Anything else (a redirect,
  // another screen) waits for the restored session.
  const restoredLocally =
    authState.status === 'restoring' &&
    authState.user !== null &&
    !authState.partial &&
    authState.member !== null &&
    !auth.isUserExpired() &&
    startsEarly(location.pathname);
  const { validEntry, validAssociateEntry } = bookingState;
  const decision = useMemo(() => {
    const decide = (signedIn: boolean): NavigationDecision =>
      decideNavigation({
        pathname: location.pathname,
        search: location.search,
        authenticated: signedIn,
        member: authState.member,
        booking: { validEntry, validAssociateEntry },
        initialSetup: setup,
        flowActive: flowState.active,
      });
    if (restoredLocally) {
      const early = decide(true);
      if (early.kind === 'proceed') return early;
    }
    return decide(authenticated);
  }, [
    location.pathname,
    location.search,
    authenticated,
    restoredLocally,
    authState.member,
    validEntry,
    validAssociateEntry,
    setup,
    flowState.active,
  ]);
  const waitingForSession =
    authState.status === 'restoring' &&
    decision.kind === 'redirect' &&
    decision.reason === 'auth-required';
  return { decision, waitingForSession };
}

/**
 * Applies the navigation decisions and the navigation behaviour list of spec section 2 around
 * the routed page:
 * - redirects (unknown paths, documents, referrals, bare booking prefixes, gates, the guard),
 *   remembering the target (continueTo), storing a referral code, logging out a member without
 *   a phone number; after sign-in on /sign-in, the remembered target or home;
 * - the loggedOut event goes to sign-in unless already there;
 * - duplicate and cancelled navigations are ignored (useSafeNavigate);
 * - a page view per route change (route patterns only), and home scrolls to the top.
 */
export function NavigationGuard({ children }: { readonly children?: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const location = useLocation();
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const offer = useService(TOKENS.offer);
  const events = useService(TOKENS.eventBus);
  const tracking = useService(TOKENS.trackingService);
  const logger = useService(TOKENS.logger);
  const navigator = useSafeNavigate();
  const { decision, waitingForSession } = useNavigationDecision();

  const applied = useRef<NavigationDecision | null>(null);
  const redirectsInARow = useRef(0);
  const guardLoggingOut = useRef(false);
  const trackedKey = useRef<string | null>(null);
  const [looping, setLooping] = useState(false);

  const applyRedirect = useCallback(
    (redirect: NavigationRedirect): void => {
      if (redirect.remember !== undefined) rootSession.setContinueTo(redirect.remember);
      if (redirect.referralCode !== undefined) {
        offer.rememberOffer(redirect.referralCode, 'REFERRAL');
      }
      if (redirect.logout) {
        // The loggedOut listener below leaves this one to the guard (it adds the notice).
        guardLoggingOut.current = true;
        try {
          void auth.logout();
        } finally {
          guardLoggingOut.current = false;
        }
        const state: SignInLocationState = { signInNotice: 'phoneMissing' };
        navigator.navigate(redirect.to, { replace: true, state });
        return;
      }
      let to = redirect.to;
      if (redirect.reason === 'signed-in-on-sign-in') {
        // Signed in on /sign-in: back to the remembered target, else home.
        const target = rootSession.takeContinueTo();
        if (target !== null && !isSignInPath(target)) to = target;
      }
      navigator.navigate(to, { replace: true });
    },
    [auth, navigator, offer, rootSession],
  );

  useEffect(() => {
    if (decision.kind === 'proceed') {
      redirectsInARow.current = 0;
      return;
    }
    if (waitingForSession || applied.current === decision || navigator.isNavigating()) return;
    applied.current = decision;
    redirectsInARow.current += 1;
    if (redirectsInARow.current > MAX_REDIRECTS_IN_A_ROW) {
      logger.error('Navigation redirect loop stopped', { reason: decision.reason });
      // The loop shows a message instead of spinning (never a blank or frozen screen).
      setLooping(true);
      return;
    }
    applyRedirect(decision);
  }, [decision, waitingForSession, navigator, applyRedirect, logger]);

  // "On the application-wide loggedOut event the app moves to sign-in unless it is already there."
  useEffect(() => {
    const subscription = events.on('loggedOut').subscribe((event) => {
      if (guardLoggingOut.current) return;
      const here = navigator.currentLocation();
      if (isSignInPath(here.pathname)) return;
      // Logged out by the app (inactivity, expiry, a 401): come back here after signing in.
      // A member who chose to sign out starts again from home.
      if (
        event.reason !== 'logout' &&
        event.reason !== 'no-result' &&
        requiresAuth(here.pathname)
      ) {
        rootSession.setContinueTo(locationTarget(here));
      }
      navigator.navigate(SIGN_IN_ROUTE_PATH, { replace: requiresAuth(here.pathname) });
    });
    return () => subscription.unsubscribe();
  }, [events, navigator, rootSession]);

  // A page view per route change (core sends the route pattern, never ids); home scrolls up.
  useEffect(() => {
    if (decision.kind !== 'proceed' || trackedKey.current === location.key) return;
    trackedKey.current = location.key;
    tracking.pageView(location.pathname);
    if (decision.match.route.scrollToTop) window.scrollTo({ top: 0, left: 0 });
  }, [decision, location.key, location.pathname, tracking]);

  // Startup restoring a stored session on Home: the page renders hidden
  // (Activity: no effects, so no request and no subscription) behind the "checking" status, so
  // its chunk and its strings load beside the restore and the page shows in one commit once the
  // session is confirmed (Home's first paint on a phone).
  // A restore that ends signed out, or any other redirect, drops it unseen.
  const storedSession = useObservable(
    rootSession.state$,
    useCallback(() => rootSession.getSnapshot(), [rootSession]),
  );
  const prerender =
    waitingForSession &&
    storedSession.authenticated &&
    storedSession.member !== null &&
    startsEarly(location.pathname);
  const redirecting = decision.kind === 'redirect';
  // The page is revealed in a deferred (transition) render; a redirect hides it at once.
  const revealed = useDeferredValue(!redirecting) && !redirecting;
  // The first reveal after startup's session check, on the page the visit opened, waits
  // (briefly) for Home to have rendered hidden, so it shows in one commit (firstPageReveal.tsx).
  const [readiness] = useState(createFirstPageReadiness);
  const [startup] = useState(() => ({ waiting: waitingForSession, key: location.key }));
  const startupPage = startup.waiting && location.key === startup.key;
  const holdingFirstReveal =
    startupPage && !redirecting && matchScanwiseRoute(location.pathname)?.route.screen === 'Home';
  useEffect(() => {
    // The hold has a cap from startup, whatever happens meanwhile.
    if (!startup.waiting) return undefined;
    const timer = setTimeout(readiness.settle, FIRST_PAGE_HOLD_MS);
    return () => clearTimeout(timer);
  }, [startup, readiness]);

  if (looping) {
    return (
      <main id="main-content" className={styles.page}>
        <div className={styles.column}>
          <ErrorState
            title={t('auth.route.loopTitle')}
            description={
              <>
                {t('auth.route.errorDescription')} <Link to="/">{t('auth.route.home')}</Link>
              </>
            }
            onRetry={() => window.location.reload()}
            retryLabel={t('auth.route.reload')}
          />
        </div>
      </main>
    );
  }
  return (
    <>
      {!revealed ? (
        <main id="main-content" className={styles.page}>
          <LoadingState
            label={t(waitingForSession ? 'auth.route.checking' : 'auth.route.loading')}
          />
        </main>
      ) : null}
      <Activity mode={revealed ? 'visible' : 'hidden'}>
        <FirstPageReadinessContext value={startupPage ? readiness.settle : null}>
          {!redirecting || prerender ? children : null}
        </FirstPageReadinessContext>
      </Activity>
      {revealed && holdingFirstReveal ? <HoldFirstReveal until={readiness.ready} /> : null}
    </>
  );
}
