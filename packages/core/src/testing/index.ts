export { FakeClock, flushPromises } from './fakeClock';
export { MemoryStorage, createMemoryStoragePorts } from './memoryStorage';
