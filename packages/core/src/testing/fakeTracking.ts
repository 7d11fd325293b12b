import type { TrackingEvent, TrackingPort } from '../ports';

/**
 * A {@link TrackingPort} that records events and holds them to the port's contract: page paths
 * are route patterns, so a path with a query, a fragment or an id-like segment is refused
 * (throws), the way a privacy review would refuse it.
 */
export class FakeTracking implements TrackingPort {
  /** Every accepted event, oldest first. */
  readonly events: TrackingEvent[] = [];

  track(event: TrackingEvent): void {
    if (event.type === 'pageView') FakeTracking.assertRoutePattern(event.pagePath);
    this.events.push(event);
  }

  /** The page paths viewed, in order. */
  pageViews(): string[] {
    return this.events.flatMap((e) => (e.type === 'pageView' ? [e.pagePath] : []));
  }

  /** The booking stages reported, in order. */
  bookingStages(): string[] {
    return this.events.flatMap((e) => (e.type === 'bookingStage' ? [e.stage] : []));
  }

  /** Custom events of one name. */
  custom(name: string): TrackingEvent[] {
    return this.events.filter((e) => e.type === 'custom' && e.name === name);
  }

  clear(): void {
    this.events.length = 0;
  }

  private static assertRoutePattern(path: string): void {
    const idLike = /^(\d+|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;
    const leaks =
      !path.startsWith('/') ||
      path.includes('?') ||
      path.includes('#') ||
      path.split('/').some((segment) => idLike.test(segment));
    if (leaks) throw new Error(`Tracking page paths are route patterns, not '${path}'`);
  }
}
