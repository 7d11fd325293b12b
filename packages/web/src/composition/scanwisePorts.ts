import type {
  CardPaymentPort,
  Clock,
  CrossTabChannel,
  ErrorReportingPort,
  HttpPort,
  HubConnectionFactory,
  IdentityPort,
  Logger,
  StoragePorts,
  TrackingPort,
} from '@scanwise/core';
import type { MammoUploadAdaptersLoader } from './mammoUploads';

/**
 * Every port the app is built on. `createBrowserAdapters` gives the real ones; stories and tests
 * pass the fakes of `@scanwise/core/testing` (see `createFakeScanwisePorts`).
 */
export interface ScanwisePorts {
  readonly clock: Clock;
  readonly logger: Logger;
  readonly storage: StoragePorts;
  readonly http: HttpPort;
  readonly identity: IdentityPort;
  readonly hubs: HubConnectionFactory;
  readonly broadcast: CrossTabChannel;
  readonly payment: CardPaymentPort;
  readonly errorReporting: ErrorReportingPort;
  readonly tracking: TrackingPort;
  /** The upload and DICOM ports of mammography uploads, loaded when the upload screen opens. */
  readonly mammoUploadAdapters: MammoUploadAdaptersLoader;
}
