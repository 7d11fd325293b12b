import type {
  AuthState,
  BookingJourney,
  DigitalReport,
  Encounter,
  MemberData,
  RemoteQuery,
  Report,
} from '@scanwise/core';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { BehaviorSubject } from 'rxjs';
import {
  askFirstPageData,
  prefetchFirstPageData,
  type FirstPageDataSources,
} from './firstPageData';

/** A query that counts who observes it, the way the cache starts a load for its first observer. */
function observedQuery<T>() {
  const stopped = vi.fn();
  const subscribe = vi.fn(() => stopped);
  return { query: { subscribe } as unknown as RemoteQuery<T>, subscribe, stopped };
}

function memberData() {
  const encounters = observedQuery<readonly Encounter[]>();
  const reports = observedQuery<readonly Report[]>();
  const report = observedQuery<DigitalReport>();
  const data = {
    encounters: vi.fn(() => encounters.query),
    reports: vi.fn(() => reports.query),
    digitalReport: vi.fn(() => report.query),
  } satisfies Pick<MemberData, 'encounters' | 'reports' | 'digitalReport'>;
  return { data, encounters, reports, report };
}

const signedIn = { getSnapshot: () => ({ user: { accessToken: 'a' } }) as unknown as AuthState };
const noUser = { getSnapshot: () => ({ user: null }) as unknown as AuthState };
const servicesOf = (
  data: Pick<MemberData, 'encounters' | 'reports' | 'digitalReport'>,
  journey: Pick<BookingJourney, 'startOrResume'> = bookingJourney().journey,
): FirstPageDataSources => ({
  get: ((token: symbol) =>
    token === TOKENS.bookingJourney ? journey : data) as FirstPageDataSources['get'],
});

/** The journey's start, which settles when the test says. */
function bookingJourney() {
  let settle = (): void => undefined;
  const started = new Promise<{ ok: true }>((resolve) => {
    settle = () => resolve({ ok: true });
  });
  const startOrResume = vi.fn(() => started);
  return { journey: { startOrResume } as Pick<BookingJourney, 'startOrResume'>, settle };
}

describe('the first page asks for its data before its first render', () => {
  it('Reports starts loading the released reports, and leaves them in the cache for the screen', () => {
    const { data, reports } = memberData();
    // Nothing to wait for: the screen shows the list's load.
    expect(prefetchFirstPageData(signedIn, servicesOf(data), '/reports')).toBeUndefined();
    expect(reports.subscribe).toHaveBeenCalledTimes(1);
    expect(reports.stopped).toHaveBeenCalledTimes(1);
    expect(data.digitalReport).not.toHaveBeenCalled();
  });

  it("a digital report starts loading that encounter's report, with or without the locale prefix and the card it came from", () => {
    for (const pathname of [
      '/reports/digital-report/enc_1',
      '/en-gb/reports/digital-report/enc_1/card',
    ]) {
      const { data, report } = memberData();
      expect(prefetchFirstPageData(signedIn, servicesOf(data), pathname)).toBeUndefined();
      expect(data.digitalReport, pathname).toHaveBeenCalledWith('enc_1');
      expect(report.subscribe, pathname).toHaveBeenCalledTimes(1);
      expect(data.reports, pathname).not.toHaveBeenCalled();
    }
  });

  it('Scans starts loading the encounters, and leaves them in the cache for the screen', () => {
    const { data, encounters } = memberData();
    expect(prefetchFirstPageData(signedIn, servicesOf(data), '/en-gb/scans/')).toBeUndefined();
    expect(encounters.subscribe).toHaveBeenCalledTimes(1);
    expect(encounters.stopped).toHaveBeenCalledTimes(1);
    expect(data.reports).not.toHaveBeenCalled();
  });

  it('without a stored user (the visit goes to sign-in) nothing is asked for', () => {
    const { data } = memberData();
    const { journey } = bookingJourney();
    expect(prefetchFirstPageData(noUser, servicesOf(data, journey), '/reports')).toBeUndefined();
    expect(
      prefetchFirstPageData(noUser, servicesOf(data, journey), '/book-scan/select-plan'),
    ).toBeUndefined();
    expect(data.reports).not.toHaveBeenCalled();
    expect(journey.startOrResume).not.toHaveBeenCalled();
  });

  it('select-plan starts the booking journey for its address (its flow and query), which asks for the plans, and says when it has started', async () => {
    const { data } = memberData();
    const { journey, settle } = bookingJourney();
    const started = prefetchFirstPageData(
      signedIn,
      servicesOf(data, journey),
      '/en-gb/referral/select-plan',
      '?code=FRIEND&partner=',
    );
    expect(journey.startOrResume).toHaveBeenCalledWith({
      flow: 'referral',
      query: { code: 'FRIEND', partner: '' },
    });
    expect(data.reports).not.toHaveBeenCalled();
    let done = false;
    void started?.then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    settle();
    await started;
    expect(done).toBe(true);
  });

  it("another page asks for nothing, not even for the member's data it has not bound", () => {
    const get = vi.fn(() => {
      throw new Error('No matching bindings found');
    });
    for (const pathname of ['/book-scan/schedule-scan', '/account']) {
      expect(prefetchFirstPageData(signedIn, { get }, pathname)).toBeUndefined();
    }
    expect(get).not.toHaveBeenCalled();
  });

  it('a service that is not bound asks for nothing and throws nothing: the screen asks as it renders', () => {
    const get = vi.fn(() => {
      throw new Error('No matching bindings found');
    });
    for (const pathname of ['/book-scan/select-plan', '/reports']) {
      expect(prefetchFirstPageData(signedIn, { get }, pathname)).toBeUndefined();
    }
  });

  it('another page asks for nothing before it renders', () => {
    for (const pathname of ['/', '/account', '/no-such-page', '/book-scan']) {
      const { data } = memberData();
      const { journey } = bookingJourney();
      expect(prefetchFirstPageData(signedIn, servicesOf(data, journey), pathname)).toBeUndefined();
      expect(data.reports, pathname).not.toHaveBeenCalled();
      expect(data.digitalReport, pathname).not.toHaveBeenCalled();
      expect(journey.startOrResume, pathname).not.toHaveBeenCalled();
    }
  });
});

describe("startup's ask for the first page's data", () => {
  const restoring = { status: 'restoring', user: null } as unknown as AuthState;
  const userRead = { status: 'restoring', user: { accessToken: 'a' } } as unknown as AuthState;

  function session() {
    const state$ = new BehaviorSubject<AuthState>(restoring);
    return { state$, getSnapshot: () => state$.getValue() };
  }

  /** #root as the visit found it: with the script's last paint, or empty. */
  function rootOf(painted: boolean): Element {
    const root = document.createElement('div');
    if (painted) {
      const box = document.createElement('div');
      box.setAttribute('inert', '');
      box.setAttribute('aria-busy', 'true');
      root.append(box);
    }
    return root;
  }

  const settledNow = async (promise: Promise<unknown>): Promise<boolean> => {
    let done = false;
    void promise.then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    return done;
  };

  it('asks once the services are bound and the restore has read the stored user, whichever comes last, then sets up the dates', async () => {
    window.history.replaceState(null, '', '/reports');
    const auth = session();
    const { data, reports } = memberData();
    const asked = askFirstPageData(
      'en-us',
      auth,
      servicesOf(data),
      Promise.resolve(),
      rootOf(false),
    );
    const DateTimeFormat = Intl.DateTimeFormat;
    const formats = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new DateTimeFormat(...args);
    });
    try {
      expect(await settledNow(asked)).toBe(false);
      expect(reports.subscribe).not.toHaveBeenCalled();
      expect(formats).not.toHaveBeenCalled();
      auth.state$.next(userRead);
      expect(await settledNow(asked)).toBe(true);
      expect(reports.subscribe).toHaveBeenCalledTimes(1);
      // The browser's dates are set up after the request, in a task of its own.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(formats).toHaveBeenCalledWith('en-US');
    } finally {
      formats.mockRestore();
    }
    window.history.replaceState(null, '', '/');
  });

  it("under select-plan's last paint, settles once the journey has started; without it, once asked", async () => {
    window.history.replaceState(null, '', '/book-scan/select-plan');
    for (const painted of [true, false]) {
      const auth = session();
      auth.state$.next(userRead);
      const { journey, settle } = bookingJourney();
      const asked = askFirstPageData(
        'en-us',
        auth,
        servicesOf(memberData().data, journey),
        Promise.resolve(),
        rootOf(painted),
      );
      expect(await settledNow(asked), `painted: ${painted}`).toBe(!painted);
      expect(journey.startOrResume).toHaveBeenCalledTimes(1);
      settle();
      expect(await settledNow(asked)).toBe(true);
    }
    window.history.replaceState(null, '', '/');
  });

  it('asks for nothing when the services failed to load, and settles (the screen shows the failure)', async () => {
    window.history.replaceState(null, '', '/reports');
    const auth = session();
    auth.state$.next(userRead);
    const { data, reports } = memberData();
    await askFirstPageData(
      'en-us',
      auth,
      servicesOf(data),
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
      rootOf(true),
    );
    expect(reports.subscribe).not.toHaveBeenCalled();
    window.history.replaceState(null, '', '/');
  });
});
