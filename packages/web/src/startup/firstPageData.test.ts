import type {
  AuthState,
  BookingJourney,
  DigitalReport,
  MemberData,
  RemoteQuery,
  Report,
} from '@scanwise/core';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { prefetchFirstPageData, type FirstPageDataSources } from './firstPageData';

/** A query that counts who observes it, the way the cache starts a load for its first observer. */
function observedQuery<T>() {
  const stopped = vi.fn();
  const subscribe = vi.fn(() => stopped);
  return { query: { subscribe } as unknown as RemoteQuery<T>, subscribe, stopped };
}

function memberData() {
  const reports = observedQuery<readonly Report[]>();
  const report = observedQuery<DigitalReport>();
  const data = {
    reports: vi.fn(() => reports.query),
    digitalReport: vi.fn(() => report.query),
  } satisfies Pick<MemberData, 'reports' | 'digitalReport'>;
  return { data, reports, report };
}

const signedIn = { getSnapshot: () => ({ user: { accessToken: 'a' } }) as unknown as AuthState };
const noUser = { getSnapshot: () => ({ user: null }) as unknown as AuthState };
const servicesOf = (
  data: Pick<MemberData, 'reports' | 'digitalReport'>,
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
    prefetchFirstPageData(signedIn, servicesOf(data), '/reports');
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
      prefetchFirstPageData(signedIn, servicesOf(data), pathname);
      expect(data.digitalReport, pathname).toHaveBeenCalledWith('enc_1');
      expect(report.subscribe, pathname).toHaveBeenCalledTimes(1);
      expect(data.reports, pathname).not.toHaveBeenCalled();
    }
  });

  it('without a stored user (the visit goes to sign-in) nothing is asked for', () => {
    const { data } = memberData();
    const { journey } = bookingJourney();
    prefetchFirstPageData(noUser, servicesOf(data, journey), '/reports');
    expect(prefetchFirstPageData(noUser, servicesOf(data, journey), '/book-scan/select-plan'))
      .toBeUndefined();
    expect(data.reports).not.toHaveBeenCalled();
    expect(journey.startOrResume).not.toHaveBeenCalled();
  });

  it("select-plan starts the booking journey for its address (its flow and query), which asks for the plans, and says when it has started", async () => {
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
    for (const pathname of ['/book-scan/schedule-scan', '/scans']) {
      expect(prefetchFirstPageData(signedIn, { get }, pathname)).toBeUndefined();
    }
    expect(get).not.toHaveBeenCalled();
  });

  it("a service that is not bound asks for nothing and throws nothing: the screen asks as it renders", () => {
    const get = vi.fn(() => {
      throw new Error('No matching bindings found');
    });
    for (const pathname of ['/book-scan/select-plan', '/reports']) {
      expect(prefetchFirstPageData(signedIn, { get }, pathname)).toBeUndefined();
    }
  });

  it('another page asks for nothing before it renders', () => {
    for (const pathname of ['/', '/scans', '/account', '/no-such-page', '/book-scan']) {
      const { data } = memberData();
      const { journey } = bookingJourney();
      prefetchFirstPageData(signedIn, servicesOf(data, journey), pathname);
      expect(data.reports, pathname).not.toHaveBeenCalled();
      expect(data.digitalReport, pathname).not.toHaveBeenCalled();
      expect(journey.startOrResume, pathname).not.toHaveBeenCalled();
    }
  });
});
