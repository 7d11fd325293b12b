import type { AuthState } from '@scanwise/core';
import { BehaviorSubject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { deferred } from '../test/deferred';
import { beforeFirstRender } from './beforeFirstRender';
import { decideFirstPagePlan } from './firstPagePlan';
import { STARTUP_CAPS } from './startupCaps';

const restoring = { status: 'restoring', user: null } as unknown as AuthState;
const userRead = { status: 'restoring', user: { accessToken: 'a' } } as unknown as AuthState;
const restored = { status: 'signedIn', user: { accessToken: 'a' } } as unknown as AuthState;

/** Whether a promise has settled by now (after pending microtasks). */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

function setup(pathname: string, stored: boolean, homeOverviewKept = false) {
  const screen = deferred<unknown>();
  const content = deferred<unknown>();
  const loadContent = vi.fn(() => content.promise);
  const cap = deferred<void>();
  const auth = new BehaviorSubject<AuthState>(restoring);
  const whenIdle = vi.fn();
  const delays: number[] = [];
  const loadPage = vi.fn(() => screen.promise);
  const ready = beforeFirstRender({
    plan: decideFirstPagePlan({
      pathname,
      sessionStored: stored,
      memberStored: stored,
      memberRecordStored: stored,
      homeOverviewKept,
    }),
    locale: 'en-us',
    auth: { state$: auth },
    firstPaint: { whenIdle },
    loadPage,
    loadContent,
    delay: (ms) => {
      delays.push(ms);
      return cap.promise;
    },
  });
  return { ready, screen, content, cap, auth, whenIdle, delays, loadPage, loadContent };
}

/** Counts the date formatters made, each still a real one. */
function spyOnDateFormats() {
  const DateTimeFormat = Intl.DateTimeFormat;
  return vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
    return new DateTimeFormat(...args);
  });
}

describe('beforeFirstRender (what the first render waits for)', () => {
  it("a first visit's sign-in page renders once its code is there", async () => {
    const start = setup('/sign-in', false);
    expect(start.loadPage).toHaveBeenCalledWith('SignIn');
    expect(await settled(start.ready)).toBe(false);
    start.screen.resolve(undefined);
    expect(await settled(start.ready)).toBe(true);
  });

  it("a visitor's page sets the dates up at an idle moment once a sign-in starts, not while the member types", async () => {
    const start = setup('/sign-in', false);
    start.screen.resolve(undefined);
    await settled(start.ready);
    expect(start.whenIdle).not.toHaveBeenCalled();
    start.auth.next({ status: 'signedOut', user: null } as unknown as AuthState);
    await settled(start.ready);
    expect(start.whenIdle).not.toHaveBeenCalled();
    start.auth.next({ status: 'signingIn', user: null } as unknown as AuthState);
    await settled(start.ready);
    expect(start.whenIdle).toHaveBeenCalledTimes(1);
    start.auth.next({ status: 'signedIn', user: { accessToken: 'a' } } as unknown as AuthState);
    await settled(start.ready);
    expect(start.whenIdle).toHaveBeenCalledTimes(1);
  });

  it('a public page opened by a member already signed in sets the dates up at an idle moment once the session is restored', async () => {
    const start = setup('/cat/questionnaire', true);
    await settled(start.ready);
    expect(start.whenIdle).not.toHaveBeenCalled();
    start.auth.next(restored);
    await settled(start.ready);
    expect(start.whenIdle).toHaveBeenCalledTimes(1);
  });

  it("a visitor's page that shows dates (an offer's expiry) sets them up once it has painted", async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    const formats = spyOnDateFormats();
    try {
      const start = setup('/sign-up/claim-offer', false);
      expect(start.whenIdle).toHaveBeenCalledTimes(2); // the dates, and the sign-in page
      for (const [task] of start.whenIdle.mock.calls as [() => void][]) task();
      expect(formats).toHaveBeenCalledTimes(1);
    } finally {
      formats.mockRestore();
    }
  });

  it("a member's page waits for its code and the stored user's read too", async () => {
    const start = setup('/', true);
    expect(start.whenIdle).not.toHaveBeenCalled(); // dates are set up while the code loads
    start.screen.resolve(undefined);
    expect(await settled(start.ready)).toBe(false);
    start.auth.next(userRead);
    expect(await settled(start.ready)).toBe(true);
  });

  it("Home with its last overview kept waits for the lists' code, the member's data and the restore's end too", async () => {
    const start = setup('/', true, true);
    expect(start.loadContent).toHaveBeenCalledTimes(1);
    start.screen.resolve(undefined);
    start.auth.next(userRead);
    expect(await settled(start.ready)).toBe(false);
    start.content.resolve(undefined);
    // The member's reload has not answered: the render would meet it half-way.
    expect(await settled(start.ready)).toBe(false);
    start.auth.next(restored);
    expect(await settled(start.ready)).toBe(true);

    expect(setup('/', true).loadContent).not.toHaveBeenCalled();
  });

  it("leaves the dates of Scans, Reports, a digital report and select-plan to their data's ask (firstPageData.ts); Home sets them up while its code loads", async () => {
    // The earlier tests' set-ups, scheduled in tasks of their own, are done first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    const formats = spyOnDateFormats();
    try {
      for (const path of [
        '/scans',
        '/reports',
        '/reports/digital-report/enc_1',
        '/book-scan/select-plan',
      ]) {
        const start = setup(path, true);
        expect(start.loadContent, path).toHaveBeenCalledTimes(1);
        start.content.resolve(undefined);
        await new Promise((resolve) => setTimeout(resolve, 0));
        expect(formats, path).not.toHaveBeenCalled();
      }
      setup('/', true);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(formats).toHaveBeenCalledTimes(1);
    } finally {
      formats.mockRestore();
    }
  });

  it('renders anyway once the cap has passed (a slow network), and when a load fails', async () => {
    const slow = setup('/', true);
    expect(slow.delays).toEqual([STARTUP_CAPS.firstRenderMs]);
    slow.cap.resolve();
    expect(await settled(slow.ready)).toBe(true);

    const failing = setup('/sign-in', false);
    failing.screen.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(failing.ready).resolves.toBeUndefined();
  });

  it('a page with nothing to wait for renders at once', async () => {
    const start = setup('/join', false);
    expect(start.loadPage).not.toHaveBeenCalled();
    expect(start.delays).toEqual([]);
    expect(await settled(start.ready)).toBe(true);
  });

  it("a visitor's Join loads the sign-in page index.html preloaded, once idle after the paint", async () => {
    const start = setup('/join', false);
    expect(start.whenIdle).toHaveBeenCalledTimes(1); // the sign-in page (the dates wait for a sign-in)
    for (const [task] of start.whenIdle.mock.calls as [() => void][]) task();
    expect(start.loadPage).toHaveBeenCalledWith('SignIn');
    expect(await settled(start.ready)).toBe(true);
  });
});
