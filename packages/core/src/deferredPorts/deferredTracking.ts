import type { Logger, TrackingEvent, TrackingPort } from '../ports';
import { createDeferredLoader } from './deferredLoader';

export interface DeferredTrackingOptions {
  /** Loads the real tracking (the tag manager and pixels adapter's chunk). */
  readonly load: () => Promise<TrackingPort>;
  readonly logger: Logger;
  /** Events kept while it loads; beyond, the oldest go (tracking never holds a page up). */
  readonly maxQueued?: number;
}

export const DEFERRED_TRACKING_DEFAULT_MAX = 50;

/** The log line when events did not fit in the queue, word for word. */
export const DEFERRED_TRACKING_DROPPED = 'Tracking events dropped before tracking loaded';

/**
 * The {@link TrackingPort} behind an on-demand load: nothing of the tag manager and pixels
 * adapter loads until the first event (the core sends none before consent), which starts the
 * load; events wait in order in a bounded queue and go out once it has loaded, later ones go
 * straight through. A failed load is logged and the waiting events are kept for the next event's
 * attempt (tracking degrades quietly).
 */
export function deferredTracking(options: DeferredTrackingOptions): TrackingPort {
  const max = options.maxQueued ?? DEFERRED_TRACKING_DEFAULT_MAX;
  const queue: TrackingEvent[] = [];
  let dropped = 0;
  let ready: TrackingPort | undefined;
  const loader = createDeferredLoader<TrackingPort>({
    port: 'tracking',
    logger: options.logger,
    load: options.load,
  });

  function flush(port: TrackingPort): void {
    if (dropped > 0) {
      options.logger.warn(DEFERRED_TRACKING_DROPPED, { dropped });
      dropped = 0;
    }
    for (const event of queue.splice(0)) port.track(event);
    // Only now do later events skip the queue, so none overtakes a waiting one.
    ready = port;
  }

  return {
    track(event: TrackingEvent): void {
      if (ready) {
        ready.track(event);
        return;
      }
      queue.push(event);
      if (queue.length > max) {
        queue.shift();
        dropped += 1;
      }
      loader.get().then(flush, () => undefined);
    },
  };
}
