export { MemoryStorage, createMemoryStoragePorts } from './memoryStorage';
export { WebStorage, createWebStoragePorts } from './webStorage';
export type { WebStorageKind } from './webStorage';
