import type { AuthService } from '@scanwise/core';
import type { JourneyServicesLoader } from '../composition/servicesLoader';

/**
 * Signed in from the sign-in page: the screens ahead use the journeys' services, so every group is
 * fetched while the member waits for Home. A restored session leaves them to the page (a journey
 * screen's first read, Home's lists once its greeting has painted), so the first paint does not
 * share the network. A failure is logged by the loader; a screen that needs them then shows the
 * route error screen, whose reload starts afresh. Returns the stop function.
 */
export function loadJourneysOnSignIn(
  auth: Pick<AuthService, 'state$' | 'getSnapshot'>,
  journeys: Pick<JourneyServicesLoader, 'load'>,
): () => void {
  let previous = auth.getSnapshot().status;
  const subscription = auth.state$.subscribe((state) => {
    const justSignedIn = state.status === 'signedIn' && previous === 'signingIn';
    previous = state.status;
    if (!justSignedIn) return;
    queueMicrotask(() => subscription.unsubscribe());
    void journeys.load().catch(() => undefined);
  });
  return () => subscription.unsubscribe();
}
