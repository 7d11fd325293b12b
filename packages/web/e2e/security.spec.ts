import { createHash } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { BEFORE_HYDRATION_SCRIPT_HASH } from '../src/prerender/beforeHydration';
import { FIRST_PAGE_PRELOAD_SCRIPT_HASH } from '../src/startup/firstPagePreload';
import { expectNoAxeViolations } from './support/axe';
import { expect, takeCspReports, test } from './support/csp';
import { desktopOnly } from './support/projects';
import { writeFigures } from './support/figures';
import { PLATFORM, PLATFORM_WS } from './support/origins';

// Trust: the production build's security headers and Content Security Policy, tokens
// kept out of URLs, logs and tracking, a tampered sign-in callback, member-written text shown as
// text. Every test here also fails on any CSP violation (support/csp.ts, automatic fixture).

const EMAIL = 'demo@example.com';

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

/** Parses a CSP header value into directive -> sources. */
function parsePolicy(header: string | undefined): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) policy.set(name, values);
  }
  return policy;
}

/** What the checks below inspected, printed by scripts/figures.mjs (any failure fails first). */
const inspected = {
  pathsWithPolicy: 0,
  violationsRefused: 0,
  urls: 0,
  consoleLines: 0,
  dataLayerEntries: 0,
  leaks: 0,
};
test.afterAll(() => {
  writeFigures('security', test.info().project.name, inspected);
});

test(
  'the served app carries a strict policy and the security headers on every path',
  desktopOnly('wire'),
  async ({ request }) => {
    const inlineScriptsServed = new Set<string>();
    for (const path of ['/', '/sign-in', '/reports/digital-report/enc_demo_2']) {
      const response = await request.get(path);
      expect(response.ok()).toBe(true);
      const headers = response.headers();
      const policy = parsePolicy(headers['content-security-policy']);
      // No eval, and no inline script but the app's own (the first page's preload; a prerendered
      // page's keeper of what is done before it hydrates), each allowed by its hash. A test-mode
      // build (VITE_PAYMENTS=test): the emulated Stripe.js and its frames are the platform's;
      // nothing of Stripe itself (a build with a key allows exactly Stripe's sources:
      // src/security/securityHeaders.test.ts, and served by vite preview: securityHeadersPlugin.test.ts).
      expect(policy.get('script-src')).toEqual([
        "'self'",
        FIRST_PAGE_PRELOAD_SCRIPT_HASH,
        BEFORE_HYDRATION_SCRIPT_HASH,
        PLATFORM,
      ]);
      const inlineScripts = [...(await response.text()).matchAll(/<script>([\s\S]*?)<\/script>/g)];
      expect(inlineScripts.length).toBeGreaterThan(0);
      for (const [, script = ''] of inlineScripts) {
        const digest = `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
        expect(policy.get('script-src')).toContain(digest);
        inlineScriptsServed.add(digest);
      }
      // A prerendered page's inline style sheet (src/prerender), allowed by its hash.
      for (const [, style = ''] of (await response.text()).matchAll(
        /<style>([\s\S]*?)<\/style>/g,
      )) {
        const styleDigest = createHash('sha256').update(style, 'utf8').digest('base64');
        expect(policy.get('style-src')).toContain(`'sha256-${styleDigest}'`);
      }
      expect(policy.get('frame-src')).toEqual([PLATFORM]);
      expect(headers['content-security-policy']).not.toContain('stripe');
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('base-uri')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      for (const sources of policy.values()) {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources).not.toContain("'unsafe-eval'");
      }
      // Only the platform (REST, identity, hubs over http and ws) beyond this origin; the card
      // field's frame talks to the emulated Stripe's API itself.
      expect(policy.get('connect-src')).toEqual(["'self'", PLATFORM, PLATFORM_WS]);
      expect(policy.get('report-uri')).toEqual(['/__csp-report']);
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      // HSTS only over https: plain-http preview has none.
      expect(headers['strict-transport-security']).toBeUndefined();
      inspected.pathsWithPolicy += 1;
    }
    // Every hash the policy allows is a script the app serves: no allowance outlives its script.
    expect([...inlineScriptsServed].sort()).toEqual(
      [FIRST_PAGE_PRELOAD_SCRIPT_HASH, BEFORE_HYDRATION_SCRIPT_HASH].sort(),
    );
    // Behind a TLS-terminating proxy: HSTS and upgraded requests.
    const https = await request.get('/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(https.headers()['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains',
    );
    expect(
      parsePolicy(https.headers()['content-security-policy']).has('upgrade-insecure-requests'),
    ).toBe(true);
  },
);

test(
  'an injected inline script and eval are refused, and the violation is reported',
  desktopOnly('wire'),
  async ({ page, cspViolations, allowConsole }) => {
    // The test injects an inline script and tries eval: Chromium reports each refusal.
    allowConsole(/violates the following Content Security Policy directive/);
    // A script of this origin that tries eval (code run through page.evaluate is exempt from the
    // page's policy, so the probe must be a script the page itself loads).
    await page.route('**/__eval-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `try { window.scanwiseEval = eval('1 + 1'); } catch (error) { window.scanwiseEval = error.name; }`,
      }),
    );
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await page.evaluate(async () => {
      const inline = document.createElement('script');
      inline.textContent = 'window.scanwiseInline = true';
      document.head.append(inline);
      const probe = document.createElement('script');
      probe.src = '/__eval-probe.js';
      await new Promise((resolve) => {
        probe.onload = resolve;
        probe.onerror = resolve;
        document.head.append(probe);
      });
    });
    const flags = await page.evaluate(() => {
      const win = window as unknown as Record<string, unknown>;
      return { inline: win['scanwiseInline'] ?? false, evaluated: win['scanwiseEval'] };
    });
    expect(flags).toEqual({ inline: false, evaluated: 'EvalError' });
    inspected.violationsRefused += 2;
    // The browser reported both to the preview server's endpoint.
    const directives = new Set<string>();
    await expect
      .poll(async () => {
        for (const report of await takeCspReports(page.request))
          directives.add(report['csp-report']?.['effective-directive'] ?? '?');
        return [...directives].sort();
      })
      .toEqual(['script-src', 'script-src-elem']);
    expect(cspViolations.length).toBeGreaterThan(0);
    // Provoked on purpose: not a failure of this test.
    cspViolations.splice(0);
  },
);

/** Opens a section of the app shell (folded behind Menu on phones) and waits for its heading. */
async function openSection(
  page: Page,
  name: string,
  heading: string | RegExp = name,
): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Messages may carry its unread count: "Messages, 1 unread".
  const link = nav.getByRole('link', { name: new RegExp(`^${name}(, \\d+ unread)?$`) });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel(/^Password/).fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The tokens of the signed-in user, read from wherever the identity adapter stored them. */
async function storedTokens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const tokens = new Set<string>();
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const value = storage.getItem(storage.key(index) ?? '') ?? '';
        for (const match of value.matchAll(/"(?:access_token|id_token|refresh_token)":"([^"]+)"/g))
          if (match[1]) tokens.add(match[1]);
      }
    }
    return [...tokens];
  });
}

test(
  'tokens and the e-mail never appear in a URL, a console message or the data layer',
  desktopOnly('wire'),
  async ({ page }) => {
    const urls: string[] = [];
    const hubSockets: string[] = [];
    const consoleLines: string[] = [];
    page.on('request', (request: Request) => urls.push(request.url()));
    page.on('framenavigated', (frame) => urls.push(frame.url()));
    page.on('websocket', (socket) => hubSockets.push(socket.url()));
    page.on('console', (message) => consoleLines.push(message.text()));
    // "Tracking is on when a session flag is true or in production": on, so the data layer fills.
    await page.addInitScript(() => window.sessionStorage.setItem('scanwise.tracking', 'true'));

    await signIn(page);
    const tokens = await storedTokens(page);
    expect(tokens.length, 'the signed-in user has an access token in storage').toBeGreaterThan(0);
    for (const section of ['Scans', 'Reports', 'Invoices', 'Messages'])
      await openSection(page, section);
    await openSection(page, 'Account', 'Your account');
    await openSection(page, 'Home', 'Welcome, Dana');
    await openSection(page, 'Reports');
    await page.getByRole('link', { name: 'Open digital report: Heart CT report' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Heart CT report' })).toBeVisible();
    await expectNoAxeViolations(page);

    const dataLayer = await page.evaluate(() =>
      JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []),
    );
    expect(dataLayer).toContain('pageView');
    const secrets = [...tokens, EMAIL, encodeURIComponent(EMAIL)];
    const leaks = (where: string, lines: readonly string[]): string[] =>
      lines.flatMap((line) =>
        secrets.some((secret) => line.includes(secret)) ? [`${where}: ${line.slice(0, 160)}`] : [],
      );
    expect(urls.length).toBeGreaterThan(10);
    expect([
      ...leaks('request or page URL', urls),
      ...leaks('console', consoleLines),
      ...leaks('dataLayer', [dataLayer]),
    ]).toEqual([]);
    inspected.urls += urls.length;
    inspected.consoleLines += consoleLines.length;
    inspected.dataLayerEntries += (JSON.parse(dataLayer) as unknown[]).length;
    // The one place a token travels in a URL is SignalR's WebSocket handshake to the platform's
    // hubs (a browser cannot set headers on a WebSocket): only there, only as `access_token`.
    expect(hubSockets.length, 'the hubs connected over WebSockets').toBeGreaterThan(0);
    for (const socket of hubSockets) {
      const url = new URL(socket);
      expect(url.origin).toBe(PLATFORM_WS);
      expect(url.pathname).toMatch(/\/hubs\//);
      url.searchParams.delete('access_token');
      expect(leaks('hub socket', [url.toString()])).toEqual([]);
    }
  },
);

test(
  'a callback whose state was changed shows a clear error and signs nobody in',
  desktopOnly('rule'),
  async ({ page, allowConsole }) => {
    // The callback's state is changed on the way: the app logs the refused sign-in.
    allowConsole(
      /^Sign-in failed .*no_matching_state/,
      /^Redirect sign-in did not complete .*no_matching_state/,
    );
    // The platform's redirect back to the app carries code and state in the fragment: change the
    // state on the way, as an attacker replaying another login would. The social form's POST ends
    // in a chain of redirects, which the browser would follow unseen: follow it here (the context's
    // request shares the browser's cookies) and hand the browser the tampered last hop.
    let tampered = false;
    await page.route(`${PLATFORM}/members/interaction/**`, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      let response = await route.fetch({ maxRedirects: 0 });
      let location = response.headers()['location'];
      for (let hop = 0; hop < 5 && location !== undefined; hop += 1) {
        const next = new URL(location, PLATFORM);
        if (next.origin !== PLATFORM) break;
        response = await page.context().request.get(next.toString(), { maxRedirects: 0 });
        location = response.headers()['location'];
      }
      if (!location?.includes('/sign-in/callback')) return route.fulfill({ response });
      const changed = location.replace(/([#&?]state=)[^&]+/, '$1tampered-state');
      expect(changed).not.toBe(location);
      tampered = true;
      return route.fulfill({ status: 303, headers: { location: changed } });
    });
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Continue with social sign-in' }).click();
    await page.getByLabel('Social account email').fill('social@example.com');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not sign you in' }),
    ).toBeVisible();
    expect(tampered).toBe(true);
    await expect(page.getByRole('alert')).toContainText('Please start again');
    await expectNoAxeViolations(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.goto('/');
    await expect(page).toHaveURL(/\/sign-in$/);
    expect(await storedTokens(page)).toEqual([]);
  },
);

/** Classic payloads; each would set window.scanwiseXss if it ever ran. */
const XSS_PAYLOADS = [
  '<script>window.scanwiseXss=1</script>',
  '<img src=x onerror="window.scanwiseXss=1">',
  '"><svg onload=window.scanwiseXss=1>',
];

test(
  'member-written text with markup is sent and shown as text, and nothing runs',
  desktopOnly('rule'),
  async ({ page }) => {
    page.on('dialog', (dialog) => {
      throw new Error(`a dialog opened: ${dialog.message()}`);
    });
    await signIn(page);
    await openSection(page, 'Messages');
    const inbox = page.getByRole('region', { name: 'Inbox' });
    await expect(inbox).toBeVisible();
    const subject = `Question ${XSS_PAYLOADS[2]}`;
    const body = XSS_PAYLOADS.join(' and ');
    await page.getByRole('textbox', { name: /Subject/ }).fill(subject);
    await page.getByRole('textbox', { name: /Message/ }).fill(body);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message was sent.' }),
    ).toBeVisible();
    const sent = inbox.getByRole('button', { name: subject });
    await expect(sent).toBeVisible();
    await sent.click();
    await expect(inbox.getByText(body)).toBeVisible();
    // Shown as text: no element of the payloads in the inbox, no flag set.
    expect(await inbox.locator('script, img, svg[onload]').count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { scanwiseXss?: unknown }).scanwiseXss),
    ).toBeUndefined();
    // After a reload, from the platform's copy.
    await page.reload();
    await expect(inbox.getByRole('button', { name: subject })).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { scanwiseXss?: unknown }).scanwiseXss),
    ).toBeUndefined();
    await expectNoAxeViolations(page);
  },
);
