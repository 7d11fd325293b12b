import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TrackingEvent } from '../ports';
import { ROUTE_TABLE, routePatternFor, trackingPagePathFor } from '../routing';
import type { MetaConversionEvent } from '../schemas';
import { FakeClock, FakeTracking, RecordingLogger } from '../testing';
import { TrackingService, isTrackingEnabled, type TrackingServiceOptions } from './trackingService';
import { UNTRACKED_ROUTE_PREFIXES, isUntrackedRoutePattern } from './untrackedRoutes';

interface SetupOptions {
  readonly environment?: string;
  readonly flag?: boolean;
  readonly patternFor?: TrackingServiceOptions['patternFor'];
  readonly sendConversion?: TrackingServiceOptions['sendConversion'];
}

function setup(options: SetupOptions = {}) {
  const port = new FakeTracking();
  const clock = new FakeClock(Date.UTC(2026, 2, 2, 14, 0, 0));
  const logger = new RecordingLogger();
  const conversions: MetaConversionEvent[] = [];
  const session = { flag: options.flag ?? false };
  const service = new TrackingService({
    port,
    clock,
    logger,
    environment: options.environment ?? 'production',
    readSessionFlag: () => session.flag,
    patternFor: options.patternFor ?? trackingPagePathFor,
    siteOrigin: 'https://app.scanwise.example/',
    sendConversion:
      options.sendConversion ??
      ((event) => {
        conversions.push(event);
        return Promise.resolve(true);
      }),
  });
  return { port, clock, logger, conversions, session, service };
}

describe('TrackingService: "Tracking is on when a session flag is true or in production"', () => {
  it.each([
    ['production', false, true],
    ['production', true, true],
    ['staging', true, true],
    ['staging', false, false],
    ['development', false, false],
  ])('environment %s, session flag %s -> on: %s', (environment, flag, on) => {
    expect(isTrackingEnabled(environment, flag)).toBe(on);
    const { port, service } = setup({ environment, flag });
    service.pageView('/account');
    expect(port.pageViews()).toEqual(on ? ['/account'] : []);
  });

  it('reads the session flag on every event (it can be switched on during the session)', () => {
    const { port, service, session } = setup({ environment: 'staging' });
    service.pageView('/account');
    session.flag = true;
    service.pageView('/invoices');
    expect(port.pageViews()).toEqual(['/invoices']);
  });

  it('an unreadable session flag counts as off (logged)', () => {
    const port = new FakeTracking();
    const logger = new RecordingLogger();
    const service = new TrackingService({
      port,
      logger,
      clock: new FakeClock(),
      environment: 'staging',
      readSessionFlag: () => {
        throw new Error('storage blocked');
      },
      patternFor: trackingPagePathFor,
      siteOrigin: 'https://app.test',
    });
    expect(service.pageView('/account')).toBe(false);
    expect(logger.has('warn', 'Tracking session flag unreadable')).toBe(true);
  });
});

describe('TrackingService.pageView: "Each route change sends a page-view event with the page path", as the route pattern', () => {
  it('sends the route pattern, never ids or query values', () => {
    const { port, service } = setup();
    service.pageView('/schedule-actions/enc_1001/apt_77/SW-12?x=1');
    service.pageView('/payment-authorize/3f2c9a10-1111-4222-8333-444455556666');
    service.pageView('/en-gb/forgot-password/change?email=jane@example.com&code=123');
    service.pageView('/sign-up/claim-offer?code=PROMO&partner=acme');
    expect(port.pageViews()).toEqual([
      '/schedule-actions/:encounterId/:appointmentId/:bookingCode',
      '/payment-authorize/:encounterId',
      '/forgot-password/change',
      '/sign-up/claim-offer',
    ]);
    const sent = JSON.stringify(port.events);
    for (const secret of ['enc_1001', 'apt_77', 'SW-12', 'jane@example.com', 'PROMO', 'acme']) {
      expect(sent).not.toContain(secret);
    }
  });

  it('hands patternFor the path without query or fragment', () => {
    const seen: string[] = [];
    const { service } = setup({
      patternFor: (path) => {
        seen.push(path);
        return '/account';
      },
    });
    service.pageView('/account?tab=x#top');
    expect(seen).toEqual(['/account']);
  });

  it('sends nothing when patternFor does not know the path', () => {
    const { port, service } = setup({ patternFor: () => undefined });
    expect(service.pageView('/anything/12345')).toBe(false);
    expect(port.events).toEqual([]);
  });

  it('drops optional markers and any query a pattern function lets through', () => {
    const { port, service } = setup({ patternFor: routePatternFor });
    service.pageView('/schedule-actions/e/a');
    const { service: other, port: otherPort } = setup({ patternFor: () => '/account?x=1' });
    other.pageView('/account');
    expect(port.pageViews()).toEqual([
      '/schedule-actions/:encounterId/:appointmentId/:bookingCode/:isSelectMoreTimes',
    ]);
    expect(otherPort.pageViews()).toEqual(['/account']);
  });

  it('property: whatever the path, a page view is a known route pattern or nothing', () => {
    const patterns = new Set(ROUTE_TABLE.map((route) => route.pattern.replace(/\?/g, '')));
    fc.assert(
      fc.property(fc.webPath(), fc.webQueryParameters(), (path, query) => {
        const { port, service, logger } = setup();
        service.pageView(`${path}?${query}`);
        // FakeTracking throws on a leaking path; the service would log it as a failed event.
        expect(logger.messages('warn')).toEqual([]);
        for (const view of port.pageViews()) {
          const known = [...patterns].some(
            (pattern) => pattern.startsWith(view) || view === pattern,
          );
          expect(known).toBe(true);
          expect(view).not.toMatch(/[?#]/);
        }
      }),
    );
  });
});

describe('"no tracking at all on report, upload or questionnaire screens"', () => {
  it.each([
    '/reports',
    '/documents',
    '/reports/digital-report/enc_1001',
    '/en-gb/reports/digital-report/enc_1001/true',
    '/mammo-upload/enc_1001',
    '/medical-questionnaire?extraData=%7B%7D',
    '/login/medical-questionnaire?encounterId=enc_1',
    '/mq/confirm?token=t&value=v',
    '/cat/questionnaire',
    '/cat/results',
    '/cat/results/sign-up',
  ])('%s sends no page view, and no event while it is shown', async (path) => {
    const { port, service, conversions } = setup();
    service.pageView('/account');
    port.clear();
    expect(service.pageView(path)).toBe(false);
    expect(service.funnelStage('PAYMENT_PAGE')).toBe(false);
    expect(service.event('clicked', { what: 'x' })).toBe(false);
    await expect(service.conversion({ eventName: 'Lead' })).resolves.toBe(false);
    expect(port.events).toEqual([]);
    expect(conversions).toEqual([]);
  });

  it('tracking resumes on the next tracked page', () => {
    const { port, service } = setup();
    service.pageView('/reports');
    service.pageView('/invoices');
    expect(service.event('opened')).toBe(true);
    expect(port.pageViews()).toEqual(['/invoices']);
  });

  it('matches whole segments, case-insensitively, with or without a locale', () => {
    expect(isUntrackedRoutePattern('/reportsx')).toBe(false);
    expect(isUntrackedRoutePattern('/REPORTS/digital-report/:encounterId')).toBe(true);
    expect(isUntrackedRoutePattern('/:locale/mammo-upload/:encounterId')).toBe(true);
    expect(isUntrackedRoutePattern('/en-us/cat')).toBe(true);
    expect(isUntrackedRoutePattern('/login/renewal')).toBe(false);
    expect(isUntrackedRoutePattern('/')).toBe(false);
    expect(isUntrackedRoutePattern('/anything', [''])).toBe(false);
  });

  it('every route of the table under a denied prefix is untracked, every other route tracked', () => {
    const untracked = ROUTE_TABLE.filter((route) => isUntrackedRoutePattern(route.pattern)).map(
      (route) => route.pattern,
    );
    expect(untracked.sort()).toEqual(
      [
        '/cat/questionnaire',
        '/cat/results',
        '/cat/results/sign-up',
        '/documents',
        '/login/medical-questionnaire',
        '/mammo-upload/:encounterId',
        '/medical-questionnaire',
        '/mq/confirm',
        '/reports',
        '/reports/digital-report/:encounterId/:fromCard?',
      ].sort(),
    );
    expect(UNTRACKED_ROUTE_PREFIXES.length).toBeGreaterThan(0);
  });
});

describe('TrackingService.funnelStage', () => {
  it('reports the stage as it changes: a repeat of the same stage is sent once', () => {
    const { port, service } = setup();
    service.pageView('/book-scan/select-plan');
    service.funnelStage('SCAN_SELECTION_PAGE');
    service.funnelStage('SCAN_SELECTION_PAGE');
    service.funnelStage('PACKAGE_SELECTED');
    service.funnelStage('SCAN_SELECTION_PAGE');
    expect(port.bookingStages()).toEqual([
      'SCAN_SELECTION_PAGE',
      'PACKAGE_SELECTED',
      'SCAN_SELECTION_PAGE',
    ]);
  });

  it('a stage not sent (tracking off) is sent once tracking is on', () => {
    const { port, service, session } = setup({ environment: 'staging' });
    service.funnelStage('PAYMENT_PAGE');
    session.flag = true;
    service.funnelStage('PAYMENT_PAGE');
    expect(port.bookingStages()).toEqual(['PAYMENT_PAGE']);
  });
});

describe('TrackingService.conversion: the server conversion "Sent in production only"', () => {
  it('in production: the pixel event and the server conversion share one event id', async () => {
    const { port, service, conversions } = setup();
    service.pageView('/book-scan/scan-confirm');
    await expect(
      service.conversion({ eventName: 'Purchase', value: 2499, currency: 'USD' }),
    ).resolves.toBe(true);
    expect(conversions).toEqual([
      {
        eventName: 'Purchase',
        eventId: expect.any(String) as unknown,
        eventTime: Date.UTC(2026, 2, 2, 14, 0, 0) / 1000,
        eventSourceUrl: 'https://app.scanwise.example/book-scan/scan-confirm',
        actionSource: 'website',
        value: 2499,
        currency: 'USD',
      },
    ]);
    expect(port.custom('Purchase')).toEqual([
      { type: 'custom', name: 'Purchase', data: { eventId: conversions[0]?.eventId } },
    ]);
  });

  it('event ids differ between conversions', async () => {
    const { service, conversions } = setup();
    service.pageView('/join');
    await service.conversion({ eventName: 'Lead' });
    await service.conversion({ eventName: 'Lead' });
    expect(new Set(conversions.map((c) => c.eventId)).size).toBe(2);
  });

  it('outside production with the session flag: the pixel event only, no server call', async () => {
    const { port, service, conversions } = setup({ environment: 'staging', flag: true });
    service.pageView('/join');
    await expect(service.conversion({ eventName: 'CompleteRegistration' })).resolves.toBe(false);
    expect(conversions).toEqual([]);
    expect(port.custom('CompleteRegistration')).toHaveLength(1);
  });

  it('sends nothing before any tracked page is known, or with tracking off', async () => {
    const { service, conversions } = setup();
    await expect(service.conversion({ eventName: 'Lead' })).resolves.toBe(false);
    const off = setup({ environment: 'development' });
    off.service.pageView('/join');
    await expect(off.service.conversion({ eventName: 'Lead' })).resolves.toBe(false);
    expect([...conversions, ...off.conversions]).toEqual([]);
  });

  it('never rejects when the conversion call fails', async () => {
    const { service, logger } = setup({
      sendConversion: () => Promise.reject(new Error('offline')),
    });
    service.pageView('/join');
    await expect(service.conversion({ eventName: 'Lead' })).resolves.toBe(false);
    expect(logger.has('warn', 'Tracking conversion failed')).toBe(true);
  });

  it('without a conversion sender only the pixel event goes out', async () => {
    const port = new FakeTracking();
    const service = new TrackingService({
      port,
      clock: new FakeClock(),
      environment: 'production',
      readSessionFlag: () => false,
      patternFor: trackingPagePathFor,
      siteOrigin: 'https://app.test',
    });
    service.pageView('/join');
    await expect(service.conversion({ eventName: 'Lead' })).resolves.toBe(false);
    expect(port.custom('Lead')).toHaveLength(1);
  });
});

describe('TrackingService never throws into the app', () => {
  it('a tracker that throws is logged and the call returns false', () => {
    const logger = new RecordingLogger();
    const service = new TrackingService({
      port: {
        track: (_event: TrackingEvent) => {
          throw new Error('blocked by an extension');
        },
      },
      logger,
      clock: new FakeClock(),
      environment: 'production',
      readSessionFlag: () => false,
      patternFor: trackingPagePathFor,
      siteOrigin: 'https://app.test',
    });
    expect(service.pageView('/account')).toBe(false);
    expect(service.event('x')).toBe(false);
    expect(logger.has('warn', 'Tracking event failed')).toBe(true);
  });
});

describe('TrackingService.gatedPort', () => {
  it('passes events through the same gates (off, untracked screens)', () => {
    const { port, service, session } = setup({ environment: 'staging' });
    service.gatedPort.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    session.flag = true;
    service.pageView('/mammo-upload/enc_1');
    service.gatedPort.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    service.pageView('/book-scan/select-plan');
    service.gatedPort.track({ type: 'bookingStage', stage: 'PACKAGE_SELECTED' });
    expect(port.bookingStages()).toEqual(['PACKAGE_SELECTED']);
  });
});

describe('TrackingService consent gate (pixels and the tag manager load only after consent)', () => {
  function gated(allowed: { value: boolean }) {
    const port = new FakeTracking();
    const logger = new RecordingLogger();
    const service = new TrackingService({
      port,
      logger,
      clock: new FakeClock(),
      environment: 'production',
      readSessionFlag: () => false,
      patternFor: trackingPagePathFor,
      siteOrigin: 'https://app.test',
      consentAllows: () => allowed.value,
    });
    return { port, logger, service };
  }

  it('without consent nothing reaches the port: no page view, stage, event or conversion', async () => {
    const { port, service } = gated({ value: false });
    expect(service.isEnabled()).toBe(false);
    expect(service.pageView('/account')).toBe(false);
    expect(service.funnelStage('PAYMENT_PAGE')).toBe(false);
    expect(service.event('opened')).toBe(false);
    service.gatedPort.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    await expect(service.conversion({ eventName: 'Lead' })).resolves.toBe(false);
    expect(port.events).toEqual([]);
  });

  it('consent given later: the page shown is counted then, once', () => {
    const allowed = { value: false };
    const { port, service } = gated(allowed);
    service.pageView('/invoices');
    allowed.value = true;
    expect(service.sendPendingPageView()).toBe(true);
    expect(service.sendPendingPageView()).toBe(false);
    service.pageView('/scans');
    expect(service.sendPendingPageView()).toBe(false);
    expect(port.pageViews()).toEqual(['/invoices', '/scans']);
  });

  it('no pending page view on an untracked screen', () => {
    const allowed = { value: false };
    const { port, service } = gated(allowed);
    service.pageView('/reports/digital-report/enc_1');
    allowed.value = true;
    expect(service.sendPendingPageView()).toBe(false);
    expect(port.events).toEqual([]);
  });

  it('withdrawn: nothing more is sent', () => {
    const allowed = { value: true };
    const { port, service } = gated(allowed);
    service.pageView('/invoices');
    allowed.value = false;
    service.pageView('/scans');
    service.event('clicked');
    expect(port.pageViews()).toEqual(['/invoices']);
    expect(port.events).toHaveLength(1);
  });

  it('an unreadable consent counts as a refusal (logged)', () => {
    const port = new FakeTracking();
    const logger = new RecordingLogger();
    const service = new TrackingService({
      port,
      logger,
      clock: new FakeClock(),
      environment: 'production',
      readSessionFlag: () => false,
      patternFor: trackingPagePathFor,
      siteOrigin: 'https://app.test',
      consentAllows: () => {
        throw new Error('broken');
      },
    });
    expect(service.pageView('/account')).toBe(false);
    expect(logger.has('warn', 'Tracking consent unreadable')).toBe(true);
  });
});
