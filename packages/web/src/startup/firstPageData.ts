import { matchScanwiseRoute, type MemberData } from '@scanwise/core';

/**
 * Asks for the first page's own data as soon as its services are bound, before the app's first
 * render: Reports' list and a digital report, whose largest paint comes with that data. The
 * screen observes the same cache entry when it renders, so the call is made once, a render's
 * time earlier (on a phone, the render of the page is the longest step before the call).
 * Other pages load their data as they render.
 */
export function prefetchFirstPageData(
  pathname: string,
  memberData: Pick<MemberData, 'reports' | 'digitalReport'>,
): void {
  const match = matchScanwiseRoute(pathname);
  const screen = match?.route.screen;
  const encounterId = match?.params.encounterId;
  const query =
    screen === 'Dashboard/Reports'
      ? memberData.reports()
      : screen === 'Dashboard/Reports/DigitalReport' && encounterId
        ? memberData.digitalReport(encounterId)
        : undefined;
  // Observed for a moment: the load starts and its answer stays in the cache for the screen.
  query?.subscribe(() => undefined)();
}
