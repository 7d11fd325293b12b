// Adapters implement @scanwise/core's ports on real libraries. Imports flow web -> adapters -> core.
// Browser bundles should prefer '@scanwise/adapters/browser' (no undici); Node scripts may use
// '@scanwise/adapters/node'. This entry exports everything.
export * from './broadcast';
export * from './clock';
export * from './errorReporting';
export * from './http';
export * from './identity';
export * from './logger';
export * from './payment';
export * from './presets';
export * from './privacySignal';
export * from './realtime';
export * from './storage';
export * from './tracking';
export * from './upload';
export { createFileTusUrlStorage } from './upload/fileTusUrlStorage';
export { uploadFileFromBytes } from './upload/nodeUploadFile';
