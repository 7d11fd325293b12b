export { MemoryStorage, createMemoryStoragePorts } from './memoryStorage';
