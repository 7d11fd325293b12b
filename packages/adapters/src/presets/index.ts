export { createBrowserAdapters } from './browserAdapters';
export type { Adapters } from './browserAdapters';
export type { AdaptersConfig } from './config';
export { createLoneCrossTabChannel, createNodeAdapters, noopTracking } from './nodeAdapters';
export type { NodeAdapters } from './nodeAdapters';
