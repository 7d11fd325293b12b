import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppLocale } from '../schemas';
import { CONSENT_STORAGE_KEY, CONSENT_POLICY_VERSION } from '../consent';
import { FakePrivacySignal, flushPromises } from '../testing';
import { createJourneyServices } from './createJourneyServices';
import { createBookingServices } from './journeys';
import { createSessionCore } from './createSessionCore';
import { EMAIL, MEMBER, PASSWORD, fakeCorePorts } from './fakeCorePorts.test-support';
import type { CreateScanwiseCoreOptions } from './scanwiseOptions';
import { createSessionReporting } from './sessionReporting';

/** The session part's options in production (tracking on), on a page of `locale`. */
function productionOn(locale: AppLocale) {
  const fakes = fakeCorePorts({ environment: 'production' });
  const options: CreateScanwiseCoreOptions = {
    ...fakes.options,
    config: { ...fakes.options.config, locale },
  };
  return { ...fakes, options };
}

// Tracking, consent, attribution and error reporting are not needed to paint a page: the session
// part loads them on demand, and what the first page tells them before then waits in order.
describe("the session part's reporting", () => {
  it('page views wait for its load in order, then go out as route patterns', async () => {
    const fakes = productionOn('en-us');
    const session = createSessionCore(fakes.options);
    session.pageView('/sign-in');
    session.pageView('/scans');
    await flushPromises();
    expect(fakes.tracking.events).toEqual([]);
    const reporting = await session.loadReporting();
    expect(fakes.tracking.pageViews()).toEqual(['/sign-in', '/scans']);
    session.pageView('/payment-authorize/enc-123');
    expect(fakes.tracking.pageViews()).toEqual([
      '/sign-in',
      '/scans',
      '/payment-authorize/:encounterId',
    ]);
    expect(reporting.consent.getSnapshot().requirement).toBe('optOut');
    session.dispose();
  });

  it("follows the app's locale from the first page view: a UK page sends nothing until accepted", async () => {
    const fakes = productionOn('en-gb');
    const session = createSessionCore(fakes.options);
    session.pageView('/invoices');
    const { consent } = await session.loadReporting();
    expect(fakes.tracking.events).toEqual([]);
    expect(consent.getSnapshot().askNeeded).toBe(true);
    consent.grant();
    expect(fakes.tracking.pageViews()).toEqual(['/invoices']);
    session.dispose();
  });

  it("keeps the arrival's UTM values at once, before it loads, and sends them once a member exists", async () => {
    const fakes = productionOn('en-us');
    fakes.http.on('PUT', '/members/utm', { status: 204 });
    const session = createSessionCore(fakes.options);
    expect(session.captureArrival('?utm_source=newsletter&utm_campaign=spring&ref=x')).toBe(true);
    expect(session.captureArrival('?ref=x')).toBe(false);
    const kept = { utm_source: 'newsletter', utm_campaign: 'spring' };
    expect(session.booking.getSnapshot().utmParams).toEqual(kept);
    const reporting = await session.loadReporting();
    expect(reporting.attribution.pending()).toEqual(kept);
    const journeys = createJourneyServices(session, fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    expect(
      fakes.http
        .requestsTo('PUT', '/members/utm')
        .map((r) => JSON.parse(r.body as string) as unknown),
    ).toEqual([kept]);
    expect(session.booking.getSnapshot().utmParams).toBeNull();
    journeys.dispose();
    session.dispose();
  });

  it("booking made on its own (no funnel given) sends the arrival's UTM values once a member exists, before any stage", async () => {
    const fakes = productionOn('en-us');
    fakes.http.on('PUT', '/members/utm', { status: 204 });
    const session = createSessionCore(fakes.options);
    session.captureArrival('?utm_source=newsletter&utm_campaign=spring');
    const booking = createBookingServices(session, fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await vi.waitFor(() =>
      expect(
        fakes.http
          .requestsTo('PUT', '/members/utm')
          .map((r) => JSON.parse(r.body as string) as unknown),
      ).toEqual([{ utm_source: 'newsletter', utm_campaign: 'spring' }]),
    );
    expect(fakes.http.requestsTo('POST', '/api/members/bookingstage')).toEqual([]);
    booking.dispose();
    session.dispose();
  });

  it('with Global Privacy Control on, a US member who accepted sends no page view, conversion or UTM values', async () => {
    const fakes = productionOn('en-us');
    fakes.http.on('POST', '/api/tracking/meta', { status: 204 });
    fakes.http.on('PUT', '/members/utm', { status: 204 });
    fakes.storage.local.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({
        version: 1,
        choice: 'granted',
        decidedAt: 0,
        policyVersion: CONSENT_POLICY_VERSION,
      }),
    );
    const options: CreateScanwiseCoreOptions = {
      ...fakes.options,
      ports: { ...fakes.options.ports, privacySignal: new FakePrivacySignal(true) },
    };
    const session = createSessionCore(options);
    session.captureArrival('?utm_source=newsletter');
    session.pageView('/join');
    const reporting = await session.loadReporting();
    const journeys = createJourneyServices(session, options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await expect(
      reporting.tracking.conversion({ eventName: 'CompleteRegistration' }),
    ).resolves.toBe(false);
    await flushPromises();
    expect(reporting.consent.getSnapshot()).toMatchObject({
      choice: 'granted',
      globalPrivacyControl: true,
      trackingAllowed: false,
    });
    expect(fakes.tracking.events).toEqual([]);
    expect(fakes.http.requestsTo('POST', '/api/tracking/meta')).toEqual([]);
    expect(fakes.http.requestsTo('PUT', '/members/utm')).toEqual([]);
    journeys.dispose();
    session.dispose();
  });

  it('an error nothing handled starts its load and is reported masked, with the signed-in member', async () => {
    const fakes = productionOn('en-us');
    const session = createSessionCore(fakes.options);
    await session.auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    session.reportUnexpected(new Error(`No report for ${EMAIL}`), {
      source: 'uncaught-error',
      pathname: '/reports/digital-report/enc-123',
    });
    expect(fakes.errorReporting.reports).toEqual([]);
    await flushPromises();
    const [report] = fakes.errorReporting.reports;
    expect((report?.error as Error).message).toBe('No report for [Filtered]');
    expect(report?.context).toEqual({
      source: 'uncaught-error',
      page: '/reports/digital-report/:encounterId',
    });
    expect(report?.user).toEqual({ id: MEMBER.id });
    await session.auth.logout();
    await flushPromises();
    session.reportUnexpected(new Error('after sign-out'), { source: 'unhandled-rejection' });
    expect(fakes.errorReporting.reports.at(-1)?.user).toBeNull();
    session.dispose();
  });

  it('made by the journeys first, its load answers the same one; made once either way', async () => {
    const fakes = productionOn('en-us');
    const session = createSessionCore(fakes.options);
    const factory = vi.fn(createSessionReporting);
    session.pageView('/sign-in');
    const journeys = createJourneyServices(session, fakes.options);
    const made = session.reportingWith(factory);
    expect(factory).not.toHaveBeenCalled();
    expect(fakes.tracking.pageViews()).toEqual(['/sign-in']);
    await expect(session.loadReporting()).resolves.toBe(made);
    journeys.dispose();
    session.dispose();
  });

  it('stops following the session when the session is disposed', async () => {
    const fakes = productionOn('en-us');
    const session = createSessionCore(fakes.options);
    const { consent } = await session.loadReporting();
    const dispose = vi.spyOn(consent, 'dispose');
    session.dispose();
    expect(dispose).toHaveBeenCalledTimes(1);
  });
});

// A browser that cannot fetch the reporting's chunk (offline, a new deployment): the first
// page goes on, the failure is logged, and what waited goes out with the next load.
describe("the session part's reporting, when its code cannot load", () => {
  afterEach(() => {
    vi.doUnmock('./sessionReporting');
    vi.resetModules();
  });

  it('logs why, keeps the waiting page views, and loads on the next call', async () => {
    let failLoads = 1;
    vi.resetModules();
    vi.doMock('./sessionReporting', async (importOriginal) => {
      if (failLoads-- > 0) throw new Error('Failed to fetch dynamically imported module');
      return importOriginal();
    });
    const { createSessionCore: createSession } = await import('./createSessionCore');
    const fakes = productionOn('en-us');
    const session = createSession(fakes.options);
    session.pageView('/sign-in');
    await expect(session.loadReporting()).rejects.toThrow();
    expect(fakes.logger.entries).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Session reporting failed to load' }),
    );
    expect(fakes.tracking.events).toEqual([]);
    vi.resetModules();
    await session.loadReporting();
    expect(fakes.tracking.pageViews()).toEqual(['/sign-in']);
    session.dispose();
  });
});
