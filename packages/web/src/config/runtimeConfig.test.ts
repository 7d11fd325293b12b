import { describe, expect, it } from 'vitest';
import {
  LOCAL_PLATFORM_URL,
  RuntimeConfigError,
  loadRuntimeConfig,
  usesOfflinePayments,
} from './runtimeConfig';

describe('loadRuntimeConfig', () => {
  it('defaults to the local mock platform and its two authorities', () => {
    const config = loadRuntimeConfig({});
    expect(config).toEqual({
      environment: 'development',
      platformUrl: LOCAL_PLATFORM_URL,
      membersAuthority: `${LOCAL_PLATFORM_URL}/members`,
      oboAuthority: `${LOCAL_PLATFORM_URL}/obo`,
    });
  });

  it('reads every VITE_ variable, trimming a trailing slash of the platform URL', () => {
    const config = loadRuntimeConfig({
      MODE: 'production',
      VITE_PLATFORM_URL: 'https://api.scanwise.example/',
      VITE_OBO_AUTHORITY: 'https://staff.scanwise.example/obo',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1',
      VITE_SENTRY_DSN: 'https://key@sentry.example/1',
      VITE_GTM_ID: 'GTM-1',
      VITE_META_PIXEL_ID: '123',
      VITE_TIKTOK_PIXEL_ID: 'TT1',
      VITE_RELEASE: '1.2.3',
    });
    expect(config).toMatchObject({
      environment: 'production',
      platformUrl: 'https://api.scanwise.example',
      membersAuthority: 'https://api.scanwise.example/members',
      oboAuthority: 'https://staff.scanwise.example/obo',
      stripePublishableKey: 'pk_live_1',
      gtmId: 'GTM-1',
      metaPixelId: '123',
      tiktokPixelId: 'TT1',
      release: '1.2.3',
    });
  });

  it('treats blank values as unset', () => {
    expect(loadRuntimeConfig({ VITE_GTM_ID: '  ', VITE_PLATFORM_URL: '' }).gtmId).toBeUndefined();
  });

  it('refuses a platform URL that is not an absolute http(s) URL, naming the field', () => {
    expect(() => loadRuntimeConfig({ VITE_PLATFORM_URL: 'ftp://x' })).toThrow(RuntimeConfigError);
    expect(() => loadRuntimeConfig({ VITE_PLATFORM_URL: 'not a url' })).toThrow(/platformUrl/);
  });

  it('refuses an unknown environment', () => {
    expect(() => loadRuntimeConfig({ VITE_ENVIRONMENT: 'moon' })).toThrow(/environment/);
  });
});

describe('usesOfflinePayments', () => {
  it('is on in development and e2e, and in production without a publishable key', () => {
    expect(usesOfflinePayments(loadRuntimeConfig({ MODE: 'e2e' }))).toBe(true);
    expect(
      usesOfflinePayments(
        loadRuntimeConfig({ MODE: 'development', VITE_STRIPE_PUBLISHABLE_KEY: 'pk' }),
      ),
    ).toBe(true);
    expect(usesOfflinePayments(loadRuntimeConfig({ MODE: 'production' }))).toBe(true);
    expect(
      usesOfflinePayments(
        loadRuntimeConfig({ MODE: 'production', VITE_STRIPE_PUBLISHABLE_KEY: 'pk' }),
      ),
    ).toBe(false);
  });
});
