import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeTracking } from '../testing';
import {
  matchScanwiseRoute,
  normalizeRoutePath,
  routePatternFor,
  trackingPagePathFor,
} from './routeMatch';
import { ROUTE_TABLE } from './routeTable';

describe('matchScanwiseRoute', () => {
  it('reads path parameters, decoded, and leaves absent optional ones out', () => {
    expect(matchScanwiseRoute('/reports/digital-report/enc%201')?.params).toEqual({
      encounterId: 'enc 1',
    });
    expect(matchScanwiseRoute('/reports/digital-report/enc_1/true')?.params).toEqual({
      encounterId: 'enc_1',
      fromCard: 'true',
    });
    expect(matchScanwiseRoute('/schedule-actions/enc_1/apt_2')?.params).toEqual({
      encounterId: 'enc_1',
      appointmentId: 'apt_2',
    });
    expect(matchScanwiseRoute('/schedule-actions/enc_1/apt_2/SW-3/1')?.params).toEqual({
      encounterId: 'enc_1',
      appointmentId: 'apt_2',
      bookingCode: 'SW-3',
      isSelectMoreTimes: '1',
    });
    expect(matchScanwiseRoute('/mammo-upload/%E0%A4%A')?.params).toEqual({
      encounterId: '%E0%A4%A',
    });
  });

  it('needs every required parameter and no extra segment', () => {
    expect(matchScanwiseRoute('/schedule-actions/enc_1')).toBeUndefined();
    expect(matchScanwiseRoute('/mammo-upload')).toBeUndefined();
    expect(matchScanwiseRoute('/reports/digital-report/a/b/c')).toBeUndefined();
    expect(matchScanwiseRoute('/scans/extra')).toBeUndefined();
  });

  it('ignores a trailing slash, repeated slashes, a query or fragment, and the case of static segments', () => {
    expect(matchScanwiseRoute('/reports/')?.route.id).toBe('reports');
    expect(matchScanwiseRoute('//sign-in//callback')?.route.id).toBe('sign-in-callback');
    expect(matchScanwiseRoute('/join?code=1#top')?.route.id).toBe('join');
    expect(matchScanwiseRoute('/Book-Scan/Select-Plan')?.route.id).toBe(
      'booking:book-scan:select-plan',
    );
    expect(matchScanwiseRoute('')?.route.id).toBe('home');
  });

  it('static segments win: /sign-up/referral is the referral screen, not a booking step', () => {
    expect(matchScanwiseRoute('/sign-up/referral')?.route.id).toBe('sign-up-referral');
    expect(matchScanwiseRoute('/sign-up/select-plan')?.route.id).toBe(
      'booking:sign-up:select-plan',
    );
    expect(matchScanwiseRoute('/sign-up')?.route.id).toBe('booking:sign-up');
  });

  it('strips a locale prefix and reports the locale ("the others are prefixed with the locale")', () => {
    const match = matchScanwiseRoute('/en-gb/reports/digital-report/enc_1');
    expect(match).toMatchObject({ locale: 'en-gb', localePrefixed: true });
    expect(match?.route.id).toBe('digital-report');
    expect(match?.path).toBe('/reports/digital-report/enc_1');
    expect(matchScanwiseRoute('/en-gb')?.route.id).toBe('home');
    expect(matchScanwiseRoute('/reports')).toMatchObject({
      locale: 'en-us',
      localePrefixed: false,
    });
  });

  it('property: never throws on any text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        matchScanwiseRoute(text);
        expect(normalizeRoutePath(text).startsWith('/')).toBe(true);
      }),
    );
  });
});

describe('routePatternFor: page views carry the pattern, never ids', () => {
  it('gives the pattern of a path with ids', () => {
    expect(
      routePatternFor('/reports/digital-report/3f2c9a10-1111-4222-8333-444455556666/card'),
    ).toBe('/reports/digital-report/:encounterId/:fromCard?');
    expect(routePatternFor('/en-gb/mammo-upload/12345')).toBe('/mammo-upload/:encounterId');
    expect(routePatternFor('/nowhere')).toBeUndefined();
  });

  it('every pattern matches its own route', () => {
    for (const route of ROUTE_TABLE) {
      const sample = route.pattern.replace(/:(\w+)\??/g, '12345');
      expect(routePatternFor(sample)).toBe(route.pattern);
    }
  });
});

describe('trackingPagePathFor: "Each route change sends a page-view event with the page path"', () => {
  it('keeps the parameters present, without ids and without the optional marker', () => {
    expect(trackingPagePathFor('/reports/digital-report/enc_1')).toBe(
      '/reports/digital-report/:encounterId',
    );
    expect(trackingPagePathFor('/reports/digital-report/enc_1/card')).toBe(
      '/reports/digital-report/:encounterId/:fromCard',
    );
    expect(trackingPagePathFor('/en-gb/Reports/')).toBe('/reports');
    expect(trackingPagePathFor('/')).toBe('/');
    expect(trackingPagePathFor('/nowhere')).toBeUndefined();
  });

  it('every route, with and without its optional parameters, is accepted by the tracking fake', () => {
    const tracking = new FakeTracking();
    for (const route of ROUTE_TABLE) {
      const full = route.pattern.replace(/:(\w+)\??/g, '12345');
      const required = route.pattern.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, '12345');
      for (const path of [full, required === '' ? '/' : required]) {
        tracking.track({ type: 'pageView', pagePath: trackingPagePathFor(path) ?? '' });
      }
    }
    expect(tracking.pageViews()).toHaveLength(ROUTE_TABLE.length * 2);
  });
});
