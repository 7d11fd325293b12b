// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, preview } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAGE_PRELOAD_SCRIPT_HASH } from '../startup/firstPagePreload';
import { BEFORE_HYDRATION_SCRIPT_HASH } from './beforeHydration';
import { PRERENDERED_ROOT_ATTRIBUTE } from '../startup/prerenderedRoot';

// The production build (vite.config.ts) of a test-mode bundle, once for the file: the public pages
// in both locales as static HTML, and the policy that allows exactly their inline content.

const root = fileURLToPath(new URL('../..', import.meta.url));
let outDir = '';
const savedPayments = process.env['VITE_PAYMENTS'];

beforeAll(async () => {
  process.env['VITE_PAYMENTS'] = 'test';
  outDir = mkdtempSync(join(tmpdir(), 'scanwise-prerender-build-'));
  await build({
    root,
    mode: 'production',
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true },
  });
}, 240_000);

afterAll(() => {
  if (savedPayments === undefined) delete process.env['VITE_PAYMENTS'];
  else process.env['VITE_PAYMENTS'] = savedPayments;
  rmSync(outDir, { recursive: true, force: true });
});

const read = (file: string): string => readFileSync(join(outDir, file), 'utf8');
const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
/** The text of each inline element `tag` (no attributes) of a document. */
const inline = (html: string, tag: 'script' | 'style'): string[] =>
  [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map(
    (match) => match[1] ?? '',
  );

/** The policy's directives, each with its sources. */
function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== '')
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

/** The policy of dist/_headers (the static hosts' copy). */
const hostingPolicy = (): Map<string, string[]> =>
  parsePolicy(/Content-Security-Policy: (.*)/.exec(read('_headers'))?.[1] ?? '');

/** Each prerendered page: its address, its screen's chunk, its heading and what it shows. */
const PUBLIC_PAGES = [
  {
    path: '/join',
    screen: 'JoinScreen',
    heading: 'Create your account',
    content: [
      /<form noValidate="" method="post">/,
      /<label[^>]*>First name<span/,
      /<label[^>]*>E-mail<span/,
      /<input[^>]*type="password"[^>]*name="new-password"/,
      /<button type="submit"[^>]*><span>Create account<\/span><\/button>/,
    ],
  },
  {
    path: '/forgot-password',
    screen: 'ForgotPasswordScreen',
    heading: 'Forgot your password\\?',
    content: [
      /<form noValidate="">/,
      /<label[^>]*>E-mail<span/,
      /<button type="submit"[^>]*><span>Send code<\/span><\/button>/,
    ],
  },
  // Its fields, empty: the link's e-mail and code go into them once hydrated.
  {
    path: '/forgot-password/change',
    screen: 'ForgotPasswordChangeScreen',
    heading: 'Choose a new password',
    content: [
      /<label[^>]*>E-mail<span/,
      /<input[^>]*type="email"[^>]*name="email"[^>]*value=""/,
      /<label[^>]*>Code<span/,
      /<input[^>]*name="code"[^>]*value=""/,
      /<input[^>]*type="password"[^>]*name="new-password"/,
      /<button type="submit"[^>]*><span>Change password<\/span><\/button>/,
    ],
  },
  {
    path: '/forgot-password/confirm',
    screen: 'ForgotPasswordConfirmScreen',
    heading: 'Password changed',
    content: [
      /role="status">Your password was changed\./,
      /<a href="[^"]*sign-in"[^>]*>Go to sign in/,
    ],
  },
  {
    path: '/cat/questionnaire',
    screen: 'CatQuestionnaireScreen',
    heading: 'Heart health check',
    content: [
      /<h2[^>]*>Is a heart CT scan right for you\?<\/h2>/,
      /<button type="button"[^>]*><span>Start the heart check<\/span><\/button>/,
    ],
  },
  // The heart check's results: loading until the app shows this tab's answers.
  {
    path: '/cat/results',
    screen: 'CatResultsScreen',
    heading: 'Your heart check results',
    content: [/aria-busy="true"/, /role="status"/, /Getting your results…/],
  },
  // An offer's claim: what every link's visit shows first, while its offer loads.
  {
    path: '/sign-up/claim-offer',
    screen: 'ClaimOfferScreen',
    heading: 'Your Scanwise offer',
    content: [/Checking your offer…/],
  },
  {
    path: '/sign-up/claim-offer-sponsored',
    screen: 'ClaimOfferScreen',
    heading: 'Your Scanwise offer',
    content: [/Checking your offer…/],
  },
] as const;

/** The file the build writes for an address ('/join' -> 'join.html'). */
const fileOf = (path: string): string => `${path.slice(1)}.html`;

const PAGE_FILES = ['sign-in.html', 'en-gb/sign-in.html'].concat(
  PUBLIC_PAGES.flatMap(({ path }) => [fileOf(path), fileOf(`/en-gb${path}`)]),
);

describe('the prerendered public pages (vite build)', () => {
  it('is the sign-in form in HTML, with its labels, in en-US and en-GB', () => {
    for (const [file, lang, path] of [
      ['sign-in.html', 'en-US', '/sign-in'],
      ['en-gb/sign-in.html', 'en-GB', '/en-gb/sign-in'],
    ] as const) {
      const html = read(file);
      expect(html, file).toContain(`<html lang="${lang}"`);
      expect(html, file).toContain(`<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}="${path}">`);
      const page = html.slice(html.indexOf('<div id="root"'));
      expect(page).toMatch(/<h1[^>]*>Sign in<\/h1>/);
      expect(page).toMatch(/<label[^>]*>E-mail<span/);
      expect(page).toMatch(/<label[^>]*>Password<span/);
      expect(page).toMatch(/<button type="submit"[^>]*><span>Sign in<\/span><\/button>/);
      expect(page).toContain(`href="${path.replace('sign-in', 'forgot-password')}"`);
      // The browser's render adds the canonical link (it knows the origin); no stylesheet request.
      expect(html).not.toContain('rel="canonical"');
      expect(html).not.toContain('rel="stylesheet"');
      // Its code is in index.html's first-page preload for visitors, named once.
      expect(html.match(/\/assets\/SignInScreen-[\w-]+\.js/g)).toHaveLength(1);
    }
  });

  it('Join, the three steps of forgot password and the heart check and its results are their headings and content in HTML, in en-US and en-GB', () => {
    for (const { path: usPath, screen, heading, content } of PUBLIC_PAGES) {
      for (const [path, lang] of [
        [usPath, 'en-US'],
        [`/en-gb${usPath}`, 'en-GB'],
      ] as const) {
        const html = read(fileOf(path));
        expect(html, path).toContain(`<html lang="${lang}"`);
        expect(html, path).toContain(`<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}="${path}">`);
        const page = html.slice(html.indexOf('<div id="root"'));
        expect(page, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
        for (const part of content) expect(page, path).toMatch(part);
        // No script is fetched before the paint: its own code is listed with the entry's, which
        // the first page's script loads once the page has painted.
        expect(html, path).not.toMatch(/<script type="module"|rel="modulepreload"/);
        expect(html, path).toMatch(
          new RegExp(`<meta name="scanwise-entry" content="/assets/index-[^"]* /assets/${screen}-`),
        );
        // The policy blocks style attributes: none in the HTML, no stylesheet request either.
        expect(page, path).not.toMatch(/ style="/);
        expect(html, path).not.toContain('rel="stylesheet"');
      }
    }
  });

  it("every inline script and style of the pages is allowed by its hash, and nothing is 'unsafe-inline'", () => {
    const policy = hostingPolicy();
    for (const file of ['index.html', ...PAGE_FILES]) {
      const html = read(file);
      const scripts = inline(html, 'script');
      // index.html: the first page's preload; a prerendered page also keeps what is done on it
      // before it hydrates.
      expect(scripts.map(sha256), file).toEqual(
        file === 'index.html'
          ? [FIRST_PAGE_PRELOAD_SCRIPT_HASH]
          : [FIRST_PAGE_PRELOAD_SCRIPT_HASH, BEFORE_HYDRATION_SCRIPT_HASH],
      );
      for (const hash of [FIRST_PAGE_PRELOAD_SCRIPT_HASH, BEFORE_HYDRATION_SCRIPT_HASH]) {
        expect(policy.get('script-src'), file).toContain(hash);
      }
      for (const style of inline(html, 'style')) {
        expect(policy.get('style-src'), file).toContain(sha256(style));
      }
    }
    for (const file of PAGE_FILES) expect(inline(read(file), 'style'), file).toHaveLength(1);
    expect(inline(read('index.html'), 'style')).toHaveLength(0);
    for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-inline'");
  });

  it('vite preview serves the page for its address, its policy allowing it, and index.html elsewhere', async () => {
    const server = await preview({
      root,
      mode: 'production',
      logLevel: 'silent',
      build: { outDir },
      preview: { port: 0, strictPort: false, open: false },
    });
    try {
      const { port } = server.httpServer.address() as AddressInfo;
      const get = (path: string) =>
        fetch(`http://localhost:${port}${path}`, { headers: { accept: 'text/html' } });
      for (const [path, file] of [
        ['/sign-in', 'sign-in.html'],
        ['/sign-in?continueTo=%2Freports', 'sign-in.html'],
        ['/en-gb/sign-in', 'en-gb/sign-in.html'],
        ['/join', 'join.html'],
        ['/en-gb/forgot-password', 'en-gb/forgot-password.html'],
        ['/forgot-password/confirm', 'forgot-password/confirm.html'],
        ['/reports', 'index.html'],
        ['/forgot-password/change?email=ann%40example.com', 'forgot-password/change.html'],
        ['/en-gb/cat/results', 'en-gb/cat/results.html'],
        ['/claim-offer', 'index.html'],
        ['/sign-up/claim-offer?code=INVITE-NW&partner=northwind', 'sign-up/claim-offer.html'],
        ['/cat/results/sign-up', 'index.html'],
        ['/en-gb/cat/questionnaire', 'en-gb/cat/questionnaire.html'],
      ] as const) {
        const response = await get(path);
        expect(await response.text(), path).toBe(read(file));
        const policy = parsePolicy(response.headers.get('content-security-policy') ?? '');
        for (const style of inline(read(file), 'style')) {
          expect(policy.get('style-src'), path).toContain(sha256(style));
        }
      }
    } finally {
      await server.close();
    }
  });
});
