import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSTANTS, SECOND } from '../config';
import { decideRenewalCheck } from './renewalCheck';

const NOW = Date.UTC(2026, 0, 1, 9, 0, 0);
const NOTICE = CONSTANTS.accessTokenExpiringNotice;
/** A token expiring `inMs` after NOW, as the identity provider writes its expiry (seconds). */
const expiringIn = (inMs: number): number => (NOW + inMs) / 1000;

describe('renewal check: "Renewal check interval | 2 min" renews a token inside the "Access-token expiring notice | 60 s before expiry"', () => {
  it('a token inside the expiring notice, nothing renewing it: renew', () => {
    expect(
      decideRenewalCheck({ expiresAt: expiringIn(NOTICE), nowMs: NOW, renewalInFlight: false }),
    ).toBe('renew');
    expect(
      decideRenewalCheck({ expiresAt: expiringIn(SECOND), nowMs: NOW, renewalInFlight: false }),
    ).toBe('renew');
  });

  it('a token not yet inside the expiring notice is fresh: the provider renews it on schedule', () => {
    expect(
      decideRenewalCheck({
        expiresAt: expiringIn(NOTICE + SECOND),
        nowMs: NOW,
        renewalInFlight: false,
      }),
    ).toBe('fresh');
  });

  it('a renewal under way: never a second one', () => {
    expect(
      decideRenewalCheck({ expiresAt: expiringIn(SECOND), nowMs: NOW, renewalInFlight: true }),
    ).toBe('inFlight');
  });

  it('"An expired access token triggers logout": an expired token (or an unreadable expiry) is not renewed', () => {
    expect(
      decideRenewalCheck({ expiresAt: expiringIn(0), nowMs: NOW, renewalInFlight: false }),
    ).toBe('expired');
    expect(
      decideRenewalCheck({ expiresAt: expiringIn(-1 * SECOND), nowMs: NOW, renewalInFlight: true }),
    ).toBe('expired');
    expect(decideRenewalCheck({ expiresAt: Number.NaN, nowMs: NOW, renewalInFlight: false })).toBe(
      'expired',
    );
  });

  it('the notice can be set', () => {
    const input = { expiresAt: expiringIn(2 * NOTICE), nowMs: NOW, renewalInFlight: false };
    expect(decideRenewalCheck({ ...input, expiringNoticeMs: 2 * NOTICE })).toBe('renew');
    expect(decideRenewalCheck(input)).toBe('fresh');
  });

  it('property: renew exactly when the token is unexpired, within the notice and nothing is renewing', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10 * NOTICE, max: 10 * NOTICE }),
        fc.boolean(),
        (inMs, inFlight) => {
          const decision = decideRenewalCheck({
            expiresAt: expiringIn(inMs),
            nowMs: NOW,
            renewalInFlight: inFlight,
          });
          expect(decision === 'renew').toBe(inMs > 0 && inMs <= NOTICE && !inFlight);
        },
      ),
    );
  });
});
