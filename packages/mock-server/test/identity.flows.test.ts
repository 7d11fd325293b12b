import { OidcClient } from 'oidc-client-ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  decodePayload,
  MapStateStore,
  startIdentity,
  TinyBrowser,
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

const SCOPE = 'openid offline_access profile roles';

function membersClient(): OidcClient {
  return new OidcClient({
    authority: `${h.origin}/members`,
    client_id: 'scanwise-web',
    redirect_uri: `${WEB_ORIGIN}/sign-in/callback`,
    post_logout_redirect_uri: `${WEB_ORIGIN}/sign-out/callback`,
    response_type: 'code',
    response_mode: 'fragment',
    scope: SCOPE,
    stateStore: new MapStateStore(),
    extraTokenParams: { environment: 'test' },
  });
}

async function refreshDirectly(refreshToken: string): Promise<Response> {
  return fetch(`${h.origin}/members/connect/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: 'scanwise-web',
      refresh_token: refreshToken,
    }),
  });
}

/** Signs in through the real login form; returns the browser and the signin response. */
async function signInWithPassword(email: string, password: string) {
  const client = membersClient();
  const browser = new TinyBrowser();
  const request = await client.createSigninRequest({});
  const loginPage = await browser.request(request.url);
  expect(loginPage.status).toBe(200);
  expect(loginPage.html).toContain('<h1>Sign in</h1>');
  const done = await browser.submit(loginPage, { email, password });
  expect(done.location).toMatch(`${WEB_ORIGIN}/sign-in/callback#`);
  const response = await client.processSigninResponse(done.location ?? '');
  return { client, browser, response };
}

describe('members authority: code + PKCE through the login form (oidc-client-ts)', () => {
  it('discovery names the /connect endpoints and answers the web origin (CORS)', async () => {
    const response = await fetch(`${h.origin}/members/.well-known/openid-configuration`, {
      headers: { Origin: WEB_ORIGIN },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    const doc = (await response.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: `${h.origin}/members`,
      authorization_endpoint: `${h.origin}/members/connect/authorize`,
      token_endpoint: `${h.origin}/members/connect/token`,
      end_session_endpoint: `${h.origin}/members/connect/logout`,
      userinfo_endpoint: `${h.origin}/members/connect/userinfo`,
      jwks_uri: `${h.origin}/members/connect/jwks`,
    });
    expect(doc['grant_types_supported']).toContain('password');
    const jwks = await fetch(`${h.origin}/members/connect/jwks`, {
      headers: { Origin: WEB_ORIGIN },
    });
    expect(jwks.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
  });

  it('claims only identity paths under /members', async () => {
    expect((await fetch(`${h.origin}/members`)).status).toBe(404);
    expect(await (await fetch(`${h.origin}/members/tos`)).text()).toBe('not identity');
  });

  it('signs in, returns the profile claims, and the access token verifies', async () => {
    const { response } = await signInWithPassword('ada@example.com', 'correct horse');
    expect(response.profile).toMatchObject({
      sub: 'm-ada',
      email: 'ada@example.com',
      role: 'Member',
      IsPartial: false,
    });
    expect(response.refresh_token).toBeTruthy();
    const verified = await h.identity.verifyAccessToken(response.access_token);
    expect(verified).toMatchObject({ sub: 'm-ada', authority: 'members' });
    const userinfo = await fetch(`${h.origin}/members/connect/userinfo`, {
      headers: { Authorization: `Bearer ${response.access_token}`, Origin: WEB_ORIGIN },
    });
    expect(userinfo.status).toBe(200);
    expect(userinfo.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    expect(await userinfo.json()).toMatchObject({ sub: 'm-ada', role: 'Member' });
  });

  it('puts a list role in the id token as a list', async () => {
    const { response } = await signInWithPassword('grace@example.com', 'hopper!');
    expect(response.profile['role']).toEqual(['Member', 'Beta']);
  });

  it('prefills the e-mail from login_hint', async () => {
    const client = membersClient();
    const page = await new TinyBrowser().request(
      (await client.createSigninRequest({ login_hint: 'ada@example.com' })).url,
    );
    expect(page.html).toContain('value="ada@example.com"');
  });

  it('lets its pages post forms that end in a redirect to the app (form-action allows the web origin)', async () => {
    const page = await fetch(`${h.origin}/members/interaction/unknown-uid/extra/segments`);
    expect(page.status).toBe(404);
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`form-action 'self' ${new URL(WEB_ORIGIN).origin}`);
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('renders an accessible error page for a bad authorization request', async () => {
    const url = new URL(`${h.origin}/members/connect/authorize`);
    url.search = new URLSearchParams({
      client_id: 'scanwise-web',
      response_type: 'code',
      redirect_uri: 'http://evil.example/cb',
      scope: 'openid',
    }).toString();
    const page = await new TinyBrowser().request(url.href);
    expect(page.status).toBe(400);
    expect(page.html).toContain('<h1>Sign-in problem</h1>');
    expect(page.html).toContain('role="alert"');
    expect(page.html).not.toMatch(/<script|fonts\.googleapis/);
  });

  it('signs in silently (prompt=none) while the session lasts', async () => {
    const { client, browser } = await signInWithPassword('ada@example.com', 'correct horse');
    const silent = await browser.request(
      (await client.createSigninRequest({ prompt: 'none' })).url,
    );
    const response = await client.processSigninResponse(silent.location ?? '');
    expect(response.profile.sub).toBe('m-ada');
    const stranger = await new TinyBrowser().request(
      (await client.createSigninRequest({ prompt: 'none' })).url,
    );
    await expect(client.processSigninResponse(stranger.location ?? '')).rejects.toMatchObject({
      error: 'login_required',
    });
  });

  it('Cancel returns access_denied to the app', async () => {
    const client = membersClient();
    const browser = new TinyBrowser();
    const page = await browser.request((await client.createSigninRequest({})).url);
    const abort = /action="([^"]+\/abort)"/.exec(page.html)?.[1] ?? '';
    const cancelled = await browser.request(new URL(abort, page.url).href, { method: 'POST' });
    expect(cancelled.location).toMatch(`${WEB_ORIGIN}/sign-in/callback#`);
    await expect(client.processSigninResponse(cancelled.location ?? '')).rejects.toMatchObject({
      error: 'access_denied',
    });
  });

  it('shows the error on a wrong password and does not sign in', async () => {
    const client = membersClient();
    const browser = new TinyBrowser();
    const request = await client.createSigninRequest({});
    const page = await browser.request(request.url);
    const again = await browser.submit(page, { email: 'ada@example.com', password: 'nope' });
    expect(again.status).toBe(400);
    expect(again.html).toContain('role="alert"');
    expect(again.html).toContain('The email or password is incorrect.');
    expect(again.location).toBeUndefined();
  });

  it('refreshes with rotation: the old refresh token is refused afterwards', async () => {
    const { client, response } = await signInWithPassword('ada@example.com', 'correct horse');
    const first = response.refresh_token ?? '';
    const refreshed = await client.useRefreshToken({
      state: {
        refresh_token: first,
        session_state: null,
        profile: response.profile,
        scope: response.scope ?? SCOPE,
        id_token: response.id_token ?? '',
      },
    });
    expect(refreshed.access_token).not.toBe(response.access_token);
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(first);
    expect(await h.identity.verifyAccessToken(refreshed.access_token)).toMatchObject({
      sub: 'm-ada',
    });
    const reuse = await refreshDirectly(first);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('runs the password grant through oidc-client-ts', async () => {
    const client = membersClient();
    const response = await client.processResourceOwnerPasswordCredentials({
      username: 'ada@example.com',
      password: 'correct horse',
      skipUserInfo: true,
    });
    expect(response.profile).toMatchObject({ sub: 'm-ada', IsPartial: false });
    await expect(
      client.processResourceOwnerPasswordCredentials({
        username: 'ada@example.com',
        password: 'wrong',
        skipUserInfo: true,
      }),
    ).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('ends the session without a confirmation page and returns the state', async () => {
    const { client, browser, response } = await signInWithPassword(
      'ada@example.com',
      'correct horse',
    );
    const signout = await client.createSignoutRequest({
      id_token_hint: response.id_token ?? '',
      state: { from: 'test' },
    });
    const visit = await browser.request(signout.url);
    expect(visit.location).toMatch(`${WEB_ORIGIN}/sign-out/callback?state=`);
    const out = await client.processSignoutResponse(visit.location ?? '');
    expect(out.userState).toEqual({ from: 'test' });
    expect(browser.cookieNames()).not.toContain('sw_members_session');
    const refresh = await refreshDirectly(response.refresh_token ?? '');
    expect(refresh.status).toBe(400);
    // a new sign-in asks for the password again
    const again = await browser.request((await client.createSigninRequest({})).url);
    expect(again.html).toContain('<h1>Sign in</h1>');
  });

  it("accepts the app's fire-and-forget form-encoded logout with a bearer token (CORS)", async () => {
    const { client, browser, response } = await signInWithPassword(
      'ada@example.com',
      'correct horse',
    );
    const preflight = await fetch(`${h.origin}/members/connect/logout`, {
      method: 'OPTIONS',
      headers: {
        Origin: WEB_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    const logout = await fetch(`${h.origin}/members/connect/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        Origin: WEB_ORIGIN,
        Authorization: `Bearer ${response.access_token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ id_token_hint: response.id_token ?? '' }),
    });
    expect(logout.status).toBe(200);
    expect(logout.headers.get('access-control-allow-origin')).toBe(WEB_ORIGIN);
    // the id token's sid named the browser session: it ended, with its refresh token
    expect((await refreshDirectly(response.refresh_token ?? '')).status).toBe(400);
    const again = await browser.request((await client.createSigninRequest({})).url);
    expect(again.html).toContain('<h1>Sign in</h1>');
    // the browser's (now stale) session cookie still gets a direct redirect, no form page
    const signout = await client.createSignoutRequest({
      id_token_hint: response.id_token ?? '',
      state: 'late',
    });
    const late = await browser.request(signout.url);
    expect(late.location).toMatch(`${WEB_ORIGIN}/sign-out/callback?state=`);
  });

  it('ends a password-grant sign-in from its id token (no browser session)', async () => {
    const client = membersClient();
    const response = await client.processResourceOwnerPasswordCredentials({
      username: 'grace@example.com',
      password: 'hopper!',
      skipUserInfo: true,
    });
    const signout = await client.createSignoutRequest({
      id_token_hint: response.id_token ?? '',
      state: 'bye',
    });
    const visit = await new TinyBrowser().request(signout.url);
    expect(visit.location).toMatch(`${WEB_ORIGIN}/sign-out/callback?state=`);
    expect((await client.processSignoutResponse(visit.location ?? '')).userState).toBe('bye');
    expect((await refreshDirectly(response.refresh_token ?? '')).status).toBe(400);
  });
});

describe('members authority: social sign-in (idp=social)', () => {
  it('creates a partial member from the social e-mail', async () => {
    const client = membersClient();
    const browser = new TinyBrowser();
    const request = await client.createSigninRequest({ extraQueryParams: { idp: 'social' } });
    const page = await browser.request(request.url);
    expect(page.html).toContain('<h1>Continue with social</h1>');
    expect(page.html).toContain('<label for="email">');
    const done = await browser.submit(page, { email: 'new.social@example.com' });
    const response = await client.processSigninResponse(done.location ?? '');
    expect(response.profile).toMatchObject({ email: 'new.social@example.com', IsPartial: true });
    expect(h.accounts.findByEmail('new.social@example.com')).toMatchObject({
      isPartial: true,
      kind: 'member',
      id: response.profile.sub,
    });
  });

  it('signs a known member in again, and refuses a staff e-mail', async () => {
    const client = membersClient();
    const browser = new TinyBrowser();
    const url = async () =>
      (await client.createSigninRequest({ extraQueryParams: { idp: 'social' } })).url;
    const first = await browser.submit(await browser.request(await url()), {
      email: 'ada@example.com',
    });
    const response = await client.processSigninResponse(first.location ?? '');
    expect(response.profile).toMatchObject({ sub: 'm-ada', IsPartial: false });
    const staff = await new TinyBrowser().request(await url());
    const refused = await browser.submit(staff, { email: 'sam.staff@example.com' });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert"');
  });

  it('is also reachable from the login page link', async () => {
    const client = membersClient();
    const browser = new TinyBrowser();
    const page = await browser.request((await client.createSigninRequest({})).url);
    const href = /<a href="([^"]+)">Continue with social<\/a>/.exec(page.html)?.[1] ?? '';
    const social = await browser.request(new URL(href, page.url).href);
    expect(social.html).toContain('<h1>Continue with social</h1>');
  });
});

describe('on-behalf-of authority', () => {
  function oboClient(): OidcClient {
    return new OidcClient({
      authority: `${h.origin}/obo`,
      client_id: 'scanwise-web',
      redirect_uri: `${WEB_ORIGIN}/sign-in/callback/login/obo`,
      response_type: 'code',
      scope: SCOPE,
      stateStore: new MapStateStore(),
    });
  }

  it('has its own discovery document and its own keys', async () => {
    const doc = (await (
      await fetch(`${h.origin}/obo/.well-known/openid-configuration`)
    ).json()) as Record<string, unknown>;
    expect(doc['issuer']).toBe(`${h.origin}/obo`);
    expect(doc['authorization_endpoint']).toBe(`${h.origin}/obo/connect/authorize`);
    const kids = async (path: string) =>
      ((await (await fetch(`${h.origin}${path}`)).json()) as { keys: { kid: string }[] }).keys.map(
        (k) => k.kid,
      );
    const [members, obo] = [await kids('/members/connect/jwks'), await kids('/obo/connect/jwks')];
    expect(obo.some((kid) => members.includes(kid))).toBe(false);
  });

  it('staff sign in, pick a member, and get tokens for that member with the staff as actor', async () => {
    const client = oboClient();
    const browser = new TinyBrowser();
    const page = await browser.request((await client.createSigninRequest({})).url);
    expect(page.html).toContain('<h1>Staff sign in</h1>');
    // a member's credentials are not staff credentials
    const refused = await browser.submit(page, {
      email: 'ada@example.com',
      password: 'correct horse',
    });
    expect(refused.status).toBe(400);
    expect(refused.html).toContain('role="alert"');
    const picker = await browser.submit(refused, {
      email: 'sam.staff@example.com',
      password: 'staff-pass',
    });
    expect(picker.html).toContain('<h1>Choose a member</h1>');
    expect(picker.html).toContain('grace@example.com');
    expect(picker.html).not.toContain('value="s-sam"');
    const done = await browser.submit(picker, { member: 'm-grace' });
    expect(done.location).toMatch(`${WEB_ORIGIN}/sign-in/callback/login/obo?`);
    const response = await client.processSigninResponse(done.location ?? '');
    expect(response.profile).toMatchObject({ sub: 'm-grace', role: ['Member', 'Beta'] });
    expect(response.profile['act']).toMatchObject({ sub: 's-sam' });
    expect(decodePayload(response.access_token)['act']).toMatchObject({ sub: 's-sam' });
    const verified = await h.identity.verifyAccessToken(response.access_token);
    expect(verified).toMatchObject({ sub: 'm-grace', authority: 'obo', act: { sub: 's-sam' } });
    // the next on-behalf-of sign-in asks again (no silent reuse of the last member)
    const next = await browser.request((await client.createSigninRequest({})).url);
    expect(next.html).toContain('<h1>Staff sign in</h1>');
  });
});
