import { decideNavigation, type NavigationDecision, type NavigationRedirect } from '@scanwise/core';
import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from './Link';
import { TOKENS } from '../composition/tokens';
import { useObservable } from '../composition/useObservable';
import { useService } from '../composition/useService';
import { useAuthState } from '../composition/useAuthState';
import { useStore } from '../composition/useStore';
import { ErrorState } from '../design/components/ErrorState/ErrorState';
import { useTranslation } from '../i18n/useTranslation';
import { useFirstPage, type FirstPage } from '../startup/firstPagePlanOf';
import { restoredFromStorage } from '../startup/firstPageReveal';
import styles from './NavigationGuard.module.css';
import { PageReveal } from './PageReveal';
import type { SignInLocationState } from './signInNotice';
import { isSignInPath } from './signInPaths';
import { useLoggedOutRedirect } from './useLoggedOutRedirect';
import { usePageViewTracking } from './usePageViewTracking';
import { useSafeNavigate } from './useSafeNavigate';

/** More redirects than this in a row without reaching a page is a loop: stop and say so. */
export const MAX_REDIRECTS_IN_A_ROW = 10;

/**
 * The current location decided by core's `decideNavigation` (route table of spec section 2, route
 * guard of section 4) from the session, booking, initial-setup and flow stores.
 */
export function useNavigationDecision(firstPage: FirstPage): {
  readonly decision: NavigationDecision;
  /** Startup is still restoring the session: an auth route waits instead of going to sign-in. */
  readonly waitingForSession: boolean;
} {
  const location = useLocation();
  const auth = useService(TOKENS.auth);
  const booking = useService(TOKENS.booking);
  const initialSetup = useService(TOKENS.initialSetup);
  const flow = useService(TOKENS.flow);
  const authState = useAuthState();
  const bookingState = useObservable(booking.state$, booking.getSnapshot);
  const setup = useStore(initialSetup);
  const flowState = useObservable(flow.state$, flow.getSnapshot);
  const authenticated = authState.status === 'signedIn';
  // The first page the startup plan shows while the session is restored (Home) is decided as
  // signed in once the stored user and member are read, while the member's reload runs; a
  // redirect, or any other page, waits for the restored session.
  const restoredLocally =
    firstPage.plan.showsWhileRestoring && firstPage.showing && restoredFromStorage(authState, auth);
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
 * - duplicate and cancelled navigations are ignored (useSafeNavigate);
 * - a loop of redirects stops on a message.
 * Beside it, each its own piece: the loggedOut event's move to sign-in (useLoggedOutRedirect),
 * the page views (usePageViewTracking) and the page's reveal (PageReveal).
 */
export function NavigationGuard({ children }: { readonly children?: ReactNode }): ReactElement {
  const { t } = useTranslation();
  const auth = useService(TOKENS.auth);
  const rootSession = useService(TOKENS.rootSession);
  const offer = useService(TOKENS.offer);
  const logger = useService(TOKENS.logger);
  const navigator = useSafeNavigate();
  const firstPage = useFirstPage();
  const { decision, waitingForSession } = useNavigationDecision(firstPage);

  const applied = useRef<NavigationDecision | null>(null);
  const redirectsInARow = useRef(0);
  const guardLoggingOut = useRef(false);
  const [looping, setLooping] = useState(false);

  const applyRedirect = useCallback(
    (redirect: NavigationRedirect): void => {
      if (redirect.remember !== undefined) rootSession.setContinueTo(redirect.remember);
      if (redirect.referralCode !== undefined) {
        offer.rememberOffer(redirect.referralCode, 'REFERRAL');
      }
      if (redirect.logout) {
        // The loggedOut listener leaves this one to the guard (it adds the notice).
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

  useLoggedOutRedirect(
    navigator,
    useCallback(() => guardLoggingOut.current, []),
  );
  usePageViewTracking(decision);

  if (looping) {
    return (
      <main id="main-content" className={styles.page}>
        <div className={styles.column}>
          <ErrorState
            title={t('route.loopTitle')}
            description={
              <>
                {t('route.errorDescription')} <Link to="/">{t('route.home')}</Link>
              </>
            }
            onRetry={() => window.location.reload()}
            retryLabel={t('route.reload')}
          />
        </div>
      </main>
    );
  }
  return (
    <PageReveal
      firstPage={firstPage}
      redirecting={decision.kind === 'redirect'}
      waitingForSession={waitingForSession}
    >
      {children}
    </PageReveal>
  );
}
