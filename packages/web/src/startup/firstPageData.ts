import { matchScanwiseRoute, type AuthService, type MemberData } from '@scanwise/core';
import { TOKENS } from '../composition/tokens';

/** The container, from which the member's data is read once its services are bound. */
export interface FirstPageDataSources {
  readonly get: (token: typeof TOKENS.memberData) => Pick<MemberData, 'reports' | 'digitalReport'>;
}

/**
 * Asks for the first page's own data as soon as its services are bound and the stored user (the
 * call's token) is read, before the app's first render: Reports' list and a digital report,
 * whose largest paint comes with that data. The screen observes the same cache entry when it
 * renders, so the call is made once, a render's time earlier (on a phone, rendering the page is
 * the longest step before the call). Nothing without a user (the guard sends the visit to
 * sign-in); other pages load their data as they render. The page's address is the one the visit
 * opened. Its own small chunk, preloaded with those pages' code (firstPagePreload.ts), so the
 * entry does not carry it.
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
  const memberData = services.get(TOKENS.memberData);
  const query =
    screen === 'Dashboard/Reports'
      ? memberData.reports()
      : screen === 'Dashboard/Reports/DigitalReport' && encounterId
        ? memberData.digitalReport(encounterId)
        : undefined;
  // Observed for a moment: the load starts and its answer stays in the cache for the screen.
  query?.subscribe(() => undefined)();
}
