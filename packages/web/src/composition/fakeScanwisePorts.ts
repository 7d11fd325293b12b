import {
  FakeBroadcastHub,
  FakeCardPayment,
  FakeClock,
  FakeDicomInspector,
  FakeErrorReporting,
  FakeHttp,
  FakeHubConnectionFactory,
  FakeIdentity,
  FakePrivacySignal,
  FakeTracking,
  FakeUploadPort,
  RecordingLogger,
  createMemoryStoragePorts,
} from '@scanwise/core/testing';
import type { UploadFile } from '@scanwise/core';
import type { ScanwisePorts } from './scanwisePorts';

/** The fake ports with their concrete types, so a test can drive the clock or read the log. */
export interface FakeScanwisePorts extends ScanwisePorts {
  readonly clock: FakeClock;
  readonly logger: RecordingLogger;
  readonly http: FakeHttp;
  readonly identity: FakeIdentity;
  readonly hubs: FakeHubConnectionFactory;
  readonly payment: FakeCardPayment;
  readonly errorReporting: FakeErrorReporting;
  readonly tracking: FakeTracking;
  /** The browser's Global Privacy Control: off until a test or story sets it. */
  readonly privacySignal: FakePrivacySignal;
  /** The mammography upload port: each started upload is a run the test drives. */
  readonly uploadPort: FakeUploadPort;
  readonly dicomInspector: FakeDicomInspector;
}

/** A browser File as an UploadFile, as the browser adapter makes it (bytes read on demand). */
function fakeUploadFileFrom(file: File): UploadFile {
  return {
    name: file.name,
    size: file.size,
    type: file.type,
    source: file,
    read: async (start, end) => new Uint8Array(await file.slice(start, end).arrayBuffer()),
  };
}

/**
 * Every port on the fakes of `@scanwise/core/testing`: nothing leaves the process and time moves
 * only when the test advances the clock. Stories and component tests put the platform's own
 * ports over these (test/platform/platformPorts.ts); the container's wiring tests use them as
 * they are.
 */
export function createFakeScanwisePorts(): FakeScanwisePorts {
  const clock = new FakeClock();
  const uploadPort = new FakeUploadPort();
  const dicomInspector = new FakeDicomInspector();
  return {
    clock,
    logger: new RecordingLogger(),
    storage: createMemoryStoragePorts(),
    http: new FakeHttp(),
    identity: new FakeIdentity({
      clock,
      accounts: [{ username: 'demo@example.com', password: 'Demo-password-1' }],
    }),
    hubs: new FakeHubConnectionFactory(),
    broadcast: new FakeBroadcastHub().channel(),
    payment: new FakeCardPayment(),
    errorReporting: new FakeErrorReporting(),
    tracking: new FakeTracking(),
    privacySignal: new FakePrivacySignal(),
    uploadPort,
    dicomInspector,
    mammoUploadAdapters: () =>
      Promise.resolve({
        uploads: uploadPort,
        inspector: dicomInspector,
        fileFrom: fakeUploadFileFrom,
      }),
  };
}
