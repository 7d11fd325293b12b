import type { SessionCalls } from '../api';
import type { ArrivalAttribution } from '../attribution';
import type { BookingStateStore } from '../booking';
import type { ConsentService } from '../consent';
import type { ErrorReportingService } from '../errorReporting';
import type { AuthService } from '../session';
import type { TrackingService } from '../tracking';
import type { ScanwiseConfig, ScanwisePorts } from './scanwiseOptions';

/**
 * What the app reports about a visit, and the visitor's say in it: page views and conversions,
 * the arrival's UTM values sent to the member, error reports, and the consent that gates the
 * tracking. None of it is needed to paint a page, so a browser app loads it after the first.
 */
export interface SessionReporting {
  readonly tracking: TrackingService;
  /** Consent to advertising tags (the banner and Account's privacy section); gates `tracking`. */
  readonly consent: ConsentService;
  readonly errorReporting: ErrorReportingService;
  /** The arrival's UTM values, sent to the member once one exists (and consent allows). */
  readonly attribution: ArrivalAttribution;
  /** Stops following the session. */
  dispose(): void;
}

/** What the reporting works on: the session part's own services and ports. */
export interface SessionReportingDependencies {
  readonly ports: Pick<
    ScanwisePorts,
    'clock' | 'logger' | 'storage' | 'tracking' | 'errorReporting' | 'privacySignal'
  >;
  readonly config: Pick<
    ScanwiseConfig,
    'apiBaseUrl' | 'environment' | 'siteOrigin' | 'readTrackingSessionFlag' | 'locale'
  >;
  readonly auth: AuthService;
  /** The booking state, where the arrival's UTM values wait for a member. */
  readonly booking: BookingStateStore;
  /** The session's calls: the server conversion goes through them. */
  readonly sessionApi: Pick<SessionCalls, 'sendMetaConversion'>;
}

/** Makes the session's reporting ({@link createSessionReporting} is the core's). */
export type SessionReportingFactory = (
  dependencies: SessionReportingDependencies,
) => SessionReporting;
