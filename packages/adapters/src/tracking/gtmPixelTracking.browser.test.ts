import { CONSTANTS } from '@scanwise/core';
import { FakeClock } from '@scanwise/core/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  NO_PIXEL_IDS_MESSAGE,
  TIKTOK_PIXEL_SCRIPT,
  createGtmPixelTracking,
  socialPixels,
  type TiktokQueue,
} from './gtmPixelTracking';

const frames = () => [...document.querySelectorAll('iframe[title="tracking"]')];

function recordingLogger() {
  const lines: string[] = [];
  const add = (message: string) => lines.push(message);
  return { lines, logger: { debug: add, info: add, warn: add, error: add } };
}

const tiktokScripts = () => [...document.querySelectorAll(`script[src^="${TIKTOK_PIXEL_SCRIPT}"]`)];

afterEach(() => {
  for (const frame of frames()) frame.remove();
  for (const script of tiktokScripts()) script.remove();
  delete (window as { dataLayer?: unknown[] }).dataLayer;
  delete (window as { ttq?: unknown }).ttq;
});

describe('GTM data layer and pixels in Chromium', () => {
  it('pushes to window.dataLayer and logs the missing pixel ids once', () => {
    const { lines, logger } = recordingLogger();
    const tracking = createGtmPixelTracking({
      clock: new FakeClock(),
      logger,
      pixels: socialPixels({}),
    });
    tracking.track({ type: 'pageView', pagePath: '/reports/digital-report/:encounterId' });
    tracking.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    tracking.track({ type: 'custom', name: 'signUp', data: { flow: 'book-scan' } });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toEqual([
      { event: 'pageView', pagePath: '/reports/digital-report/:encounterId' },
      { event: 'bookingStage', stage: 'PAYMENT_PAGE' },
      { event: 'signUp', flow: 'book-scan' },
    ]);
    expect(lines).toEqual([NO_PIXEL_IDS_MESSAGE]);
    expect(frames()).toHaveLength(0);
  });

  it('fires each configured pixel in a hidden frame and removes it after the cleanup polls', () => {
    const clock = new FakeClock();
    const pixels = socialPixels({ meta: '123', tiktok: undefined }).map((pixel) => ({
      ...pixel,
      // Never reaches the network: a frame that does not load in the test's fake time.
      url: (id: string) => `about:blank#pixel=${id}`,
    }));
    const { lines, logger } = recordingLogger();
    const tracking = createGtmPixelTracking({ clock, logger, pixels });
    tracking.track({ type: 'pageView', pagePath: '/' });
    expect(lines).toEqual([]);
    expect(frames()).toHaveLength(1);
    const frame = frames()[0] as HTMLIFrameElement;
    expect(frame.src).toBe('about:blank#pixel=123');
    expect(frame.hidden).toBe(true);
    // Up to 20 polls at 100 ms, then removed 200 ms later.
    clock.advance(CONSTANTS.pixelCleanupPolls * CONSTANTS.pixelCleanupPollInterval - 1);
    expect(frame.isConnected).toBe(true);
    clock.advance(1 + CONSTANTS.pixelFrameRemoveDelay - 1);
    expect(frame.isConnected).toBe(true);
    clock.advance(1);
    expect(frame.isConnected).toBe(false);
  });

  it('a loaded pixel frame goes 200 ms after the next poll', async () => {
    const clock = new FakeClock();
    const tracking = createGtmPixelTracking({
      clock,
      pixels: [{ name: 'p', id: 'x', url: () => 'about:blank' }],
    });
    tracking.track({ type: 'pageView', pagePath: '/' });
    const frame = frames()[0] as HTMLIFrameElement;
    await new Promise((resolve) => setTimeout(resolve, 100));
    clock.advance(CONSTANTS.pixelCleanupPollInterval);
    clock.advance(CONSTANTS.pixelFrameRemoveDelay);
    expect(frame.isConnected).toBe(false);
  });

  it('adds no script and makes no request before the first event; then loads GTM once', () => {
    const clock = new FakeClock(Date.UTC(2026, 10, 23));
    const gtmScripts = () => [...document.querySelectorAll('script[src*="googletagmanager"]')];
    const tracking = createGtmPixelTracking({
      clock,
      gtmId: 'GTM-CONSENT',
      pixels: socialPixels({ meta: 'META-1' }),
    });
    expect(gtmScripts()).toHaveLength(0);
    expect(frames()).toHaveLength(0);
    expect(tracking.dataLayer).toEqual([]);
    tracking.track({ type: 'pageView', pagePath: '/' });
    tracking.track({ type: 'pageView', pagePath: '/scans' });
    expect(gtmScripts().map((script) => script.getAttribute('src'))).toEqual([
      'https://www.googletagmanager.com/gtm.js?id=GTM-CONSENT',
    ]);
    expect(tracking.dataLayer[0]).toEqual({ 'gtm.start': clock.now(), event: 'gtm.js' });
    expect(frames()).toHaveLength(2);
    gtmScripts().forEach((script) => script.remove());
  });

  it('TikTok loads as its base code says: a queue on window.ttq and its script once, with the first event; no frame', () => {
    const tracking = createGtmPixelTracking({
      clock: new FakeClock(),
      pixels: socialPixels({ tiktok: 'TT-PIXEL-1' }),
    });
    expect(tiktokScripts()).toHaveLength(0);
    expect((window as { ttq?: unknown }).ttq).toBeUndefined();
    tracking.track({ type: 'pageView', pagePath: '/' });
    tracking.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    tracking.track({
      type: 'custom',
      name: 'Purchase',
      data: { eventId: 'evt_1', value: 149, currency: 'USD' },
    });
    tracking.track({ type: 'custom', name: 'CompleteRegistration', data: { eventId: 'evt_2' } });
    expect(tiktokScripts().map((script) => script.getAttribute('src'))).toEqual([
      `${TIKTOK_PIXEL_SCRIPT}?sdkid=TT-PIXEL-1&lib=ttq`,
    ]);
    expect((window as { TiktokAnalyticsObject?: string }).TiktokAnalyticsObject).toBe('ttq');
    const ttq = (window as { ttq?: TiktokQueue }).ttq;
    // The script cannot arrive here (no network): every call waits in the queue, in order.
    expect([...(ttq ?? [])]).toEqual([
      ['page'],
      ['track', 'PAYMENT_PAGE'],
      ['track', 'CompletePayment', { value: 149, currency: 'USD' }, { event_id: 'evt_1' }],
      ['track', 'CompleteRegistration', {}, { event_id: 'evt_2' }],
    ]);
    expect(frames()).toHaveLength(0);
  });

  it('a GTM script that cannot load degrades quietly', async () => {
    const { lines, logger } = recordingLogger();
    const tracking = createGtmPixelTracking({
      clock: new FakeClock(),
      logger,
      gtmId: 'GTM-OFFLINE',
    });
    tracking.track({ type: 'pageView', pagePath: '/' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines).toContain(NO_PIXEL_IDS_MESSAGE);
    expect(tracking.dataLayer.at(-1)).toEqual({ event: 'pageView', pagePath: '/' });
    document
      .querySelectorAll('script[src*="googletagmanager"]')
      .forEach((script) => script.remove());
  });
});
