// The browser entry: everything but the Node-only HTTP adapter (undici).
export * from './broadcast';
export * from './clock';
export * from './errorReporting';
export { HttpTransportError, createFetchHttp, isHttpTransportError } from './http/index';
export type { FetchHttpOptions, HttpTransportErrorCode } from './http/index';
export * from './identity';
export * from './logger';
export * from './payment';
export { createBrowserAdapters } from './presets/browserAdapters';
export type { Adapters } from './presets/browserAdapters';
export type { AdaptersConfig } from './presets/config';
export * from './realtime';
export * from './storage';
export * from './tracking';
export * from './upload';
