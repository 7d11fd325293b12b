import type { AuthService, AuthState } from '@scanwise/core';
import type { ServiceGroup, ServiceGroupLoaders } from '../composition/serviceGroups';
import { onAfterPaint, onIdle } from './idleScheduler';

/**
 * The groups a signed-in member's next pages build on, warmed in this order after a sign-in: the
 * member's data (Home's lists, the dashboard's sections) first, then Home's overview over it (a
 * sign-in that went on to another page comes back to Home). The upload's (its adapters) and the
 * public journeys' are left to their pages.
 */
export const WARMED_AFTER_SIGN_IN: readonly ServiceGroup[] = [
  'memberData',
  'home',
  'booking',
  'payment',
  'account',
  'questionnaires',
  'viewer',
  'scheduleActions',
];

/** When the warm-up runs: after the next paint, then one group per idle moment. */
export interface WarmUpSchedule {
  readonly afterPaint: (task: () => void) => () => void;
  readonly idle: (task: () => void) => () => void;
}

const BROWSER_SCHEDULE: WarmUpSchedule = { afterPaint: onAfterPaint, idle: onIdle };

/**
 * Signed in from the sign-in page: the page the member goes to next fetches its own groups beside
 * its code (a journey's screen, routeScreens.tsx), so nothing is fetched ahead of it here. Once
 * that has painted, the groups of the pages a member goes to next are warmed one per idle moment
 * (WARMED_AFTER_SIGN_IN, those not loaded yet), so a later page finds its services there without
 * any page sharing its first load with them. A restored session leaves them all to the pages. A
 * failure is logged by the loader and stops nothing: the page that needs the group loads it
 * again through the route error screen's reload. `from` is the status the watch starts from: the
 * browser loads this code once a sign-in has started (main.tsx), which may have ended by then.
 * Returns the stop function.
 */
export function loadJourneysOnSignIn(
  auth: Pick<AuthService, 'state$' | 'getSnapshot'>,
  loaders: Pick<ServiceGroupLoaders, (typeof WARMED_AFTER_SIGN_IN)[number]>,
  from: AuthState['status'] = auth.getSnapshot().status,
  schedule: WarmUpSchedule = BROWSER_SCHEDULE,
): () => void {
  let previous = from;
  let stopped = false;
  let cancel: () => void = () => undefined;
  const pending = [...WARMED_AFTER_SIGN_IN];
  const warmNext = (): void => {
    if (stopped) return;
    const group = pending.shift();
    if (group === undefined) return;
    if (loaders[group].isReady()) {
      warmNext();
      return;
    }
    cancel = schedule.idle(() => {
      // A failed load stays failed for this page (servicesLoader): the next group goes on.
      void loaders[group].load().then(warmNext, warmNext);
    });
  };
  const subscription = auth.state$.subscribe((state) => {
    const justSignedIn = state.status === 'signedIn' && previous === 'signingIn';
    previous = state.status;
    if (!justSignedIn) return;
    queueMicrotask(() => subscription.unsubscribe());
    cancel = schedule.afterPaint(warmNext);
  });
  return () => {
    stopped = true;
    subscription.unsubscribe();
    cancel();
  };
}
