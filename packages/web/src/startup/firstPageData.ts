import { matchScanwiseRoute, type AuthService, type MemberData } from '@scanwise/core';
import { TOKENS } from '../composition/tokens';

/** The container, from which the member's data is read once its services are bound. */
export interface FirstPageDataSources {
  readonly get: (token: typeof TOKENS.memberData) => Pick<MemberData, 'reports' | 'digitalReport'>;
}

/**
 * Asks for the first page's own data as soon as its services are bound, before the app's first
 * render, when the restore has read the stored user (the call's token) by then (it usually has:
 * its reader is a smaller file, preloaded with them): Reports' list and a digital report,
 * whose largest paint comes with that data. The screen observes the same cache entry when it
 * renders, so the call is made once, a render's time earlier (on a phone, rendering the page is
 * the longest step before the call). Nothing without a user (still being read, or none: the
 * guard sends the visit to sign-in); other pages load their data as they render. The page's
 * address is the one the visit opened. Its own small chunk, preloaded with those pages' code
 * (firstPagePreload.ts), so the entry does not carry it.
 */
export function prefetchFirstPageData(
  auth: Pick<AuthService, 'getSnapshot'>,
  services: FirstPageDataSources,
  pathname: string = window.location.pathname,
): void {
  if (auth.getSnapshot().user === null) return;
  const match = matchScanwiseRoute(pathname);
  const screen = match?.route.screen;
  const encounterId = match?.params.encounterId;
  const reports = screen === 'Dashboard/Reports';
  const digitalReport = screen === 'Dashboard/Reports/DigitalReport' && Boolean(encounterId);
  // Only these pages have the member's data bound by now (select-plan, say, has not).
  if (!reports && !digitalReport) return;
  try {
    const memberData = services.get(TOKENS.memberData);
    const query =
      reports || !encounterId ? memberData.reports() : memberData.digitalReport(encounterId);
    // Observed for a moment: the load starts and its answer stays in the cache for the screen.
    query.subscribe(() => undefined)();
  } catch {
    // Nothing lost: the screen asks for its data as it renders.
  }
}
