import { describe, expect, it } from 'vitest';
import { FakeTracking } from './fakeTracking';

describe('FakeTracking (TrackingPort)', () => {
  it('records page views, booking stages and custom events in order', () => {
    const tracking = new FakeTracking();
    tracking.track({ type: 'pageView', pagePath: '/dashboard/reports/:id' });
    tracking.track({ type: 'bookingStage', stage: 'PAYMENT_PAGE' });
    tracking.track({ type: 'custom', name: 'purchase', data: { value: 10 } });
    expect(tracking.pageViews()).toEqual(['/dashboard/reports/:id']);
    expect(tracking.bookingStages()).toEqual(['PAYMENT_PAGE']);
    expect(tracking.custom('purchase')).toHaveLength(1);
    expect(tracking.events).toHaveLength(3);
    tracking.clear();
    expect(tracking.events).toEqual([]);
  });

  it.each([
    'dashboard',
    '/reports?id=1',
    '/reports#top',
    '/reports/12345',
    '/members/3f2504e0-4f89-11d3-9a0c-0305e82c3301',
  ])('refuses a page path that is not a route pattern: %s', (pagePath) => {
    const tracking = new FakeTracking();
    expect(() => tracking.track({ type: 'pageView', pagePath })).toThrow(/route patterns/);
    expect(tracking.events).toEqual([]);
  });
});
