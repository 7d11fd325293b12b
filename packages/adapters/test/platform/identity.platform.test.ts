import { describe, expect, it } from 'vitest';
import { OidcIdentity } from '../../src/identity/oidcIdentity';
import { readStoredUser, userStorageKey } from '../../src/identity/storedUser';
import { MemoryStorage } from '@scanwise/core';
import { APP_ORIGIN, DEMO, hasPlatform, platformMissing, platformUrl } from './support';

if (!hasPlatform) console.warn(`Platform tests skipped: ${platformMissing}`);

function identity(storage = new MemoryStorage()): {
  identity: OidcIdentity;
  storage: MemoryStorage;
} {
  return {
    storage,
    identity: new OidcIdentity({
      platformUrl,
      appOrigin: APP_ORIGIN,
      storage,
      environment: 'test',
    }),
  };
}

describe.skipIf(!hasPlatform)('OIDC adapter against the mock platform (Node)', () => {
  it('password sign-in (R): a stored, renewable user under its own oidc.user: key', async () => {
    const { identity: oidc, storage } = identity();
    const events: string[] = [];
    oidc.events$.subscribe((event) => events.push(`${event.type}:${event.kind}`));
    const user = await oidc.signInWithPassword(DEMO.email, DEMO.password);
    expect(user).not.toBeNull();
    expect(user?.profile.sub).toBeTruthy();
    expect(user?.profile.email).toBe(DEMO.email);
    expect(user?.accessToken.split('.')).toHaveLength(3);
    expect(user?.refreshToken).toBeTruthy();
    expect(user?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 60);
    expect(events).toContain('userLoaded:R');

    const key = oidc.userStorageKey('R');
    expect(key).toBe(`oidc.user:${platformUrl}/members:scanwise-web:R`);
    expect(storage.getItem(key)).toContain(user?.accessToken);
    expect((await oidc.getUser('R'))?.accessToken).toBe(user?.accessToken);
    // Read without the library (a reload's restore), the entry is the same user.
    expect(readStoredUser(storage, userStorageKey({ platformUrl }, 'R'))).toEqual(
      await oidc.getUser('R'),
    );
    expect(await oidc.getUser('G')).toBeNull();
    expect(await oidc.getUser('O')).toBeNull();

    // Silent renewal with the (rotating) refresh token.
    const renewed = await oidc.renew('R');
    expect(renewed?.accessToken).toBeTruthy();
    expect(renewed?.accessToken).not.toBe(user?.accessToken);
    expect(renewed?.profile.sub).toBe(user?.profile.sub);
    expect((await oidc.getUser('R'))?.accessToken).toBe(renewed?.accessToken);

    await oidc.removeUser('R');
    expect(storage.getItem(key)).toBeNull();
    oidc.dispose();
  });

  it('renews automatically with the refresh token when the token is about to expire', async () => {
    const storage = new MemoryStorage();
    // Pretend the clock is 61 s short of the token's one-hour lifetime: the expiring notice (60 s
    // ahead) fires about a second after sign-in, and the automatic silent renew follows.
    const oidc = new OidcIdentity({
      platformUrl,
      appOrigin: APP_ORIGIN,
      storage,
      nowSeconds: () => Math.floor(Date.now() / 1000) - 3600 + 61,
    });
    const events: string[] = [];
    const loaded: string[] = [];
    oidc.events$.subscribe((event) => {
      events.push(event.type);
      if (event.type === 'userLoaded') loaded.push(event.user.accessToken);
    });
    const user = await oidc.signInWithPassword(DEMO.email, DEMO.password);
    const deadline = Date.now() + 10_000;
    while (loaded.length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(events).toContain('accessTokenExpiring');
    expect(loaded).toHaveLength(2);
    expect(loaded[1]).not.toBe(user?.accessToken);
    expect((await oidc.getUser('R'))?.accessToken).toBe(loaded[1]);
    expect((await oidc.getUser('R'))?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 3000);
    oidc.dispose();
  });

  it('a renewal asked for while the automatic one is under way joins it: the rotated refresh token is spent once', async () => {
    const { identity: oidc } = identity();
    const user = await oidc.signInWithPassword(DEMO.email, DEMO.password);
    // The library's automatic renewal calls the manager's signinSilent, as here.
    const [automatic, asked] = await Promise.all([
      oidc.manager('R').signinSilent(),
      oidc.renew('R'),
    ]);
    expect(asked?.accessToken).toBeTruthy();
    expect(asked?.accessToken).not.toBe(user?.accessToken);
    expect(automatic?.access_token).toBe(asked?.accessToken);
    expect(automatic?.refresh_token).toBe(asked?.refreshToken);
    // The grant is intact: the new refresh token renews again.
    const next = await oidc.renew('R');
    expect(next?.accessToken).not.toBe(asked?.accessToken);
    expect((await oidc.getUser('R'))?.accessToken).toBe(next?.accessToken);
    oidc.dispose();
  });

  it('a wrong password is invalid_credentials', async () => {
    const { identity: oidc } = identity();
    await expect(oidc.signInWithPassword(DEMO.email, 'wrong-password')).rejects.toMatchObject({
      code: 'invalid_credentials',
      error: 'invalid_grant',
    });
    oidc.dispose();
  });

  it('the on-behalf-of authority is found by discovery; a foreign callback has no matching state', async () => {
    const { identity: oidc } = identity();
    const metadata = await oidc.manager('O').metadataService.getMetadata();
    expect(metadata.issuer).toBe(`${platformUrl}/obo`);
    expect(metadata.authorization_endpoint).toBe(`${platformUrl}/obo/connect/authorize`);
    await expect(
      oidc.signInCallback('O', `${APP_ORIGIN}/sign-in/callback/login/obo?code=x&state=unknown`),
    ).rejects.toMatchObject({ code: 'no_matching_state' });
    await expect(
      oidc.signInCallback('G', `${APP_ORIGIN}/sign-in/callback#code=x`),
    ).rejects.toMatchObject({
      code: 'no_state_in_response',
    });
    oidc.dispose();
  });
});
