import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SignedInUser } from '../ports';
import { isSignedInUserExpired, validAccessToken } from './accessTokenValidity';

const NOW = Date.UTC(2026, 0, 1, 9, 0, 0);
const user = (expiresAtMs: number, accessToken = 'token'): SignedInUser => ({
  idToken: 'id',
  accessToken,
  scope: 'openid',
  profile: { sub: 's' },
  expiresAt: expiresAtMs / 1000,
});

describe('access token validity: "empty if the user is missing or expired"', () => {
  it('a token before its expiry is valid; at and after expiry it is not', () => {
    expect(validAccessToken(user(NOW + 1), NOW)).toBe('token');
    expect(validAccessToken(user(NOW), NOW)).toBeUndefined();
    expect(isSignedInUserExpired(user(NOW), NOW)).toBe(true);
    expect(isSignedInUserExpired(user(NOW + 1000), NOW)).toBe(false);
  });

  it('no user, an empty token or an unreadable expiry: no token', () => {
    expect(validAccessToken(null, NOW)).toBeUndefined();
    expect(validAccessToken(undefined, NOW)).toBeUndefined();
    expect(validAccessToken(user(NOW + 1000, ''), NOW)).toBeUndefined();
    expect(validAccessToken({ ...user(NOW), expiresAt: Number.NaN }, NOW)).toBeUndefined();
  });

  it('property: the token is given exactly when now is before expiry', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (offsetMs) => {
        const expected = offsetMs > 0 ? 'token' : undefined;
        expect(validAccessToken(user(NOW + offsetMs), NOW)).toBe(expected);
      }),
    );
  });
});
