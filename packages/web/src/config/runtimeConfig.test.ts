import { describe, expect, it } from 'vitest';
import { MISSING_PUBLISHABLE_KEY_MESSAGE, TEST_MODE_PUBLISHABLE_KEY } from './payments';
import { LOCAL_PLATFORM_URL } from './platformUrl';
import {
  RuntimeConfigError,
  TEST_MODE_ENV,
  loadRuntimeConfig,
  runtimeConfigOf,
} from './runtimeConfig';

describe('loadRuntimeConfig', () => {
  it('defaults to the local mock platform and its two authorities; test mode pays on its emulated Stripe', () => {
    const config = loadRuntimeConfig(TEST_MODE_ENV);
    expect(config).toEqual({
      environment: 'development',
      platformUrl: LOCAL_PLATFORM_URL,
      membersAuthority: `${LOCAL_PLATFORM_URL}/members`,
      oboAuthority: `${LOCAL_PLATFORM_URL}/obo`,
      payments: {
        mode: 'test',
        publishableKey: TEST_MODE_PUBLISHABLE_KEY,
        scriptUrl: `${LOCAL_PLATFORM_URL}/stripe/v3`,
        noRealCharge: true,
      },
    });
  });

  it('never falls back to test mode: without a publishable key or VITE_PAYMENTS=test it does not start', () => {
    for (const env of [{}, { MODE: 'production' }, { MODE: 'e2e' }]) {
      expect(() => loadRuntimeConfig(env)).toThrow(RuntimeConfigError);
      expect(() => loadRuntimeConfig(env)).toThrow(MISSING_PUBLISHABLE_KEY_MESSAGE);
    }
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
      payments: { mode: 'live', publishableKey: 'pk_live_1', noRealCharge: false },
      gtmId: 'GTM-1',
      metaPixelId: '123',
      tiktokPixelId: 'TT1',
      release: '1.2.3',
    });
  });

  it('treats blank values as unset', () => {
    expect(
      loadRuntimeConfig({ ...TEST_MODE_ENV, VITE_GTM_ID: '  ', VITE_PLATFORM_URL: '' }).gtmId,
    ).toBeUndefined();
  });

  it('refuses a platform URL that is not an absolute http(s) URL, naming the field', () => {
    expect(() => loadRuntimeConfig({ ...TEST_MODE_ENV, VITE_PLATFORM_URL: 'ftp://x' })).toThrow(
      RuntimeConfigError,
    );
    expect(() => loadRuntimeConfig({ ...TEST_MODE_ENV, VITE_PLATFORM_URL: 'not a url' })).toThrow(
      /platformUrl/,
    );
  });

  it('refuses an unknown environment', () => {
    expect(() => loadRuntimeConfig({ ...TEST_MODE_ENV, VITE_ENVIRONMENT: 'moon' })).toThrow(
      /environment/,
    );
  });
});

describe('payments', () => {
  it('test mode loads the emulated Stripe.js of the configured platform, with a test key only', () => {
    const config = loadRuntimeConfig({
      MODE: 'production',
      VITE_PAYMENTS: 'test',
      VITE_PLATFORM_URL: 'https://staging.scanwise.example/',
      VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_staging',
    });
    expect(config.payments).toEqual({
      mode: 'test',
      publishableKey: 'pk_test_staging',
      scriptUrl: 'https://staging.scanwise.example/stripe/v3',
      noRealCharge: true,
    });
    expect(() =>
      loadRuntimeConfig({ VITE_PAYMENTS: 'test', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }),
    ).toThrow(/not a live key/);
  });

  it('a Stripe test key outside test mode loads Stripe itself, and says no real charge is made', () => {
    expect(
      loadRuntimeConfig({ MODE: 'production', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' }).payments,
    ).toEqual({ mode: 'live', publishableKey: 'pk_test_1', noRealCharge: true });
  });

  it('refuses what is not a publishable key, and an unknown payments mode', () => {
    expect(() => loadRuntimeConfig({ VITE_STRIPE_PUBLISHABLE_KEY: 'sk_live_1' })).toThrow(
      /not a Stripe publishable key/,
    );
    expect(() => loadRuntimeConfig({ VITE_PAYMENTS: 'offline' })).toThrow(/VITE_PAYMENTS/);
  });
});

describe('runtimeConfigOf (the built app)', () => {
  it('takes the payments its build decided and reads the other settings as loadRuntimeConfig does', () => {
    const env = { MODE: 'production', VITE_PLATFORM_URL: 'https://api.scanwise.example/' };
    const payments = { mode: 'live', publishableKey: 'pk_live_1', noRealCharge: false } as const;
    expect(runtimeConfigOf(env, payments)).toEqual(
      loadRuntimeConfig({ ...env, VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }),
    );
    expect(() => runtimeConfigOf({ VITE_PLATFORM_URL: 'not a url' }, payments)).toThrow(
      RuntimeConfigError,
    );
  });
});
