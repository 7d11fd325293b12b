// The Node entry: what a headless script needs (no DOM-only adapters).
export { systemClock } from './clock';
export * from './http';
export * from './identity';
export * from './logger';
export * from './realtime';
export { MemoryStorage, createMemoryStoragePorts } from './storage';
export { createOfflineTestCardPayment } from './payment';
export {
  createLoneCrossTabChannel,
  createNodeAdapters,
  noopTracking,
} from './presets/nodeAdapters';
export type { NodeAdapters } from './presets/nodeAdapters';
export type { Adapters } from './presets/browserAdapters';
export type { AdaptersConfig } from './presets/config';
export * from './upload';
export { createFileTusUrlStorage } from './upload/fileTusUrlStorage';
export { uploadFileFromBytes } from './upload/nodeUploadFile';
