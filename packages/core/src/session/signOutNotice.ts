import type { LoggedOutReason, ScanwiseEventMap } from '../events';

/**
 * Why the member is signed out, as the sign-in page says it (docs/adr/0097):
 * - `signedOut`: the member signed out in this tab (or at the identity provider).
 * - `inactivity`: the inactivity logout, in this tab or another.
 * - `sessionExpired`: the session ended in this tab (the token expired, or the platform no longer
 *   accepted it).
 * - `signedOutElsewhere`: the member signed out in another tab of this browser.
 * - `sessionEndedElsewhere`: the session ended in another tab of this browser (expiry or a 401).
 */
export type SignOutNotice =
  'signedOut' | 'inactivity' | 'sessionExpired' | 'signedOutElsewhere' | 'sessionEndedElsewhere';

export const SIGN_OUT_NOTICES = [
  'signedOut',
  'inactivity',
  'sessionExpired',
  'signedOutElsewhere',
  'sessionEndedElsewhere',
] as const satisfies readonly SignOutNotice[];

const HERE: Readonly<Record<Exclude<LoggedOutReason, 'no-result'>, SignOutNotice>> = {
  logout: 'signedOut',
  inactivity: 'inactivity',
  expired: 'sessionExpired',
  unauthorized: 'sessionExpired',
};

const ELSEWHERE: Readonly<Record<Exclude<LoggedOutReason, 'no-result'>, SignOutNotice>> = {
  logout: 'signedOutElsewhere',
  inactivity: 'inactivity',
  expired: 'sessionEndedElsewhere',
  unauthorized: 'sessionEndedElsewhere',
};

/**
 * The notice a loggedOut event leaves for the sign-in page. "If no sign-in result comes back, the
 * user is logged out with no message": `no-result` has none.
 */
export function signOutNoticeOf(
  event: Pick<ScanwiseEventMap['loggedOut'], 'reason' | 'elsewhere'>,
): SignOutNotice | null {
  if (event.reason === 'no-result') return null;
  return (event.elsewhere === true ? ELSEWHERE : HERE)[event.reason];
}
