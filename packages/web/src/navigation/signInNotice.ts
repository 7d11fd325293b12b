/**
 * Why the app sent the member to sign-in, carried in the navigation's state: no phone number,
 * or a sign-out in another tab (by choice, or the session ended there: a 401 or expiry).
 */
export type SignInNotice = 'phoneMissing' | 'signedOutElsewhere' | 'sessionEndedElsewhere';

export interface SignInLocationState {
  readonly signInNotice?: SignInNotice;
}

/** Reads the notice from a location's state (anything else in the state is ignored). */
export function signInNoticeOf(state: unknown): SignInNotice | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const notice = (state as Record<string, unknown>)['signInNotice'];
  return notice === 'phoneMissing' ||
    notice === 'signedOutElsewhere' ||
    notice === 'sessionEndedElsewhere'
    ? notice
    : undefined;
}
