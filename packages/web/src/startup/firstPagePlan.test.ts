import { LAST_HOME_OVERVIEW_STORAGE_KEY, ROOT_SESSION_STORAGE_KEY } from '@scanwise/core';
import { afterEach, describe, expect, it } from 'vitest';
import { decideFirstPagePlan, firstPagePreloadSets, type FirstPageFacts } from './firstPagePlan';
import {
  FIRST_PAGE_PRELOADS,
  firstPagePreloadMeta,
  firstPagePreloadScript,
  type FirstPagePreloadSet,
} from './firstPagePreload';
import { STORED_USER_KEY_PREFIX } from '@scanwise/adapters/identity/oidc';

/** The script index.html carries (vite.config.ts builds it for the adapter's key). */
const SCRIPT = firstPagePreloadScript({
  storedUserKeyPrefix: STORED_USER_KEY_PREFIX,
  keptHomeOverviewKey: LAST_HOME_OVERVIEW_STORAGE_KEY,
  rootStateKey: ROOT_SESSION_STORAGE_KEY,
});
const visitor = (pathname: string): FirstPageFacts => ({
  pathname,
  sessionStored: false,
  memberStored: false,
  memberRecordStored: false,
  homeOverviewKept: false,
});
const member = (pathname: string): FirstPageFacts => ({
  pathname,
  sessionStored: true,
  memberStored: true,
  memberRecordStored: true,
  homeOverviewKept: false,
});

describe('the first-page plan', () => {
  it("a first visit's sign-in page: waits for its preloaded code only; dates once a sign-in starts", () => {
    expect(decideFirstPagePlan(visitor('/sign-in'))).toEqual({
      screen: 'SignIn',
      membersPage: false,
      firstRenderWaitsFor: { screen: true, storedUser: false, content: false, restored: false },
      showsWhileRestoring: false,
      dateFormatting: 'when-signing-in',
      loadsSignInWhenIdle: false,
      holdsForContent: false,
    });
    expect(firstPagePreloadSets(visitor('/sign-in'))).toEqual(['signed-out']);
  });

  it('a later visit to Home: waits for its code and the stored user, shows while the session is restored, holds the idle loads for its next step', () => {
    expect(decideFirstPagePlan(member('/'))).toEqual({
      screen: 'Home',
      membersPage: true,
      firstRenderWaitsFor: { screen: true, storedUser: true, content: false, restored: false },
      showsWhileRestoring: true,
      dateFormatting: 'while-loading',
      loadsSignInWhenIdle: false,
      holdsForContent: true,
    });
    expect(firstPagePreloadSets(member('/'))).toEqual(['signed-in', 'signed-in-home']);
    expect(decideFirstPagePlan(member('/en-gb/')).showsWhileRestoring).toBe(true);
  });

  it("a later visit to Home with its last overview kept: the first render waits for the lists' code and the member's data too", () => {
    const kept = { ...member('/'), homeOverviewKept: true };
    expect(decideFirstPagePlan(kept).firstRenderWaitsFor).toEqual({
      screen: true,
      storedUser: true,
      content: true,
      restored: true,
    });
    expect(firstPagePreloadSets(kept)).toEqual([
      'signed-in',
      'signed-in-home',
      'signed-in-home-kept',
    ]);
    expect(firstPagePreloadSets({ ...kept, pathname: '/en-gb' })).toEqual([
      'signed-in',
      'signed-in-home',
      'signed-in-home-en-gb',
      'signed-in-home-kept',
    ]);
    // A form, or a Home that does not show while restoring, does not wait for it.
    expect(decideFirstPagePlan({ ...kept, pathname: '/account' }).firstRenderWaitsFor.content).toBe(
      false,
    );
    expect(
      decideFirstPagePlan({ ...kept, memberRecordStored: false }).firstRenderWaitsFor.content,
    ).toBe(false);
    // Nor for the restore's end: Home without a kept overview renders beside the reload.
    expect(decideFirstPagePlan(member('/')).firstRenderWaitsFor.restored).toBe(false);
    expect(decideFirstPagePlan({ ...kept, pathname: '/scans' }).firstRenderWaitsFor.restored).toBe(
      false,
    );
  });

  it('Home of a partial sign-in (no member record stored) waits for the restored session', () => {
    expect(
      decideFirstPagePlan({ ...member('/'), memberRecordStored: false }).showsWhileRestoring,
    ).toBe(false);
  });

  it("a later visit to Scans, Reports, a digital report or select-plan shows it while the session is restored, its first render waiting for its services' code (its last paint gives way to the page, not to the session status or the route's loading)", () => {
    for (const path of [
      '/scans',
      '/reports',
      '/reports/digital-report/enc_1',
      '/en-gb/scans',
      '/book-scan/select-plan',
    ]) {
      expect(decideFirstPagePlan(member(path))).toMatchObject({
        membersPage: true,
        firstRenderWaitsFor: { screen: true, storedUser: true, content: true, restored: false },
        showsWhileRestoring: true,
        holdsForContent: false,
      });
    }
  });

  it('a later visit to Scans, Reports, a digital report or select-plan sets the dates up once its data is asked for (firstPageData.ts); Home and a form while their code loads', () => {
    for (const path of [
      '/scans',
      '/reports',
      '/en-gb/reports/digital-report/enc_1',
      '/book-scan/select-plan',
    ]) {
      expect(decideFirstPagePlan(member(path)).dateFormatting, path).toBe('after-paint');
    }
    for (const path of ['/', '/en-gb/', '/account', '/book-scan/schedule-scan']) {
      expect(decideFirstPagePlan(member(path)).dateFormatting, path).toBe('while-loading');
    }
    expect(firstPagePreloadSets(member('/scans'))).toEqual(['signed-in', 'signed-in-scans']);
    expect(firstPagePreloadSets(member('/en-gb/scans/'))).toEqual(['signed-in', 'signed-in-scans']);
  });

  it("a later visit to Reports or a digital report preloads the page's code with the member's data's services, so the reports' call starts once the entry has run", () => {
    expect(firstPagePreloadSets(member('/reports'))).toEqual(['signed-in', 'signed-in-reports']);
    expect(firstPagePreloadSets(member('/en-gb/reports'))).toEqual([
      'signed-in',
      'signed-in-reports',
      'signed-in-home-en-gb',
    ]);
    expect(firstPagePreloadSets(member('/reports/digital-report/enc_1'))).toEqual([
      'signed-in',
      'signed-in-digital-report',
    ]);
    expect(firstPagePreloadSets(member('/en-gb/reports/digital-report/enc_1/card'))).toEqual([
      'signed-in',
      'signed-in-digital-report',
      'signed-in-digital-report-en-gb',
    ]);
    expect(firstPagePreloadSets(visitor('/reports'))).toEqual(['signed-out']);
  });

  it("a later visit to select-plan preloads its code with the booking journey's services, so the plans' calls start once the entry has run", () => {
    expect(firstPagePreloadSets(member('/book-scan/select-plan'))).toEqual([
      'signed-in',
      'signed-in-select-plan',
    ]);
    expect(firstPagePreloadSets(member('/en-gb/referral/select-plan/'))).toEqual([
      'signed-in',
      'signed-in-select-plan',
      'signed-in-select-plan-en-gb',
    ]);
    expect(firstPagePreloadSets(member('/book-scan/schedule-scan'))).toEqual(['signed-in']);
    expect(firstPagePreloadSets(visitor('/book-scan/select-plan'))).toEqual(['signed-out']);
  });

  it("another member's page (a form) waits for the restored session before it shows", () => {
    const plan = decideFirstPagePlan(member('/account'));
    expect(plan).toMatchObject({
      screen: 'Dashboard/Account',
      membersPage: true,
      firstRenderWaitsFor: { screen: true, storedUser: true, content: false, restored: false },
      showsWhileRestoring: false,
      holdsForContent: false,
    });
    expect(firstPagePreloadSets(member('/account'))).toEqual(['signed-in']);
  });

  it("a visitor's page sets the dates up once a sign-in starts, but one that shows dates (an offer's expiry) once it has painted", () => {
    for (const path of ['/sign-in', '/en-gb/sign-in', '/join', '/forgot-password', '/reports']) {
      expect(decideFirstPagePlan(visitor(path)).dateFormatting, path).toBe('when-signing-in');
    }
    for (const path of [
      '/sign-up/claim-offer',
      '/sign-up/claim-offer-sponsored',
      '/en-gb/sign-up/claim-offer',
    ]) {
      expect(decideFirstPagePlan(visitor(path)).dateFormatting, path).toBe('after-paint');
    }
  });

  it('a public page, or a member page without a stored member, renders at once', () => {
    expect(decideFirstPagePlan(member('/join'))).toMatchObject({
      membersPage: false,
      firstRenderWaitsFor: { screen: false, storedUser: false, content: false, restored: false },
      dateFormatting: 'when-signing-in',
    });
    expect(decideFirstPagePlan(visitor('/reports'))).toMatchObject({
      membersPage: false,
      firstRenderWaitsFor: { screen: false, storedUser: false, content: false, restored: false },
      showsWhileRestoring: false,
    });
    expect(decideFirstPagePlan(visitor('/no-such-page')).screen).toBeUndefined();
  });

  it("a visitor's other page loads the preloaded sign-in page once it has painted; a member's never", () => {
    for (const pathname of ['/join', '/forgot-password', '/reports', '/no-such-page']) {
      expect(firstPagePreloadSets(visitor(pathname)), pathname).toEqual(['signed-out']);
      expect(decideFirstPagePlan(visitor(pathname)).loadsSignInWhenIdle, pathname).toBe(true);
    }
    expect(decideFirstPagePlan(visitor('/sign-in')).loadsSignInWhenIdle).toBe(false);
    expect(decideFirstPagePlan(member('/join')).loadsSignInWhenIdle).toBe(false);
    expect(decideFirstPagePlan(member('/')).loadsSignInWhenIdle).toBe(false);
  });
});

describe("the plan's preload sets and index.html's preload script agree", () => {
  const SETS = Object.keys(FIRST_PAGE_PRELOADS) as FirstPagePreloadSet[];

  afterEach(() => {
    document.head.replaceChildren();
    localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  /** The sets the inline script preloads on `pathname`, each meta naming its own set. */
  function scriptSets(pathname: string, sessionStored: boolean, kept = false): string[] {
    document.head.replaceChildren();
    localStorage.clear();
    for (const set of SETS) {
      const meta = document.createElement('meta');
      meta.name = firstPagePreloadMeta(set);
      meta.content = `/assets/${set}.js`;
      document.head.append(meta);
    }
    if (sessionStored) localStorage.setItem(`${STORED_USER_KEY_PREFIX}authority:client:R`, '{}');
    if (kept) localStorage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, '{}');
    window.history.replaceState(null, '', pathname);
    const script = document.createElement('script');
    script.textContent = SCRIPT;
    document.body.append(script);
    script.remove();
    return [...document.head.querySelectorAll('link')].map(
      (link) => link.getAttribute('href')?.replace(/^\/assets\/(.*)\.js$/, '$1') ?? '',
    );
  }

  it.each([
    '/',
    '/en-gb',
    '/en-us/',
    '/sign-in',
    '/reports',
    '/en-gb/reports/',
    '/reports/digital-report/enc_1',
    '/en-gb/reports/digital-report/enc_1/card',
    '/reports/digital-report',
    '/scans',
    '/book-scan/select-plan',
    '/en-gb/sponsored/select-plan/',
    '/book-scan/schedule-scan',
    '/en-gb/account',
    '/join',
    '/no-such-page',
  ])('on %s, with and without a stored session', (pathname) => {
    for (const sessionStored of [false, true]) {
      for (const homeOverviewKept of [false, true]) {
        const facts = {
          pathname,
          sessionStored,
          memberStored: sessionStored,
          memberRecordStored: sessionStored,
          homeOverviewKept,
        };
        expect(
          scriptSets(pathname, sessionStored, homeOverviewKept),
          `stored: ${sessionStored}, kept: ${homeOverviewKept}`,
        ).toEqual(firstPagePreloadSets(facts));
      }
    }
  });
});
