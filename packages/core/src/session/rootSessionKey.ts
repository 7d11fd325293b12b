/**
 * Local-storage key of the persisted root state (`RootSessionStore`; handed over between tabs by
 * multiTab). On its own so the web build reads it without the store's schemas.
 */
export const ROOT_SESSION_STORAGE_KEY = 'scanwise.rootState';
