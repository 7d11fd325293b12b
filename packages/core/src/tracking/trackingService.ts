import type { Clock, Logger, TrackingEvent, TrackingPort } from '../ports';
import type { FunnelStage, MetaConversionEvent, MetaConversionEventName } from '../schemas';
import { UNTRACKED_ROUTE_PREFIXES, isUntrackedRoutePattern } from './untrackedRoutes';

/** The environment name that means production ("Tracking is on ... in production"). */
export const PRODUCTION_ENVIRONMENT = 'production';

export interface TrackingServiceOptions {
  readonly port: TrackingPort;
  /** The deployment environment; 'production' turns tracking on. */
  readonly environment: string;
  /** Reads the session flag that turns tracking on outside production (e.g. for QA). */
  readonly readSessionFlag: () => boolean;
  /**
   * The route pattern of a pathname, or undefined for an unknown path (then nothing is sent).
   * Use routing's `trackingPagePathFor` (patterns without optional markers).
   */
  readonly patternFor: (pathname: string) => string | undefined;
  /** For the conversion's event time. */
  readonly clock: Clock;
  /** The app's origin, e.g. https://app.scanwise.example: the conversion's page is origin + pattern. */
  readonly siteOrigin: string;
  /** Sends the server conversion (`MemberApi.sendMetaConversion`); resolves whether it was sent. */
  readonly sendConversion?: (event: MetaConversionEvent) => Promise<boolean>;
  /** Route prefixes with no tracking at all; default {@link UNTRACKED_ROUTE_PREFIXES}. */
  readonly untrackedRoutePrefixes?: readonly string[];
  /** Ids shared by the pixel event and the server conversion so the ad platform de-duplicates. */
  readonly createEventId?: () => string;
  readonly logger?: Logger;
  /**
   * The consent gate (consent's `ConsentService.isTrackingAllowed`), read on every event: while it
   * answers false nothing reaches the port, so the tag manager and the pixels are never loaded.
   * Absent: allowed (Node scripts, tests of the other gates).
   */
  readonly consentAllows?: () => boolean;
}

/** What a screen tells about a conversion; the rest (id, time, page) the service fills in. */
export interface TrackingConversionInput {
  readonly eventName: MetaConversionEventName;
  /** Purchase value in dollars (the Conversions API unit), with its currency. */
  readonly value?: number;
  readonly currency?: 'USD';
}

/** "Tracking is on when a session flag is true or in production." */
export function isTrackingEnabled(environment: string, sessionFlag: boolean): boolean {
  return sessionFlag || environment === PRODUCTION_ENVIRONMENT;
}

/** A pattern made safe for a page path: no query, no fragment, no optional marker. */
function cleanPattern(pattern: string): string {
  const bare = pattern.split(/[?#](?![/]|$)/, 1)[0] ?? '';
  return bare.replace(/\?(?=\/|$)/g, '');
}

/**
 * Advertising and analytics tracking over the {@link TrackingPort}. On when a session flag is
 * true or in production. Page views carry the route pattern, never ids or query values; report,
 * upload and questionnaire screens send nothing at all (not even events fired while on them);
 * the server conversion goes out in production only. Tracking never throws into the app.
 */
export class TrackingService {
  private readonly untrackedPrefixes: readonly string[];
  private readonly createEventId: () => string;
  private eventSerial = 0;
  /** The pattern of the page shown, or undefined while on an unknown or untracked page. */
  private currentPattern: string | undefined;
  private onUntrackedPage = false;
  private lastStage: FunnelStage | undefined;
  /** Whether the page view of the current page reached the port. */
  private currentPageSent = false;

  constructor(private readonly options: TrackingServiceOptions) {
    this.untrackedPrefixes = options.untrackedRoutePrefixes ?? UNTRACKED_ROUTE_PREFIXES;
    this.createEventId =
      options.createEventId ??
      (() => `evt_${options.clock.now().toString(36)}_${(++this.eventSerial).toString(36)}`);
  }

  /** Whether tracking is on now (the session flag is read each time: it can change). */
  isEnabled(): boolean {
    let flag = false;
    try {
      flag = this.options.readSessionFlag();
    } catch (error) {
      this.options.logger?.warn('Tracking session flag unreadable', { error: String(error) });
    }
    return isTrackingEnabled(this.options.environment, flag) && this.consentGiven();
  }

  /** The consent gate; an unreadable answer counts as a refusal (logged). */
  private consentGiven(): boolean {
    if (this.options.consentAllows === undefined) return true;
    try {
      return this.options.consentAllows();
    } catch (error) {
      this.options.logger?.warn('Tracking consent unreadable', { error: String(error) });
      return false;
    }
  }

  /**
   * Consent was just given: the page being shown, not counted while tracking was not allowed, is
   * counted now (and with it the tag manager loads). Returns whether a page view was sent.
   */
  sendPendingPageView(): boolean {
    if (this.currentPattern === undefined || this.currentPageSent) return false;
    this.currentPageSent = this.send({ type: 'pageView', pagePath: this.currentPattern });
    return this.currentPageSent;
  }

  /**
   * "Each route change sends a page-view event with the page path": the route pattern only.
   * Returns whether a page view was sent.
   */
  pageView(pathname: string): boolean {
    const found = this.options.patternFor(pathname.split(/[?#]/, 1)[0] ?? '');
    const pattern = found === undefined ? undefined : cleanPattern(found);
    this.onUntrackedPage =
      pattern === undefined || isUntrackedRoutePattern(pattern, this.untrackedPrefixes);
    this.currentPattern = this.onUntrackedPage ? undefined : pattern;
    this.currentPageSent = false;
    if (this.currentPattern === undefined) return false;
    this.currentPageSent = this.send({ type: 'pageView', pagePath: this.currentPattern });
    return this.currentPageSent;
  }

  /**
   * A booking funnel stage for the ads tracker, sent "as it changes": the same stage twice in a
   * row is sent once. (The server's own stage report is `MemberApi.reportBookingStage`.)
   */
  funnelStage(stage: FunnelStage): boolean {
    if (stage === this.lastStage) return false;
    const sent = this.send({ type: 'bookingStage', stage });
    if (sent) this.lastStage = stage;
    return sent;
  }

  /** A named event with flat, non-identifying data. */
  event(name: string, data?: Readonly<Record<string, string | number | boolean>>): boolean {
    return this.send({ type: 'custom', name, ...(data === undefined ? {} : { data }) });
  }

  /**
   * A conversion: the pixel event in the browser and, in production only, the server-side
   * conversion call with the same event id. The page is the site origin plus the route pattern.
   * Resolves whether the server conversion was sent; never rejects.
   */
  async conversion(input: TrackingConversionInput): Promise<boolean> {
    const pattern = this.currentPattern;
    if (pattern === undefined || !this.isEnabled()) return false;
    const eventId = this.createEventId();
    this.send({ type: 'custom', name: input.eventName, data: { eventId } });
    const { sendConversion, environment, siteOrigin, clock } = this.options;
    if (environment !== PRODUCTION_ENVIRONMENT || sendConversion === undefined) return false;
    const event: MetaConversionEvent = {
      eventName: input.eventName,
      eventId,
      eventTime: Math.floor(clock.now() / 1000),
      eventSourceUrl: `${siteOrigin.replace(/\/+$/, '')}${pattern}`,
      actionSource: 'website',
      ...(input.value === undefined ? {} : { value: input.value }),
      ...(input.currency === undefined ? {} : { currency: input.currency }),
    };
    try {
      return await sendConversion(event);
    } catch (error) {
      this.options.logger?.warn('Tracking conversion failed', { error: String(error) });
      return false;
    }
  }

  /**
   * A {@link TrackingPort} behind the same gates (on/off, untracked screens), for code that takes
   * a port, e.g. booking's `FunnelStageTracker`. Page views through it must already be patterns.
   */
  readonly gatedPort: TrackingPort = {
    track: (event: TrackingEvent): void => {
      this.send(event);
    },
  };

  private send(event: TrackingEvent): boolean {
    if (this.onUntrackedPage || !this.isEnabled()) return false;
    try {
      this.options.port.track(event);
      return true;
    } catch (error) {
      // A tracker (or a blocked script) failing must never break the page.
      this.options.logger?.warn('Tracking event failed', {
        type: event.type,
        error: String(error),
      });
      return false;
    }
  }
}
