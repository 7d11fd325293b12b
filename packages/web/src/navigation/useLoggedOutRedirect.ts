import { SIGN_IN_ROUTE_PATH } from '@scanwise/core';
import { useEffect } from 'react';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { isSignInPath, requiresAuth } from './signInPaths';
import { locationTarget, type SafeNavigator } from './useSafeNavigate';

/**
 * "On the application-wide loggedOut event the app moves to sign-in unless it is already there."
 * Logged out by the app (inactivity, expiry, a 401), the member comes back to the page after
 * signing in; a member who chose to sign out starts again from home. `ignore` answers true while
 * the guard logs a member out itself (it moves to sign-in with its own notice). Another tab's
 * logout moves this tab too, at once. The sign-in page says why from the session's state.
 */
export function useLoggedOutRedirect(navigator: SafeNavigator, ignore: () => boolean): void {
  const events = useService(TOKENS.eventBus);
  const rootSession = useService(TOKENS.rootSession);
  useEffect(() => {
    const subscription = events.on('loggedOut').subscribe((event) => {
      if (ignore()) return;
      const here = navigator.currentLocation();
      if (isSignInPath(here.pathname)) return;
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
  }, [events, navigator, rootSession, ignore]);
}
