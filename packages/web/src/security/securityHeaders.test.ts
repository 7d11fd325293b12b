import { LAST_HOME_OVERVIEW_STORAGE_KEY, ROOT_SESSION_STORAGE_KEY } from '@scanwise/core';
// @vitest-environment node
import { createHash } from 'node:crypto';
import { readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { STORED_USER_KEY_PREFIX } from '@scanwise/adapters/identity/oidc';
import {
  FIRST_PAGE_PRELOAD_SCRIPT_HASH,
  firstPagePreloadScript,
} from '../startup/firstPagePreload';
import { loadRuntimeConfig } from '../config/runtimeConfig';
import { BEFORE_HYDRATION_SCRIPT_HASH } from '../prerender/beforeHydration';
import {
  cacheControlFor,
  contentSecurityPolicy,
  cspDirectives,
  cspSourcesFromEnv,
  REACT_ARIA_PRESS_STYLE,
  REACT_ARIA_PRESS_STYLE_HASH,
  securityHeaders,
  staticHostingHeadersFile,
  type SecurityEnv,
} from './securityHeaders';

const directives = (env: SecurityEnv, https = false) =>
  new Map(cspDirectives(cspSourcesFromEnv(env), { https }));

/** A test-mode build on the local mock platform (e2e, `npm start`). */
const TEST_MODE: SecurityEnv = { MODE: 'e2e', VITE_PAYMENTS: 'test' };

const DEPLOYED: SecurityEnv = {
  VITE_ENVIRONMENT: 'production',
  VITE_PLATFORM_URL: 'https://platform.scanwise.example/',
  VITE_MEMBERS_AUTHORITY: 'https://id.scanwise.example/members',
  VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_123',
  VITE_SENTRY_DSN: 'https://public@o1.ingest.sentry.io/42',
  VITE_GTM_ID: 'GTM-ABC123',
  VITE_META_PIXEL_ID: '123',
  VITE_TIKTOK_PIXEL_ID: '456',
};

describe('Content Security Policy', () => {
  it('test mode allows only this origin and the local platform (http and ws, its emulated Stripe.js and frames)', () => {
    const policy = directives(TEST_MODE);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      FIRST_PAGE_PRELOAD_SCRIPT_HASH,
      BEFORE_HYDRATION_SCRIPT_HASH,
      'http://localhost:4000',
    ]);
    expect(policy.get('style-src')).toEqual(["'self'", REACT_ARIA_PRESS_STYLE_HASH]);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'http://localhost:4000',
      'ws://localhost:4000',
    ]);
    expect(policy.get('frame-src')).toEqual(['http://localhost:4000']);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.has('upgrade-insecure-requests')).toBe(false);
    expect(contentSecurityPolicy(cspSourcesFromEnv(TEST_MODE))).not.toContain('stripe.com');
  });

  it("allows the prerendered pages' inline style sheets by their hashes, and nothing else inline", () => {
    const hash = "'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA='";
    const policy = new Map(
      cspDirectives(cspSourcesFromEnv(TEST_MODE), { inlineStyleHashes: [hash, hash] }),
    );
    expect(policy.get('style-src')).toEqual(["'self'", REACT_ARIA_PRESS_STYLE_HASH, hash]);
    expect(staticHostingHeadersFile(cspSourcesFromEnv(TEST_MODE), undefined, [hash])).toContain(
      `style-src 'self' ${REACT_ARIA_PRESS_STYLE_HASH} ${hash};`,
    );
  });

  it('never allows inline script but the two hashed, eval, a wildcard or a bare scheme for scripts', () => {
    for (const env of [TEST_MODE, DEPLOYED]) {
      const header = contentSecurityPolicy(cspSourcesFromEnv(env), { https: true });
      expect(header).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|wasm-unsafe-eval/);
      const scripts = new Map(cspDirectives(cspSourcesFromEnv(env))).get('script-src') ?? [];
      for (const source of scripts) {
        if (source === FIRST_PAGE_PRELOAD_SCRIPT_HASH) continue;
        if (source === BEFORE_HYDRATION_SCRIPT_HASH) continue;
        expect(source).toMatch(/^('self'|https:\/\/[a-z.]+|http:\/\/localhost:4000)$/);
      }
    }
  });

  it('adds the platform, identity, Stripe, Sentry, tag manager and pixel origins of a deployment', () => {
    const policy = directives(DEPLOYED, true);
    expect(policy.get('script-src')).toEqual([
      "'self'",
      FIRST_PAGE_PRELOAD_SCRIPT_HASH,
      BEFORE_HYDRATION_SCRIPT_HASH,
      'https://js.stripe.com',
      'https://www.googletagmanager.com',
      'https://analytics.tiktok.com',
    ]);
    expect(policy.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://platform.scanwise.example',
        'wss://platform.scanwise.example',
        'https://id.scanwise.example',
        'https://o1.ingest.sentry.io',
        'https://api.stripe.com',
        'https://analytics.tiktok.com',
      ]),
    );
    expect(policy.get('img-src')).toEqual(expect.arrayContaining(['https://analytics.tiktok.com']));
    expect(policy.get('frame-src')).toEqual(
      expect.arrayContaining([
        'https://id.scanwise.example',
        'https://js.stripe.com',
        'https://www.facebook.com',
      ]),
    );
    // The TikTok pixel is a script (its base code), not a frame.
    expect(policy.get('frame-src')).not.toContain('https://analytics.tiktok.com');
    expect(policy.has('upgrade-insecure-requests')).toBe(true);
  });

  it('with a publishable key allows exactly what Stripe documents for the Card Element, and nothing more', () => {
    const live = directives({ MODE: 'production', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' });
    const stripeSources = (name: string) =>
      (live.get(name) ?? []).filter((source) => source.includes('stripe'));
    expect(stripeSources('script-src')).toEqual(['https://js.stripe.com']);
    expect(stripeSources('frame-src')).toEqual([
      'https://js.stripe.com',
      'https://hooks.stripe.com',
      'https://m.stripe.network',
    ]);
    expect(stripeSources('connect-src')).toEqual(['https://api.stripe.com']);
    for (const [name, sources] of live) {
      if (!['script-src', 'frame-src', 'connect-src'].includes(name)) {
        expect(sources.filter((source) => source.includes('stripe'))).toEqual([]);
      }
    }
    // The platform is not a script or frame source of a live build: no emulated Stripe.js.
    expect(live.get('script-src')).not.toContain('http://localhost:4000');
  });

  it('follows the runtime configuration: Stripe with a key, the emulator in test mode, and no build without either', () => {
    for (const env of [
      TEST_MODE,
      { MODE: 'e2e', VITE_PAYMENTS: 'test', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
      { VITE_ENVIRONMENT: 'production', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' },
      { VITE_ENVIRONMENT: 'staging', VITE_STRIPE_PUBLISHABLE_KEY: 'pk_test_1' },
    ]) {
      const config = loadRuntimeConfig(env);
      expect(cspSourcesFromEnv(env).payments).toBe(
        config.payments.mode === 'test' ? 'emulator' : 'stripe',
      );
    }
    expect(() => cspSourcesFromEnv({ MODE: 'production' })).toThrow(/VITE_STRIPE_PUBLISHABLE_KEY/);
  });

  it("derives the same platform and authorities as the app's runtime configuration", () => {
    for (const env of [
      TEST_MODE,
      DEPLOYED,
      { ...TEST_MODE, VITE_PLATFORM_URL: 'http://127.0.0.1:4100/' },
      { ...TEST_MODE, VITE_OBO_AUTHORITY: 'https://staff.example/obo' },
    ]) {
      const config = loadRuntimeConfig(env);
      const sources = cspSourcesFromEnv(env);
      expect(sources.platformOrigin).toBe(new URL(config.platformUrl).origin);
      expect([...sources.authorityOrigins].sort()).toEqual(
        [
          ...new Set([
            new URL(config.membersAuthority).origin,
            new URL(config.oboAuthority).origin,
          ]),
        ].sort(),
      );
    }
  });

  it("allows react-aria's one inline style by the hash of the installed version's text", () => {
    const digest = createHash('sha256').update(REACT_ARIA_PRESS_STYLE).digest('base64');
    expect(REACT_ARIA_PRESS_STYLE_HASH).toBe(`'sha256-${digest}'`);
    // pnpm puts react-aria beside react-aria-components in the store.
    const components = realpathSync(
      fileURLToPath(new URL('../../node_modules/react-aria-components', import.meta.url)),
    );
    const usePress = readFileSync(
      join(components, '../react-aria/dist/private/interactions/usePress.mjs'),
      'utf8',
    );
    const template = usePress.match(/textContent = `([^`]*)`\.trim\(\)/)?.[1] ?? '';
    const attribute = usePress.match(/PRESSABLE_ATTRIBUTE = '([^']+)'/)?.[1] ?? '';
    expect(template.replace(/\$\{[^}]*PRESSABLE_ATTRIBUTE\}/, attribute).trim()).toBe(
      REACT_ARIA_PRESS_STYLE,
    );
  });

  it("allows the first page's inline preload script by the hash of its text", () => {
    // The script the build writes: the one for the identity adapter's stored-user key.
    const script = firstPagePreloadScript({
      storedUserKeyPrefix: STORED_USER_KEY_PREFIX,
      keptHomeOverviewKey: LAST_HOME_OVERVIEW_STORAGE_KEY,
      rootStateKey: ROOT_SESSION_STORAGE_KEY,
    });
    const digest = createHash('sha256').update(script, 'utf8').digest('base64');
    expect(FIRST_PAGE_PRELOAD_SCRIPT_HASH).toBe(`'sha256-${digest}'`);
  });

  it('ignores a malformed Sentry DSN rather than allowing it', () => {
    expect(
      cspSourcesFromEnv({ ...TEST_MODE, VITE_SENTRY_DSN: 'not a url' }).sentryOrigin,
    ).toBeUndefined();
  });
});

describe('security headers', () => {
  it('sends HSTS over https only, and the other headers always', () => {
    const sources = cspSourcesFromEnv(TEST_MODE);
    const http = securityHeaders(sources);
    expect(http['Strict-Transport-Security']).toBeUndefined();
    expect(http).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    expect(http['Permissions-Policy']).toContain('camera=(), ');
    expect(http['Permissions-Policy']).toContain('payment=()');
    expect(securityHeaders(sources, { https: true })['Strict-Transport-Security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(securityHeaders(cspSourcesFromEnv(DEPLOYED))['Permissions-Policy']).toContain(
      'payment=(self "https://js.stripe.com")',
    );
  });

  it('writes the static-hosting _headers file with HSTS and the optional report endpoint', () => {
    const file = staticHostingHeadersFile(cspSourcesFromEnv(DEPLOYED), 'https://csp.example/r');
    expect(file).toContain('/*\n  Content-Security-Policy: default-src');
    expect(file).toContain('report-uri https://csp.example/r');
    expect(file).toContain('  Strict-Transport-Security: max-age=63072000; includeSubDomains');
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable');
  });

  it('caches the hashed assets for a year and revalidates the HTML and every other file', () => {
    expect(cacheControlFor('/assets/index-C36yaJT3.js')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/assets/inter-latin-wght-400-700-FlWidf0.woff2')).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor('/')).toBe('no-cache');
    expect(cacheControlFor('/sign-in')).toBe('no-cache');
    expect(cacheControlFor('/favicon.svg')).toBe('no-cache');
  });
});
