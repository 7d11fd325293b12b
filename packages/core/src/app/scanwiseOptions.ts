import type {
  CardPaymentPort,
  Clock,
  CrossTabChannel,
  ErrorReportingPort,
  HttpPort,
  HubConnectionFactory,
  IdentityPort,
  Logger,
  PrivacySignalPort,
  StoragePorts,
  TrackingPort,
} from '../ports';
import type { AppLocale } from '../schemas';

/** Every port the core needs; adapters build them (browser or Node presets), tests use fakes. */
export interface ScanwisePorts {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storage: StoragePorts;
  readonly http: HttpPort;
  readonly identity: IdentityPort;
  readonly hubs: HubConnectionFactory;
  readonly payment: CardPaymentPort;
  /** Cross-tab presence; without it (Node scripts) the multi-tab handoff is off. */
  readonly broadcast?: CrossTabChannel;
  readonly tracking?: TrackingPort;
  readonly errorReporting?: ErrorReportingPort;
  /** The browser's privacy signals (Global Privacy Control); without it (Node scripts), none. */
  readonly privacySignal?: PrivacySignalPort;
}

export interface ScanwiseConfig {
  /** Absolute base of the platform API (REST and hubs), e.g. http://localhost:4000. */
  readonly apiBaseUrl: string;
  /** Base of the identity authority's calls (the logout call); default `apiBaseUrl`. */
  readonly identityBaseUrl?: string;
  /** 'production' turns on tracking and the server conversion. */
  readonly environment: string;
  /** The app's origin, for the conversion's page URL; default `apiBaseUrl`. */
  readonly siteOrigin?: string;
  /** This tab's id for the multi-tab handoff (random per page load in browsers). */
  readonly tabId?: string;
  /** The session flag that turns tracking on outside production. */
  readonly readTrackingSessionFlag?: () => boolean;
  /**
   * The app's locale when it is fixed for the page's life (a web app's URL prefix): consent's
   * rule applies from the first page view. Without it, `consent.setLocale` says it.
   */
  readonly locale?: AppLocale;
  /** The member's IANA time zone (browsers: Intl). Default 'UTC'. */
  readonly currentTimeZone?: () => string;
  /** Activity events (pointer, key, scroll) for the idle logout; without it the host reports. */
  readonly activitySource?: (onActivity: () => void) => () => void;
}

export interface CreateScanwiseCoreOptions {
  readonly ports: ScanwisePorts;
  readonly config: ScanwiseConfig;
}

/**
 * The ports of the session part: all but the realtime hubs and card payment, which only the
 * journeys use (an app can create those with the journeys).
 */
export type SessionPorts = Omit<ScanwisePorts, 'hubs' | 'payment'>;

/** The options of {@link createSessionCore}: any `CreateScanwiseCoreOptions` will do. */
export interface CreateSessionCoreOptions {
  readonly ports: SessionPorts;
  readonly config: ScanwiseConfig;
}
