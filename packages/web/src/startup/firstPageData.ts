import {
  matchScanwiseRoute,
  parseRouteSearch,
  type AppLocale,
  type AuthService,
  type BookingJourney,
  type MemberData,
} from '@scanwise/core';
import { TOKENS } from '../composition/tokens';
import { storedUserRead } from './beforeFirstRender';
import { warmUpDateFormatting } from './warmUpDateFormatting';

/** The container, from which the page's services are read once they are bound. */
export interface FirstPageDataSources {
  get(
    token: typeof TOKENS.memberData,
  ): Pick<MemberData, 'encounters' | 'reports' | 'digitalReport'>;
  get(token: typeof TOKENS.bookingJourney): Pick<BookingJourney, 'startOrResume'>;
}

/**
 * Asks for the first page's own data as soon as its services are bound and the restore has read
 * the stored user (the calls' token; startup calls it once both are done, before the app's first
 * render): Scans' encounters, Reports' list, a digital report, or select-plan's start of the
 * booking journey (the plans; the largest paint of the last three comes with that data). The screen observes the same cache entry, or
 * joins the journey's start for the same address, when it renders, so each call is made once, a
 * render's time earlier (on a phone, rendering the page is the longest step before the call).
 * Nothing without a user (none: the guard sends the visit to sign-in); other pages load their
 * data as they render. The page's address is the one the visit opened. Its own small chunk,
 * preloaded with those pages' code (firstPagePreload.ts), so the entry does not carry it.
 *
 * Resolves when select-plan's journey has started (its plans loaded or refused), for a first
 * render that waits for it; undefined for the other pages (their screens show the load).
 */
export function prefetchFirstPageData(
  auth: Pick<AuthService, 'getSnapshot'>,
  services: FirstPageDataSources,
  pathname: string = window.location.pathname,
  search: string = window.location.search,
): Promise<unknown> | undefined {
  if (auth.getSnapshot().user === null) return undefined;
  const match = matchScanwiseRoute(pathname);
  const screen = match?.route.screen;
  const encounterId = match?.params.encounterId;
  const flow = match?.route.bookingFlow?.prefix;
  try {
    if (screen === 'SelectPlan' && flow !== undefined) {
      // The request the screen makes for this address (its flow and query): the journey joins
      // the two calls, never resolves with a failure, and the screen shows how it went.
      return services
        .get(TOKENS.bookingJourney)
        .startOrResume({ flow, query: parseRouteSearch(search) });
    }
    const scans = screen === 'Dashboard/Scans';
    const reports = screen === 'Dashboard/Reports';
    const digitalReport = screen === 'Dashboard/Reports/DigitalReport' && Boolean(encounterId);
    // Only these pages have the member's data bound by now.
    if (!scans && !reports && !digitalReport) return undefined;
    const memberData = services.get(TOKENS.memberData);
    const query = scans
      ? memberData.encounters()
      : reports || !encounterId
        ? memberData.reports()
        : memberData.digitalReport(encounterId);
    // Observed for a moment: the load starts and its answer stays in the cache for the screen.
    query.subscribe(() => undefined)();
  } catch {
    // Nothing lost: the screen asks for its data as it renders.
  }
  return undefined;
}

/**
 * Whether index.html's script has put a last paint into #root: its inert, busy container, which
 * the app's first render replaces.
 */
export const lastPaintShown = (root: Element): boolean => {
  const first = root.firstElementChild;
  return (
    first !== null &&
    first.hasAttribute('inert') &&
    first.getAttribute('aria-busy') === 'true' &&
    root.childElementCount === 1
  );
};

/**
 * Startup's call for a page that asks for its data before its first render (the locale's dates
 * are set up after it): once the page's
 * services are bound and the restore has read the stored user (the calls' token; often read
 * after the services are bound), asks for the data (`prefetchFirstPageData`). Settles once it is
 * asked for (and the browser's date formatting set up after it, in a task of its own), or the
 * services failed (the screen shows its own failure); under the page's last
 * paint (which shows select-plan's plans, docs/adr/0137), once select-plan's journey has started
 * too, so the first render shows the plans where the paint had them.
 */
export async function askFirstPageData(
  locale: AppLocale,
  auth: Pick<AuthService, 'getSnapshot' | 'state$'>,
  container: FirstPageDataSources,
  /** Settles once the page's services are bound. */
  services: Promise<unknown> | undefined,
  /** #root, where index.html's script may have put the page's last paint. */
  root: Element,
): Promise<void> {
  // Read now: the first render replaces the paint.
  const paintShown = lastPaintShown(root);
  try {
    await Promise.all([services, storedUserRead(auth)]);
  } catch {
    return;
  }
  const started = prefetchFirstPageData(auth, container);
  // The page's dates (see FirstPagePlan.dateFormatting): in a task of its own, after the request.
  warmUpDateFormatting(locale);
  if (paintShown) await started;
}
