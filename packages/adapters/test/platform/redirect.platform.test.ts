import { describe, expect, it } from 'vitest';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { MemoryStorage } from '@scanwise/core';
import { APP_ORIGIN, hasPlatform, platformUrl } from './support';
import { TinyBrowser, capturingNavigator } from './tinyBrowser';

function setup() {
  const navigator = capturingNavigator();
  const storage = new MemoryStorage();
  const identity = new OidcIdentity({
    platformUrl,
    appOrigin: APP_ORIGIN,
    storage,
    environment: 'test',
    redirectNavigator: navigator,
  });
  return { navigator, storage, identity, browser: new TinyBrowser(APP_ORIGIN) };
}

describe.skipIf(!hasPlatform)('redirect sign-ins through the platform’s pages (Node)', () => {
  it('social (G): code + PKCE, fragment response, idp=social; the callback stores a G user', async () => {
    const { navigator, storage, identity, browser } = setup();
    await identity.signInRedirect('G', { returnTo: '/reports' });
    const url = new URL(navigator.urls[0] ?? '');
    expect(url.href.startsWith(`${platformUrl}/members/connect/authorize`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'scanwise-web',
      redirect_uri: `${APP_ORIGIN}/sign-in/callback`,
      response_type: 'code',
      response_mode: 'fragment',
      scope: 'openid offline_access profile roles',
      code_challenge_method: 'S256',
      idp: 'social',
    });
    // A pending state is stored (and aged out after 15 min by oidc-client-ts).
    expect(storage.keys().some((key) => key.startsWith('oidc.state.'))).toBe(true);

    const page = await browser.request(url.href);
    expect(page.html).toContain('Continue with social');
    const done = await browser.submit(page, { email: 'social@example.com' });
    expect(done.location).toMatch(`${APP_ORIGIN}/sign-in/callback#`);

    const user = await identity.signInCallback('G', done.location ?? '');
    expect(user?.profile.email).toBe('social@example.com');
    expect(user?.profile.IsPartial).toBeTruthy();
    expect(storage.getItem(identity.userStorageKey('G'))).toContain(user?.accessToken);
    expect(await identity.getUser('R')).toBeNull();
    // Replaying the same callback: its state was consumed.
    await expect(identity.signInCallback('G', done.location ?? '')).rejects.toMatchObject({
      code: 'no_matching_state',
    });
    identity.dispose();
  });

  it('on-behalf-of (O): staff sign in on the separate authority and pick a member', async () => {
    const { navigator, identity, browser } = setup();
    await identity.signInRedirect('O');
    const url = new URL(navigator.urls[0] ?? '');
    expect(url.href.startsWith(`${platformUrl}/obo/connect/authorize`)).toBe(true);
    expect(url.searchParams.get('redirect_uri')).toBe(`${APP_ORIGIN}/sign-in/callback/login/obo`);

    const login = await browser.request(url.href);
    const picker = await browser.submit(login, {
      email: 'staff@example.com',
      password: 'Staff-password-1',
    });
    expect(picker.html).toContain('demo@example.com');
    const member =
      /<option value="([^"]+)">demo@example\.com<\/option>/.exec(picker.html)?.[1] ?? '';
    const done = await browser.submit(picker, { member });
    expect(done.location).toMatch(`${APP_ORIGIN}/sign-in/callback/login/obo`);

    const user = await identity.signInCallback('O', done.location ?? '');
    expect(user?.profile.sub).toBe(member);
    expect(user?.profile['act']).toMatchObject({ email: 'staff@example.com' });
    expect((await identity.getUser('O'))?.accessToken).toBe(user?.accessToken);
    identity.dispose();
  });

  it('a cancelled sign-in comes back as a server error with its code (access_denied)', async () => {
    const { navigator, identity, browser } = setup();
    await identity.signInRedirect('G');
    const page = await browser.request(navigator.urls[0] ?? '');
    const cancelForm = /<form method="post" action="([^"]+)">(?:(?!<\/form>)[\s\S])*?Cancel/.exec(
      page.html,
    );
    expect(cancelForm?.[1]).toBeTruthy();
    const done = await browser.request(
      new URL((cancelForm?.[1] ?? '').replace(/&amp;/g, '&'), page.url).href,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'cancel=1',
      },
    );
    await expect(identity.signInCallback('G', done.location ?? '')).rejects.toMatchObject({
      code: 'server_error',
      error: 'access_denied',
    });
    identity.dispose();
  });
});
