import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@scanwise/core';
import { OidcIdentity } from './oidcIdentity';

const identity = new OidcIdentity({
  platformUrl: 'https://platform.example/',
  appOrigin: 'https://app.example',
  storage: new MemoryStorage(),
  environment: 'staging',
});

describe('OidcIdentity settings (spec sections 6, 7, 9)', () => {
  it('members authority for R and G, on-behalf-of for O, with the return paths', () => {
    expect(identity.manager('R').settings.authority).toBe('https://platform.example/members');
    expect(identity.manager('G').settings.authority).toBe('https://platform.example/members');
    expect(identity.manager('O').settings.authority).toBe('https://platform.example/obo');
    expect(identity.manager('G').settings.redirect_uri).toBe(
      'https://app.example/sign-in/callback',
    );
    expect(identity.manager('O').settings.redirect_uri).toBe(
      'https://app.example/sign-in/callback/login/obo',
    );
    expect(identity.manager('R').settings.post_logout_redirect_uri).toBe(
      'https://app.example/sign-out/callback',
    );
  });

  it('code + PKCE, fragment and idp=social for G, the scopes and the environment token parameter', () => {
    for (const kind of ['R', 'G', 'O'] as const) {
      const settings = identity.manager(kind).settings;
      expect(settings.response_type).toBe('code');
      expect(settings.disablePKCE).toBe(false);
      expect(settings.scope).toBe('openid offline_access profile roles');
      expect(settings.extraTokenParams).toEqual({ environment: 'staging' });
      expect(settings.client_id).toBe('scanwise-web');
    }
    expect(identity.manager('G').settings.response_mode).toBe('fragment');
    expect(identity.manager('G').settings.extraQueryParams).toEqual({ idp: 'social' });
    expect(identity.manager('O').settings.extraQueryParams).toEqual({});
  });

  it('timers of section 9 and automatic silent renew', () => {
    const settings = identity.manager('R').settings;
    expect(settings.accessTokenExpiringNotificationTimeInSeconds).toBe(60);
    expect(settings.silentRequestTimeoutInSeconds).toBe(10);
    expect(settings.checkSessionIntervalInSeconds).toBe(2);
    expect(settings.staleStateAgeInSeconds).toBe(900);
    expect(settings.automaticSilentRenew).toBe(true);
  });

  it('each kind has its own oidc.user: key', () => {
    expect(identity.userStorageKey('R')).toBe(
      'oidc.user:https://platform.example/members:scanwise-web:R',
    );
    expect(identity.userStorageKey('G')).toBe(
      'oidc.user:https://platform.example/members:scanwise-web:G',
    );
    expect(identity.userStorageKey('O')).toBe(
      'oidc.user:https://platform.example/obo:scanwise-web:O',
    );
  });

  it('getUser answers null when nothing is stored', async () => {
    await expect(identity.getUser('R')).resolves.toBeNull();
  });
});
