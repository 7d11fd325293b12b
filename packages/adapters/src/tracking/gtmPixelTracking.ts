import type { Clock, Logger, TrackingEvent, TrackingPort } from '@scanwise/core';
import { CONSTANTS } from '@scanwise/core';

export const NO_PIXEL_IDS_MESSAGE = 'No pixel ids have been configured';

/** An advertising pixel fired as a request: an id and how an event becomes its request URL. */
export interface FramePixelDefinition {
  readonly name: string;
  readonly id: string | undefined;
  /** The URL a hidden frame loads for an event; null skips the event for this pixel. */
  readonly url: (id: string, event: TrackingEvent) => string | null;
}

/**
 * An advertising pixel its vendor documents as a script: a command queue on `window`, then the
 * vendor's script, loaded once with the first event (consent gates events in the core).
 */
export interface ScriptPixelDefinition {
  readonly name: string;
  readonly id: string | undefined;
  /** Sets up the vendor's queue and adds its script; called once, with the first event. */
  readonly install: (win: Window, id: string) => void;
  /** Hands one event to the vendor's queue. */
  readonly fire: (win: Window, event: TrackingEvent) => void;
}

/** One advertising pixel. */
export type PixelDefinition = FramePixelDefinition | ScriptPixelDefinition;

/** The TikTok pixel's script (its documented base code loads it with `sdkid` and `lib`). */
export const TIKTOK_PIXEL_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** The methods of the TikTok pixel's command queue, as its base code stubs them. */
const TIKTOK_QUEUE_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
] as const;

/** The TikTok pixel's queue on `window.ttq` (calls wait in it until the script takes them). */
export type TiktokQueue = unknown[] & Record<string, unknown>;

/**
 * TikTok's base code, written out: `window.ttq` is an array that records each method call until
 * the script replaces it, and `load(id)` adds the script for the pixel id.
 */
function installTiktokQueue(win: Window, id: string): void {
  const host = win as Window & { TiktokAnalyticsObject?: string; ttq?: TiktokQueue };
  host.TiktokAnalyticsObject = 'ttq';
  const ttq: TiktokQueue = (host.ttq ??= [] as unknown as TiktokQueue);
  for (const method of TIKTOK_QUEUE_METHODS) {
    ttq[method] ??= (...args: unknown[]) => {
      ttq.push([method, ...args]);
    };
  }
  const document = win.document;
  if (!document?.head) return;
  const script = document.createElement('script');
  script.async = true;
  script.src = `${TIKTOK_PIXEL_SCRIPT}?sdkid=${encodeURIComponent(id)}&lib=ttq`;
  document.head.appendChild(script);
}

/**
 * An event for TikTok: page views as `page()`, the rest as `track(name, properties, options)`.
 * Conversions carry their event id as TikTok's `event_id` (the ad platform de-duplicates with the
 * server conversion) and their flat, non-identifying values; nothing else is sent (no `identify`).
 */
function fireTiktok(win: Window, event: TrackingEvent): void {
  const ttq = (win as Window & { ttq?: TiktokQueue }).ttq;
  if (!ttq) return;
  const call = (method: 'page' | 'track', ...args: unknown[]): void => {
    const fn = ttq[method];
    if (typeof fn === 'function') (fn as (...a: unknown[]) => void).apply(ttq, args);
  };
  if (event.type === 'pageView') {
    call('page');
    return;
  }
  if (event.type === 'bookingStage') {
    call('track', event.stage);
    return;
  }
  const { eventId, ...properties } = event.data ?? {};
  call(
    'track',
    tiktokEventName(event.name),
    properties,
    ...(typeof eventId === 'string' ? [{ event_id: eventId }] : []),
  );
}

/** TikTok's standard event names where they differ from the app's (Meta's) conversion names. */
function tiktokEventName(name: string): string {
  return name === 'Purchase' ? 'CompletePayment' : name;
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
    { name: 'tiktok', id: ids.tiktok, install: installTiktokQueue, fire: fireTiktok },
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
 * then the tag manager's script is added once, and each script pixel (TikTok's, as its base code
 * does) sets up its queue and adds its script once. Request pixels (Meta's) go through hidden
 * frames that are cleaned up (section 9): polled up to 20 times every 100 ms until loaded, then
 * removed 200 ms later (or when the polls run out). With no
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

  // Nothing is loaded now: the tag manager and the script pixels come with the first event the
  // core lets through.
  const installed = new Set<ScriptPixelDefinition>();
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
          if ('url' in pixel) {
            const url = pixel.url(pixel.id, event);
            if (url !== null) firePixel(url);
          } else if (win) {
            if (!installed.has(pixel)) {
              installed.add(pixel);
              pixel.install(win, pixel.id);
            }
            pixel.fire(win, event);
          }
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
