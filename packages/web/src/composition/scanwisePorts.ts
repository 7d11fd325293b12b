import type { ScanwisePorts as CorePorts } from '@scanwise/core';
import type { MammoUploadAdaptersLoader } from './mammoUploads';

/**
 * Every port the app is built on: the core's ports, with the ones optional for Node scripts
 * (cross-tab broadcast, tracking, error reporting) required in the browser, plus the upload
 * adapters. `createBrowserAdapters` gives the real ones; stories and tests pass the fakes of
 * `@scanwise/core/testing` (see `createFakeScanwisePorts`).
 */
export type ScanwisePorts = CorePorts &
  Required<Pick<CorePorts, 'broadcast' | 'tracking' | 'errorReporting'>> & {
    /** The upload and DICOM ports of mammography uploads, loaded when the upload screen opens. */
    readonly mammoUploadAdapters: MammoUploadAdaptersLoader;
  };
