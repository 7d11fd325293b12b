// The Node entry: what a headless script needs (no DOM-only adapters). Straight from the modules
// where a folder's index also re-exports a browser library (Stripe), so Node never loads it.
export { systemClock } from './clock';
export * from './http';
export * from './identity';
export * from './logger';
export * from './realtime';
export { MemoryStorage, createMemoryStoragePorts } from '@scanwise/core';
export {
  CARD_FIELD_NEEDS_A_PAGE_MESSAGE,
  createUnavailableCardPayment,
} from './payment/unavailableCardPayment';
export {
  createLoneCrossTabChannel,
  createNodeAdapters,
  noopTracking,
} from './presets/nodeAdapters';
export type { NodeAdapters } from './presets/nodeAdapters';
export type { Adapters } from './presets/browserAdapters';
export type { SessionAdapters } from './presets/browserSessionAdapters';
export type { AdaptersConfig } from './presets/config';
export * from './upload';
export { createFileTusUrlStorage } from './upload/fileTusUrlStorage';
export { uploadFileFromBytes } from './upload/nodeUploadFile';
