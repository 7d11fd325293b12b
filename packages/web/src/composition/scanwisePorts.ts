import type { ScanwisePorts as CorePorts, SessionPorts } from '@scanwise/core';
import type { MammoUploadAdaptersLoader } from './mammoUploads';

/**
 * The ports of the app's session part: the core's session ports, with the ones optional for Node
 * scripts (cross-tab broadcast, tracking, error reporting, the privacy signal) required in the
 * browser, plus the upload adapters. `createBrowserSessionAdapters` gives the real ones.
 */
export type SessionScanwisePorts = SessionPorts &
  Required<Pick<CorePorts, 'broadcast' | 'tracking' | 'errorReporting' | 'privacySignal'>> & {
    /** The upload and DICOM ports of mammography uploads, loaded when the upload screen opens. */
    readonly mammoUploadAdapters: MammoUploadAdaptersLoader;
  };

/**
 * The ports only the journeys use: the realtime hubs and card payment. The browser creates them
 * with the journeys (`createBrowserJourneyAdapters`, a chunk of its own).
 */
export type JourneyPorts = Pick<CorePorts, 'hubs' | 'payment'>;

/**
 * Every port the app is built on. Stories and tests pass the fakes of `@scanwise/core/testing`
 * (see `createFakeScanwisePorts`).
 */
export type ScanwisePorts = SessionScanwisePorts & JourneyPorts;
