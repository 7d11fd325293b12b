import { generateKeyPairSync, sign } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePayload,
  passwordGrant,
  startIdentity,
  TinyBrowser,
  WEB_ORIGIN,
  type Harness,
} from '../src/identity/testing.js';

// Tokens live a minute here: an access token's expiry is counted in whole seconds from its issue,
// so one that lived a second could expire between its issue and its check. The expiry test has an
// authority of its own whose tokens live one second.
const TOKEN_TTL_SECONDS = 60;
let h: Harness;
beforeAll(async () => {
  h = await startIdentity({ accessTokenTtlSeconds: TOKEN_TTL_SECONDS });
});
afterAll(async () => {
  await h.close();
});

const b64 = (value: unknown): string => Buffer.from(JSON.stringify(value)).toString('base64url');
const headerOf = (jwt: string): Record<string, unknown> =>
  JSON.parse(Buffer.from(jwt.split('.')[0] ?? '', 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;

async function tokensOf(email: string, password: string) {
  const { status, body } = await passwordGrant(h.origin, email, password);
  expect(status).toBe(200);
  return {
    accessToken: body['access_token'] as string,
    idToken: body['id_token'] as string,
    refreshToken: body['refresh_token'] as string,
    expiresIn: body['expires_in'] as number,
  };
}

async function refresh(refreshToken: string) {
  const response = await fetch(`${h.origin}/members/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'scanwise-web',
      refresh_token: refreshToken,
      environment: 'test',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('verifyAccessToken', () => {
  it('accepts a fresh token and reports its authority, scope and expiry', async () => {
    const { accessToken, expiresIn } = await tokensOf('ada@example.com', 'correct horse');
    expect(expiresIn).toBe(TOKEN_TTL_SECONDS);
    const payload = decodePayload(accessToken);
    expect(payload['aud']).toBe(h.identity.apiAudience);
    expect(h.identity.apiAudience).toBe(`${h.origin}/api`);
    expect(await h.identity.verifyAccessToken(accessToken)).toEqual({
      sub: 'm-ada',
      authority: 'members',
      scope: payload['scope'],
      exp: payload['exp'],
    });
  });

  it('refuses a tampered token', async () => {
    const { accessToken } = await tokensOf('ada@example.com', 'correct horse');
    const [header, , signature] = accessToken.split('.');
    const forged = `${header}.${b64({ ...decodePayload(accessToken), sub: 'm-grace' })}.${signature}`;
    expect(await h.identity.verifyAccessToken(forged)).toBeNull();
    expect(await h.identity.verifyAccessToken('not-a-jwt')).toBeNull();
  });

  it('refuses a token signed by another key, even with the right issuer and kid', async () => {
    const { accessToken } = await tokensOf('ada@example.com', 'correct horse');
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const input = `${b64(headerOf(accessToken))}.${b64(decodePayload(accessToken))}`;
    const forged = `${input}.${sign('sha256', Buffer.from(input), privateKey).toString('base64url')}`;
    expect(await h.identity.verifyAccessToken(forged)).toBeNull();
  });

  it("refuses a token of one authority presented as the other's", async () => {
    const { accessToken } = await tokensOf('ada@example.com', 'correct horse');
    const [header, , signature] = accessToken.split('.');
    const asObo = `${header}.${b64({ ...decodePayload(accessToken), iss: h.identity.issuers.obo })}.${signature}`;
    expect(await h.identity.verifyAccessToken(asObo)).toBeNull();
  });

  it('refuses an id token (wrong kind and audience)', async () => {
    const { idToken } = await tokensOf('ada@example.com', 'correct horse');
    expect(await h.identity.verifyAccessToken(idToken)).toBeNull();
  });

  it('refuses an expired token', async () => {
    const shortLived = await startIdentity({ accessTokenTtlSeconds: 1 });
    try {
      const { status, body } = await passwordGrant(
        shortLived.origin,
        'ada@example.com',
        'correct horse',
      );
      expect(status).toBe(200);
      expect(body['expires_in']).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(
        await shortLived.identity.verifyAccessToken(body['access_token'] as string),
      ).toBeNull();
    } finally {
      await shortLived.close();
    }
  });

  it('expireTokensOf fails existing access tokens; a refresh gives a working one', async () => {
    const { accessToken, refreshToken } = await tokensOf('grace@example.com', 'hopper!');
    h.identity.expireTokensOf('m-grace');
    expect(await h.identity.verifyAccessToken(accessToken)).toBeNull();
    const renewed = await refresh(refreshToken);
    expect(renewed.status).toBe(200);
    expect(
      await h.identity.verifyAccessToken(renewed.body['access_token'] as string),
    ).toMatchObject({
      sub: 'm-grace',
    });
  });

  it('revokeTokensOf fails access tokens and refresh tokens', async () => {
    const { accessToken, refreshToken } = await tokensOf('grace@example.com', 'hopper!');
    await h.identity.revokeTokensOf('m-grace');
    expect(await h.identity.verifyAccessToken(accessToken)).toBeNull();
    expect((await refresh(refreshToken)).body['error']).toBe('invalid_grant');
    // signing in again works
    const again = await tokensOf('grace@example.com', 'hopper!');
    expect(await h.identity.verifyAccessToken(again.accessToken)).not.toBeNull();
  });

  it('keeps the acting staff member through an on-behalf-of refresh', async () => {
    const browser = new TinyBrowser();
    const verifier = 'v'.repeat(43);
    const challenge = await crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(verifier))
      .then((digest) => Buffer.from(digest).toString('base64url'));
    const redirectUri = `${WEB_ORIGIN}/sign-in/callback/login/obo`;
    const authorize = new URL(`${h.origin}/obo/connect/authorize`);
    authorize.search = new URLSearchParams({
      client_id: 'scanwise-web',
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: 'openid offline_access profile roles',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      state: 's',
    }).toString();
    const page = await browser.request(authorize.href);
    const picker = await browser.submit(page, {
      email: 'sam.staff@example.com',
      password: 'staff-pass',
    });
    const done = await browser.submit(picker, { member: 'm-ada' });
    const code = new URL(done.location ?? '').searchParams.get('code') ?? '';
    const token = async (params: Record<string, string>) =>
      (await (
        await fetch(`${h.origin}/obo/connect/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ client_id: 'scanwise-web', ...params }),
        })
      ).json()) as Record<string, string>;
    const first = await token({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    });
    const second = await token({
      grant_type: 'refresh_token',
      refresh_token: first['refresh_token'] ?? '',
    });
    expect(await h.identity.verifyAccessToken(second['access_token'] ?? '')).toMatchObject({
      sub: 'm-ada',
      authority: 'obo',
      act: { sub: 's-sam' },
    });
    expect(decodePayload(second['id_token'] ?? '')['act']).toMatchObject({ sub: 's-sam' });
  });
});
