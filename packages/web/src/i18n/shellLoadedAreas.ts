import type { LazyArea } from './areaStrings';

/**
 * The areas the app's frame loads by itself on any page, whatever the route: the session's
 * (main.tsx, the idle warning) and the consent banner's. Their strings never join a screens'
 * chunk (build/routeChunks.ts), which the banner would then fetch on every page.
 */
export const SHELL_LOADED_AREAS: readonly LazyArea[] = ['session', 'consent'];
