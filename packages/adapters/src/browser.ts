// The browser entry: everything but the Node-only HTTP adapter (undici).
export * from './broadcast';
export * from './clock';
export * from './errorReporting';
// Straight from the modules, not the http index: the index also re-exports undici's adapter.
export { HttpTransportError, isHttpTransportError } from './http/errors';
export type { HttpTransportErrorCode } from './http/errors';
export { createFetchHttp } from './http/fetchHttp';
export type { FetchHttpOptions } from './http/fetchHttp';
export * from './identity';
export * from './logger';
export * from './payment';
export * from './privacySignal';
export { createBrowserAdapters } from './presets/browserAdapters';
export type { Adapters } from './presets/browserAdapters';
export { createBrowserSessionAdapters } from './presets/browserSessionAdapters';
export type { SessionAdapters } from './presets/browserSessionAdapters';
export { createBrowserJourneyAdapters } from './presets/browserJourneyAdapters';
export type { JourneyAdapters } from './presets/browserJourneyAdapters';
export type { AdaptersConfig } from './presets/config';
export * from './realtime';
export * from './storage';
export * from './tracking';
export * from './upload';
