import type { SignedInUser } from '../ports';

/**
 * True when the user's access token has expired at `nowMs` (`expiresAt` is in seconds). The
 * instant of expiry counts as expired, as in the HTTP client's bearer check.
 */
export function isSignedInUserExpired(
  user: Pick<SignedInUser, 'expiresAt'>,
  nowMs: number,
): boolean {
  return !Number.isFinite(user.expiresAt) || nowMs >= user.expiresAt * 1000;
}

/**
 * "The hubs use the access token, which is empty if the user is missing or expired": the token
 * when present and unexpired, otherwise undefined.
 */
export function validAccessToken(
  user: SignedInUser | null | undefined,
  nowMs: number,
): string | undefined {
  if (!user || !user.accessToken || isSignedInUserExpired(user, nowMs)) return undefined;
  return user.accessToken;
}
