export { createBrowserAdapters } from './browserAdapters';
export type { Adapters } from './browserAdapters';
export { createBrowserSessionAdapters } from './browserSessionAdapters';
export type { SessionAdapters } from './browserSessionAdapters';
export { createBrowserJourneyAdapters } from './browserJourneyAdapters';
export type { JourneyAdapters } from './browserJourneyAdapters';
export type { AdaptersConfig } from './config';
export { createLoneCrossTabChannel, createNodeAdapters, noopTracking } from './nodeAdapters';
export type { NodeAdapters } from './nodeAdapters';
