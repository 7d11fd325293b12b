import { matchScanwiseRoute, type ScanwiseScreenKey } from '@scanwise/core';
import type { FirstPagePreloadSet } from './firstPagePreload';

/**
 * The screens that may show from the stored member while startup restores the session: Home,
 * Scans, Reports and a digital report read only the member and their own lists, and select-plan
 * starts its journey from the member and the address (each page's last paint, shown before the
 * app runs, gives way to the page, not to the session status); a form such as Account waits for
 * the reloaded member.
 */
const SHOWN_WHILE_RESTORING: readonly ScanwiseScreenKey[] = [
  'Home',
  'Dashboard/Scans',
  'Dashboard/Reports',
  'Dashboard/Reports/DigitalReport',
  'SelectPlan',
];

/**
 * The screens whose main content comes after their first paint and say when it is on screen
 * (`useFirstPageContentShown`): Home's next step, from the member's data.
 */
const CONTENT_AFTER_PAINT: readonly ScanwiseScreenKey[] = ['Home'];

/** The screens index.html preloads for a visitor without a stored session (the sign-in page). */
const PRELOADED_FOR_VISITORS: readonly ScanwiseScreenKey[] = ['SignIn'];

/** A visitor's pages that show dates (an offer's expiry, once the offer is read). */
const DATES_FOR_VISITORS: readonly ScanwiseScreenKey[] = [
  'Signup/ClaimOffer',
  'Signup/ClaimOfferSponsored',
];

/** What startup knows of the visit before anything renders. */
export interface FirstPageFacts {
  /** The address the visit opened (with its locale prefix, if any). */
  readonly pathname: string;
  /** The identity port: a signed-in user is stored in this browser. */
  readonly sessionStored: boolean;
  /** The stored root state: the member was signed in when the app last ran. */
  readonly memberStored: boolean;
  /** The stored root state holds the member's record (a partial sign-in has none). */
  readonly memberRecordStored: boolean;
  /** Home's last overview is kept (core `LastHomeOverviewStore`): its next step can paint first. */
  readonly homeOverviewKept: boolean;
}

/** How the first page of a visit loads, decided once at startup (main.tsx and the guard read it). */
export interface FirstPagePlan {
  /** The first page's screen; undefined for an address the guard redirects. */
  readonly screen: ScanwiseScreenKey | undefined;
  /** A member's page opened with a stored session: the session is restored before it shows. */
  readonly membersPage: boolean;
  /**
   * What the first render waits for (each wait capped by `STARTUP_CAPS.firstRenderMs`), so the
   * page paints at once instead of through the route's fallback: the page's code (its screen,
   * and the dashboard's shell around it; preloaded by index.html), and on a member's page the
   * stored user's read; on Home with its last overview kept, the lists' code and the member's
   * data, so that next step is in the first paint; on another page shown while restoring (Scans,
   * Reports, a digital report, select-plan), the code of the service groups its screen reads as
   * it renders (the member's data, the booking journey). Home with its last overview kept waits
   * for the session's restore to end as well (the member's reload answered): an answer landing
   * while React renders the first page in slices fails `useSyncExternalStore`'s consistency
   * check at the render's end, and React renders the whole page again at once, one long task.
   */
  readonly firstRenderWaitsFor: {
    readonly screen: boolean;
    readonly storedUser: boolean;
    readonly content: boolean;
    readonly restored: boolean;
  };
  /**
   * The page shows from the stored member while the session is restored (Home): rendered hidden
   * beside the restore and revealed in one piece, its reveal held until it has rendered once.
   */
  readonly showsWhileRestoring: boolean;
  /**
   * When the browser's date formatting is set up: while the page's code loads (a member's page
   * shows dates as soon as its lists arrive), at an idle moment once it has painted, or, on a
   * visitor's page that shows none, at an idle moment once a sign-in starts (or the session is
   * found signed in). A page shown while restoring other than Home sets it up once its data is
   * asked for (`firstPageData.ts`: its code is preloaded, so the entry's run is followed at once
   * by the request, and the set-up waits for the request's round trip rather than delaying it);
   * its idle moment's set-up then costs nothing. The set-up is one task of about 100 ms on a
   * mid-range phone: on the sign-in page or Join an idle moment is the pause between two keys,
   * and the next key would wait for it; once a sign-in starts the member waits for the platform,
   * and Home, which shows dates, comes next.
   */
  readonly dateFormatting: 'while-loading' | 'after-paint' | 'when-signing-in';
  /**
   * A visitor's page other than sign-in (Join, a reset link, a deep link the guard sends on):
   * index.html preloaded the sign-in page's files all the same, so they load once the page has
   * painted, at an idle moment. The preload is used (the browser warns about one left unused)
   * and the way to sign in opens at once.
   */
  readonly loadsSignInWhenIdle: boolean;
  /**
   * A member's page whose main content comes after its paint (Home's next step): the loads it
   * does not need (card payment, tag manager, idle warning) wait for that content, not only for
   * the paint (`FirstPaint.holdForContent`).
   */
  readonly holdsForContent: boolean;
}

/** The first-page plan of a visit, from what is stored and the address it opened. */
export function decideFirstPagePlan(facts: FirstPageFacts): FirstPagePlan {
  const match = matchScanwiseRoute(facts.pathname);
  const screen = match?.route.screen ?? undefined;
  const membersPage = match !== undefined && match.route.access !== 'public' && facts.memberStored;
  const preloadedForVisitors = screen !== undefined && PRELOADED_FOR_VISITORS.includes(screen);
  const showsWhileRestoring =
    membersPage &&
    facts.memberRecordStored &&
    screen !== undefined &&
    SHOWN_WHILE_RESTORING.includes(screen);
  const holdsForContent =
    membersPage && screen !== undefined && CONTENT_AFTER_PAINT.includes(screen);
  const homeKept = showsWhileRestoring && holdsForContent && facts.homeOverviewKept;

  return {
    screen,
    membersPage,
    firstRenderWaitsFor: {
      screen: screen !== undefined && (preloadedForVisitors || membersPage),
      storedUser: membersPage,
      content: showsWhileRestoring && (holdsForContent ? facts.homeOverviewKept : true),
      restored: homeKept,
    },
    showsWhileRestoring,
    // A page shown while restoring but Home (whose content comes after its paint) asks for its
    // data before its first render (startup/firstPageData.ts), which sets the dates up after it.
    dateFormatting: membersPage
      ? holdsForContent || !showsWhileRestoring
        ? 'while-loading'
        : 'after-paint'
      : screen !== undefined && DATES_FOR_VISITORS.includes(screen)
        ? 'after-paint'
        : 'when-signing-in',
    loadsSignInWhenIdle: !facts.sessionStored && !preloadedForVisitors,
    holdsForContent,
  };
}

/**
 * What index.html's inline script preloads on a visit (firstPagePreload.ts), said in TypeScript:
 * the script runs before any module, so the plan's rule lives there twice, and a unit test keeps
 * the two in step. A visitor gets the sign-in page and its strings (en-GB: their overrides); a
 * stored session the stored user's reader, and on Home ('/', with or without the locale prefix)
 * Home's code (en-GB: its strings' overrides; its last overview kept: the lists' code and the
 * member's data); on Reports or a digital report the page's code with the member's data's
 * services, on select-plan its code with the booking journey's (en-GB: each page's overrides).
 */
export function firstPagePreloadSets(facts: FirstPageFacts): readonly FirstPagePreloadSet[] {
  const british = /^\/en-gb(\/|$)/i.test(facts.pathname);
  if (!facts.sessionStored) return british ? ['signed-out', 'signed-out-en-gb'] : ['signed-out'];
  const path = facts.pathname.replace(/^\/en-(us|gb)(?=\/|$)/i, '').replace(/\/+$/, '');
  const britishStrings = british ? (['signed-in-home-en-gb'] as const) : [];
  if (/^\/scans$/i.test(path)) return ['signed-in', 'signed-in-scans'];
  if (/^\/reports$/i.test(path)) return ['signed-in', 'signed-in-reports', ...britishStrings];
  if (/^\/reports\/digital-report\/[^/]+(\/[^/]+)?$/i.test(path)) {
    return [
      'signed-in',
      'signed-in-digital-report',
      ...(british ? (['signed-in-digital-report-en-gb'] as const) : []),
    ];
  }
  // Any first segment: the booking prefixes are the route table's, and a wrong one is redirected.
  if (/^\/[^/]+\/select-plan$/i.test(path)) {
    return [
      'signed-in',
      'signed-in-select-plan',
      ...(british ? (['signed-in-select-plan-en-gb'] as const) : []),
    ];
  }
  if (path !== '') return ['signed-in'];
  return [
    'signed-in',
    'signed-in-home',
    ...britishStrings,
    ...(facts.homeOverviewKept ? (['signed-in-home-kept'] as const) : []),
  ];
}
