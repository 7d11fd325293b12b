import { CONSTANTS } from '../config';
import type { SignedInUser } from '../ports';
import { isSignedInUserExpired } from './accessTokenValidity';

/**
 * What one periodic renewal check ("Renewal check interval | 2 min") decides about the signed-in
 * user's access token:
 * - `renew`: the token is inside the expiring notice and nothing is renewing it: renew silently.
 * - `fresh`: the token is not yet inside the expiring notice; the provider's own schedule renews it.
 * - `inFlight`: a renewal is already under way (or its retry is pending); a second one would
 *   spend the same rotated refresh token twice.
 * - `expired`: the token has expired; "an expired access token triggers logout", so the check
 *   leaves it to the expiry rule and does not renew it.
 */
export type RenewalCheckDecision = 'renew' | 'fresh' | 'inFlight' | 'expired';

/** What one renewal check looks at. */
export interface RenewalCheckInput {
  /** The signed-in user's token expiry, seconds since the epoch (as `SignedInUser`). */
  readonly expiresAt: SignedInUser['expiresAt'];
  /** The clock's time, epoch ms. */
  readonly nowMs: number;
  /** A renewal is under way or its retry is pending. */
  readonly renewalInFlight: boolean;
  /** How long before expiry a token counts as expiring; the spec's 60 s unless set. */
  readonly expiringNoticeMs?: number;
}

/**
 * The rule of the periodic renewal check: a token whose scheduled renewal was missed (a device
 * that slept, a throttled background tab, a renewal that failed) and that is now within the
 * expiring notice ("Access-token expiring notice | 60 s before expiry") is renewed, once.
 */
export function decideRenewalCheck(input: RenewalCheckInput): RenewalCheckDecision {
  const { expiresAt, nowMs, renewalInFlight } = input;
  if (isSignedInUserExpired({ expiresAt }, nowMs)) return 'expired';
  if (renewalInFlight) return 'inFlight';
  const noticeMs = input.expiringNoticeMs ?? CONSTANTS.accessTokenExpiringNotice;
  return nowMs >= expiresAt * 1000 - noticeMs ? 'renew' : 'fresh';
}
