import {
  FakeBroadcastHub,
  FakeCardPayment,
  FakeClock,
  FakeErrorReporting,
  FakeHttp,
  FakeHubConnectionFactory,
  FakeIdentity,
  FakeTracking,
  RecordingLogger,
  createMemoryStoragePorts,
} from '@scanwise/core/testing';
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
}

/**
 * Every port on the fakes of `@scanwise/core/testing`, for Storybook and component tests:
 * nothing leaves the process and time moves only when the test advances the clock.
 */
export function createFakeScanwisePorts(): FakeScanwisePorts {
  const clock = new FakeClock();
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
  };
}
