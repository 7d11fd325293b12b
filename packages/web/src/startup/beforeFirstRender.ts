import type { AppLocale, AuthService, AuthState, ScanwiseScreenKey } from '@scanwise/core';
import type { FirstPagePlan } from './firstPagePlan';
import type { FirstPaint } from './idleScheduler';
import { STARTUP_CAPS } from './startupCaps';
import { warmUpDateFormatting } from './warmUpDateFormatting';

export interface BeforeFirstRenderOptions {
  readonly plan: FirstPagePlan;
  readonly locale: AppLocale;
  /** The session, whose restore reads the stored user. */
  readonly auth: Pick<AuthService, 'state$'>;
  readonly firstPaint: Pick<FirstPaint, 'whenIdle'>;
  /** Loads a page's code and strings: its screen, and the shell around it (app/appRoutes). */
  readonly loadPage: (screen: ScanwiseScreenKey) => Promise<unknown> | undefined;
  /**
   * Loads what the first page's content needs beyond its code (Home's lists and member data;
   * another page's member-data services).
   */
  readonly loadContent?: () => Promise<unknown>;
  /** Tests replace the cap's timer. */
  readonly delay?: (ms: number) => Promise<void>;
}

/** Settles once the session's state is one `reached` accepts. */
const authReaches = (
  auth: Pick<AuthService, 'state$'>,
  reached: (state: AuthState) => boolean,
): Promise<void> =>
  new Promise((resolve) => {
    const subscription = auth.state$.subscribe((state) => {
      if (reached(state)) {
        resolve();
        queueMicrotask(() => subscription.unsubscribe());
      }
    });
  });

/** Settles once the session's restore has read the stored user (or found none, or ended). */
export const storedUserRead = (auth: Pick<AuthService, 'state$'>): Promise<void> =>
  authReaches(auth, (state) => state.status !== 'restoring' || state.user !== null);

const timeout = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The plan's work before the first render: the browser's date formatting (now, while the page's
 * code loads, once it has painted, or once a sign-in starts) and the waits that let the first
 * page paint at once rather than through the route's fallback (its code; on a member's page,
 * the stored user's read, so the member's page paints first, not the session check before it;
 * on Home with its last overview kept, the lists' code and the member's data, so its next step
 * paints with it, and the restore's end, so the member's reload does not answer in the middle of
 * the render). Settles when the app may render: the waits are done, or failed (the lazy screen
 * reports its own failure on its route), or `STARTUP_CAPS.firstRenderMs` passed (a slow
 * network).
 */
export function beforeFirstRender({
  plan,
  locale,
  auth,
  firstPaint,
  loadPage,
  loadContent,
  delay = timeout,
}: BeforeFirstRenderOptions): Promise<void> {
  const warmUpWhenIdle = (): void =>
    firstPaint.whenIdle(() => warmUpDateFormatting(locale, (task) => task()));
  if (plan.dateFormatting === 'while-loading') warmUpDateFormatting(locale);
  else if (plan.dateFormatting === 'after-paint') warmUpWhenIdle();
  else {
    // A member already signed in (a public page opened with a session) goes on to dated pages
    // without signing in: for them the restore is the moment.
    void authReaches(
      auth,
      (state) => state.status === 'signingIn' || state.status === 'signedIn',
    ).then(warmUpWhenIdle);
  }
  const waits: Array<Promise<unknown> | undefined> = [];
  if (plan.firstRenderWaitsFor.screen && plan.screen !== undefined) {
    waits.push(loadPage(plan.screen));
  }
  if (plan.loadsSignInWhenIdle) {
    // Quietly: a failed load shows, if ever, when the member opens sign-in.
    firstPaint.whenIdle(() => void loadPage('SignIn')?.catch(() => undefined));
  }
  if (plan.firstRenderWaitsFor.storedUser) waits.push(storedUserRead(auth));
  if (plan.firstRenderWaitsFor.content) waits.push(loadContent?.());
  if (plan.firstRenderWaitsFor.restored)
    waits.push(authReaches(auth, (state) => state.status !== 'restoring'));
  if (waits.length === 0) return Promise.resolve();
  // eslint-disable-next-line @typescript-eslint/await-thenable -- a load that is not there (undefined) is no wait: Promise.all takes it as done
  return Promise.race([Promise.all(waits), delay(STARTUP_CAPS.firstRenderMs)]).then(
    () => undefined,
    () => undefined,
  );
}
