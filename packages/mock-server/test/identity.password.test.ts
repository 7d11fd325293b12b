import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePayload,
  passwordGrant,
  startIdentity,
  WEB_ORIGIN,
  type Harness,
} from '../src/identity/testing.js';

let h: Harness;
beforeAll(async () => {
  h = await startIdentity();
});
afterAll(async () => {
  await h.close();
});

describe('password grant (members authority)', () => {
  it('returns access, id and refresh tokens for the right password', async () => {
    const { status, body } = await passwordGrant(h.origin, 'ada@example.com', 'correct horse');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      token_type: 'Bearer',
      scope: 'openid offline_access profile roles',
    });
    expect(typeof body['access_token']).toBe('string');
    expect(typeof body['refresh_token']).toBe('string');
    expect(body['expires_in']).toBeGreaterThan(0);
    const idToken = decodePayload(body['id_token'] as string);
    expect(idToken).toMatchObject({
      iss: `${h.origin}/members`,
      aud: 'scanwise-web',
      sub: 'm-ada',
      email: 'ada@example.com',
      role: 'Member',
      IsPartial: false,
    });
    const verified = await h.identity.verifyAccessToken(body['access_token'] as string);
    expect(verified).toMatchObject({ sub: 'm-ada', authority: 'members' });
    expect(verified?.scope).toContain('openid');
  });

  it('answers 400 invalid_grant for a wrong password', async () => {
    const { status, body } = await passwordGrant(h.origin, 'ada@example.com', 'wrong');
    expect(status).toBe(400);
    expect(body['error']).toBe('invalid_grant');
  });

  it('puts a list role in the id token as a list', async () => {
    const { body } = await passwordGrant(h.origin, 'grace@example.com', 'hopper!');
    expect(decodePayload(body['id_token'] as string)['role']).toEqual(['Member', 'Beta']);
  });

  it('refuses staff credentials on the members password grant', async () => {
    const { status } = await passwordGrant(h.origin, 'sam.staff@example.com', 'staff-pass');
    expect(status).toBe(400);
  });

  it('answers CORS for the web origin on the token response itself', async () => {
    const response = await fetch(`${h.origin}/members/connect/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: WEB_ORIGIN },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'scanwise-web',
        username: 'x@example.com',
        password: 'y',
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    // discovery and jwks are public (any origin); the token endpoint only answers the app
    const other = await fetch(`${h.origin}/members/connect/token`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'http://elsewhere.example',
      },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: 'scanwise-web',
        username: 'ada@example.com',
        password: 'correct horse',
      }),
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers CORS for the web origin on the token endpoint', async () => {
    const response = await fetch(`${h.origin}/members/connect/token`, {
      method: 'OPTIONS',
      headers: { Origin: WEB_ORIGIN, 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  });
});
