export { FakeClock, flushPromises } from './fakeClock';
export { MemoryStorage, createMemoryStoragePorts } from './memoryStorage';
export {
  FakeBroadcastHub,
  FakeCrossTabChannel,
  createFakeTabs,
  type FakeBroadcastHubOptions,
  type FakeTab,
  type FakeTabs,
} from './fakeBroadcast';
export { RecordingLogger, type LogEntry, type LogLevel } from './recordingLogger';
