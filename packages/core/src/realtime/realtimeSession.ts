/**
 * What the realtime service needs to know of the session. The session service lives in another
 * folder (core/src/session); this small local interface is what it must provide, so the two can
 * be wired by the app without the realtime folder depending on it.
 */
export interface RealtimeSession {
  /** A member is signed in (the root session's authenticated flag). */
  readonly signedIn: boolean;
  /** "the member's termsOfService value is set" (spec section 4). */
  readonly termsOfServiceAccepted: boolean;
  /** Whether the stored user and its access token are unexpired, read at the time of asking. */
  readonly tokenValid: () => boolean;
}

/** The session before anything is known: signed out. */
export const SIGNED_OUT_REALTIME_SESSION: RealtimeSession = Object.freeze({
  signedIn: false,
  termsOfServiceAccepted: false,
  tokenValid: () => false,
});

/**
 * "While logged out, the realtime connections for tasks and encounters are stopped. When the
 * member's termsOfService value is set, they start" (spec section 4).
 */
export function shouldRealtimeRun(session: RealtimeSession): boolean {
  return session.signedIn && session.termsOfServiceAccepted;
}
