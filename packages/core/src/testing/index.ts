/**
 * @scanwise/core/testing: fakes of every port, each behaving like the real thing within its
 * contract, so the core runs headless in Node and in tests.
 */
export { FakeClock, flushPromises } from './fakeClock';
export { MemoryStorage, createMemoryStoragePorts } from '../storage';
export {
  FakeBroadcastHub,
  FakeCrossTabChannel,
  createFakeTabs,
  type FakeBroadcastHubOptions,
  type FakeTab,
  type FakeTabs,
} from './fakeBroadcast';
export {
  FakeIdentity,
  FakeIdentityError,
  type FakeAccount,
  type FakeIdentityFailureMode,
  type FakeIdentityOptions,
  type FakeRedirect,
  type FakeRenewal,
} from './fakeIdentity';
export {
  FakeAbortError,
  FakeHttp,
  FakeNetworkError,
  type FakeHttpContext,
  type FakeHttpHandler,
  type FakeHttpOptions,
  type FakeHttpReply,
} from './fakeHttp';
export {
  FAKE_HUB_ERRORS,
  FakeHubConnection,
  FakeHubConnectionFactory,
  type FakeHubConfig,
  type FakeHubMethodHandler,
  type FakeInvocation,
} from './fakeHub';
export { FakePrivacySignal } from './fakePrivacySignal';
export { FakeTracking } from './fakeTracking';
export {
  FakeErrorReporting,
  type CapturedReport,
  type FakeErrorReportingOptions,
} from './fakeErrorReporting';
export {
  FakeCardField,
  FakeCardPayment,
  TEST_CARDS,
  typedTestCard,
  type FakeCard,
  type FakePaymentAttempt,
} from './fakeCardPayment';
export { RecordingLogger, type LogEntry, type LogLevel } from './recordingLogger';
export {
  FakeDicomInspector,
  FakeUploadPort,
  FakeUploadRun,
  createMemoryUploadFile,
  fakeDicomBytes,
  type FakeUploadRunState,
} from './fakeUpload';
