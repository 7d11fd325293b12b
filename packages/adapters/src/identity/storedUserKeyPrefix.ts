/**
 * The start of every key under which oidc-client-ts keeps a signed-in user: its user store writes
 * `user:{authority}:{client}`, behind the `oidc.` prefix the identity adapter gives its stores.
 * The one place the app names it: the kinds' keys (storedUser.ts), the stored-session answers
 * (storedSessions.ts) and the preload script of the web app's index.html (its build injects this
 * value) derive from it. A module of its own, importing nothing, so that build reads it alone.
 */
export const STORED_USER_KEY_PREFIX = 'oidc.user:';
