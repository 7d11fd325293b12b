import { FakeClock, RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it } from 'vitest';
import { createGtmPixelTracking, socialPixels } from './gtmPixelTracking';

// In Node there is no window: the data layer is kept in memory and no pixel frame is made.
describe('GTM data layer and pixels without a browser', () => {
  it('"No pixel ids set": logged \'No pixel ids have been configured\', once', () => {
    const logger = new RecordingLogger();
    const tracking = createGtmPixelTracking({
      clock: new FakeClock(),
      logger,
      pixels: socialPixels({ meta: '', tiktok: undefined }),
    });
    tracking.track({ type: 'pageView', pagePath: '/reports' });
    tracking.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    expect(logger.entries.map((entry) => entry.message)).toEqual([
      'No pixel ids have been configured',
    ]);
    expect(tracking.dataLayer).toEqual([
      { event: 'pageView', pagePath: '/reports' },
      { event: 'bookingStage', stage: 'PAYMENT_PAGE' },
    ]);
  });

  it('says nothing about pixel ids when one is configured', () => {
    const logger = new RecordingLogger();
    createGtmPixelTracking({
      clock: new FakeClock(),
      logger,
      pixels: socialPixels({ meta: '42' }),
    });
    expect(logger.entries).toEqual([]);
  });
});
