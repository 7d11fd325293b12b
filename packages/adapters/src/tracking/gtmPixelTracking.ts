import type { Clock, Logger, TrackingEvent, TrackingPort } from '@scanwise/core';
import { CONSTANTS } from '@scanwise/core';

export const NO_PIXEL_IDS_MESSAGE = 'No pixel ids have been configured';

/** One advertising pixel: an id and how an event becomes its request URL. */
export interface PixelDefinition {
  readonly name: string;
  readonly id: string | undefined;
  /** The URL a hidden frame loads for an event; null skips the event for this pixel. */
  readonly url: (id: string, event: TrackingEvent) => string | null;
}

/** The event name the pixels and the data layer use. */
export function eventName(event: TrackingEvent): string {
  switch (event.type) {
    case 'pageView':
      return 'PageView';
    case 'bookingStage':
      return event.stage;
    case 'custom':
      return event.name;
  }
}

/** The social pixels, ids from configuration (section 1: two social pixels). */
export function socialPixels(ids: {
  readonly meta?: string | undefined;
  readonly tiktok?: string | undefined;
}): PixelDefinition[] {
  return [
    {
      name: 'meta',
      id: ids.meta,
      url: (id, event) =>
        `https://www.facebook.com/tr?id=${encodeURIComponent(id)}&ev=${encodeURIComponent(eventName(event))}&noscript=1`,
    },
    {
      name: 'tiktok',
      id: ids.tiktok,
      url: (id, event) =>
        `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${encodeURIComponent(id)}&event=${encodeURIComponent(eventName(event))}`,
    },
  ];
}

type TrackingWindow = Window & { dataLayer?: unknown[] };

export interface TrackingOptions {
  readonly clock: Clock;
  readonly logger?: Logger;
  /**
   * Google Tag Manager container id; when set its script loads once, with the first event. The
   * core sends no event before consent, so no script element exists before it.
   */
  readonly gtmId?: string | undefined;
  readonly pixels?: readonly PixelDefinition[];
  /** The window to use (defaults to the global one; absent in Node: data layer only in memory). */
  readonly window?: TrackingWindow;
}

export interface GtmPixelTracking extends TrackingPort {
  /** The data layer pushed to (window.dataLayer). */
  readonly dataLayer: unknown[];
}

/** The data layer entry of an event. Paths are route patterns (core guarantees it). */
export function dataLayerEntry(event: TrackingEvent): Record<string, unknown> {
  switch (event.type) {
    case 'pageView':
      return { event: 'pageView', pagePath: event.pagePath };
    case 'bookingStage':
      return { event: 'bookingStage', stage: event.stage };
    case 'custom':
      return { event: event.name, ...(event.data ?? {}) };
  }
}

/**
 * The {@link TrackingPort} on Google Tag Manager's `window.dataLayer` and the social pixels.
 * Nothing loads and no request is made until the first event (consent gates events in the core):
 * then the tag manager's script is added once. Pixel requests go through hidden frames that are cleaned up (section 9): polled up to 20 times
 * every 100 ms until loaded, then removed 200 ms later (or when the polls run out). With no
 * pixel ids it logs 'No pixel ids have been configured' once. Scripts that cannot load degrade
 * quietly: the data layer keeps taking pushes.
 */
export function createGtmPixelTracking(options: TrackingOptions): GtmPixelTracking {
  const win: TrackingWindow | undefined =
    options.window ?? (globalThis as { window?: TrackingWindow }).window;
  const dataLayer: unknown[] = win ? (win.dataLayer ??= []) : [];
  const pixels = (options.pixels ?? []).filter(
    (pixel): pixel is PixelDefinition & { id: string } =>
      typeof pixel.id === 'string' && pixel.id !== '',
  );
  if (pixels.length === 0) options.logger?.info(NO_PIXEL_IDS_MESSAGE);

  // Nothing is loaded now: the tag manager comes with the first event the core lets through.
  let gtmLoaded = false;
  function loadGtmOnce(): void {
    if (gtmLoaded || !win || !options.gtmId) return;
    gtmLoaded = true;
    loadGtm(win, options.gtmId, dataLayer, options.clock, options.logger);
  }

  function firePixel(url: string): void {
    if (!win?.document?.body) return;
    const frame = win.document.createElement('iframe');
    frame.src = url;
    frame.title = 'tracking';
    frame.hidden = true;
    frame.setAttribute('aria-hidden', 'true');
    frame.tabIndex = -1;
    frame.style.display = 'none';
    let loaded = false;
    frame.addEventListener('load', () => (loaded = true));
    frame.addEventListener('error', () => (loaded = true));
    win.document.body.appendChild(frame);
    let polls = 0;
    const poll = (): void => {
      polls += 1;
      if (loaded || polls >= CONSTANTS.pixelCleanupPolls) {
        options.clock.schedule(() => frame.remove(), CONSTANTS.pixelFrameRemoveDelay);
        return;
      }
      options.clock.schedule(poll, CONSTANTS.pixelCleanupPollInterval);
    };
    options.clock.schedule(poll, CONSTANTS.pixelCleanupPollInterval);
  }

  return {
    dataLayer,
    track(event: TrackingEvent): void {
      try {
        loadGtmOnce();
      } catch (error) {
        options.logger?.debug('Google Tag Manager failed', { error: String(error) });
      }
      try {
        dataLayer.push(dataLayerEntry(event));
      } catch (error) {
        options.logger?.debug('Data layer push failed', { error: String(error) });
      }
      for (const pixel of pixels) {
        try {
          const url = pixel.url(pixel.id, event);
          if (url !== null) firePixel(url);
        } catch (error) {
          options.logger?.debug('Pixel failed', { pixel: pixel.name, error: String(error) });
        }
      }
    },
  };
}

function loadGtm(
  win: Window,
  gtmId: string,
  dataLayer: unknown[],
  clock: Clock,
  logger?: Logger,
): void {
  const document = win.document;
  if (!document?.head) return;
  dataLayer.push({ 'gtm.start': clock.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`;
  script.onerror = () => logger?.debug('Google Tag Manager could not load');
  document.head.appendChild(script);
}
