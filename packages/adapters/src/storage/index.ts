// The memory storage is the core's one definition; adapters users find it here too.
export { MemoryStorage, createMemoryStoragePorts } from '@scanwise/core';
export { WebStorage, createWebStoragePorts } from './webStorage';
export type { WebStorageKind } from './webStorage';
