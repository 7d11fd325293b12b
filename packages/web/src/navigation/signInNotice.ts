/**
 * Why the navigation guard sent the member to sign-in, carried in the navigation's state: an
 * account without a phone number is signed out. Every other sign-out's reason is the session's
 * own (`AuthState.signOutNotice`).
 */
export type SignInNotice = 'phoneMissing';

export interface SignInLocationState {
  readonly signInNotice?: SignInNotice;
}

/** Reads the notice from a location's state (anything else in the state is ignored). */
export function signInNoticeOf(state: unknown): SignInNotice | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as Record<string, unknown>)['signInNotice'];
  return notice === 'phoneMissing' ? notice : undefined;
}
