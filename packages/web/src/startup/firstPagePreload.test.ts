import { LAST_HOME_OVERVIEW_STORAGE_KEY } from '@scanwise/core';
import { STORED_USER_KEY_PREFIX } from '@scanwise/adapters/identity/oidc';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FIRST_PAGE_PRELOADS,
  firstPagePreloadMeta,
  firstPagePreloadScript,
  type FirstPagePreloadSet,
} from './firstPagePreload';

/** A stored user's entry as the identity adapter names it. */

/** The script index.html carries (vite.config.ts builds it for the adapter's key). */
const SCRIPT = firstPagePreloadScript(STORED_USER_KEY_PREFIX, LAST_HOME_OVERVIEW_STORAGE_KEY);
const storedUserKey = (kind: string): string =>
  `${STORED_USER_KEY_PREFIX}http://localhost:4000/members:scanwise-web:${kind}`;

// What the build writes (vite.config.ts): one meta element per set, listing its assets.
const ASSETS: Record<FirstPagePreloadSet, string> = {
  'signed-out': '/assets/SignInScreen-1.js /assets/Card-2.js /assets/SignInScreen-3.css',
  'signed-in': '/assets/storedUser-4.js',
  'signed-in-home': '/assets/HomeScreen-5.js /assets/dashboard-6.js /assets/dashboard-7.css',
  'signed-in-home-en-gb': '/assets/dashboard.enGB-8.js',
  'signed-in-home-kept': '/assets/HomeLiveSections-9.js /assets/member-data-10.js',
};

function runScript(text = SCRIPT): void {
  // The inline script as index.html carries it; the document runs it as it is inserted.
  const script = document.createElement('script');
  script.textContent = text;
  document.body.append(script);
  script.remove();
}

const preloaded = (): string[] =>
  [...document.head.querySelectorAll('link')].map(
    (link) =>
      `${link.rel}${link.rel === 'preload' ? `:${link.as}` : ''} ${link.getAttribute('href')}`,
  );

describe('the first page preload script (index.html)', () => {
  beforeEach(() => {
    for (const [set, content] of Object.entries(ASSETS)) {
      const meta = document.createElement('meta');
      meta.name = firstPagePreloadMeta(set as FirstPagePreloadSet);
      meta.content = content;
      document.head.append(meta);
    }
  });
  afterEach(() => {
    document.head.replaceChildren();
    localStorage.clear();
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it("without a stored session, preloads the sign-in page's scripts and styles", () => {
    window.history.replaceState(null, '', '/reports');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/SignInScreen-1.js',
      'modulepreload /assets/Card-2.js',
      'preload:style /assets/SignInScreen-3.css',
    ]);
    // crossorigin (anonymous), as the module loader fetches them: the preloads are used.
    expect(document.head.querySelector('link')?.hasAttribute('crossorigin')).toBe(true);
  });

  it('with a stored user on Home, preloads the reader and Home, none of the sign-in page', () => {
    localStorage.setItem(storedUserKey('R'), '{}');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/storedUser-4.js',
      'modulepreload /assets/HomeScreen-5.js',
      'modulepreload /assets/dashboard-6.js',
      'preload:style /assets/dashboard-7.css',
    ]);
  });

  it("on Home with its last overview kept, the lists' code and the member's data too; en-GB overrides only on en-GB", () => {
    localStorage.setItem(storedUserKey('R'), '{}');
    localStorage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, '{}');
    runScript();
    expect(preloaded()).toContain('modulepreload /assets/HomeLiveSections-9.js');
    expect(preloaded()).not.toContain('modulepreload /assets/dashboard.enGB-8.js');

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/en-gb');
    runScript();
    expect(preloaded()).toContain('modulepreload /assets/dashboard.enGB-8.js');
    expect(preloaded()).toContain('modulepreload /assets/member-data-10.js');
  });

  it("reads Home with the locale prefix and a trailing slash, and another page's visit gets the reader only", () => {
    localStorage.setItem(storedUserKey('R'), '{}');
    window.history.replaceState(null, '', '/en-gb/');
    runScript();
    expect(preloaded()).toContain('modulepreload /assets/HomeScreen-5.js');

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/en-gb/reports');
    runScript();
    expect(preloaded()).toEqual(['modulepreload /assets/storedUser-4.js']);
  });

  it('counts the session the last tab handed over to session storage as stored', () => {
    sessionStorage.setItem(storedUserKey('G'), '{}');
    runScript();
    expect(preloaded()).toContain('modulepreload /assets/HomeScreen-5.js');
    expect(preloaded()).not.toContain('modulepreload /assets/SignInScreen-1.js');
  });

  it("recognises a stored user by the identity adapter's key prefix, the one it is built with", () => {
    localStorage.setItem('identity.user:R', '{}');
    runScript();
    expect(preloaded()).toContain('modulepreload /assets/SignInScreen-1.js');

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    runScript(firstPagePreloadScript('identity.user:', LAST_HOME_OVERVIEW_STORAGE_KEY));
    expect(preloaded()).toContain('modulepreload /assets/storedUser-4.js');
  });

  it('does nothing where the build wrote no list (the dev server)', () => {
    document.head.replaceChildren();
    runScript();
    expect(preloaded()).toEqual([]);
  });

  it('names a module for every set the script can choose', () => {
    for (const set of [
      'signed-out',
      'signed-in',
      'signed-in-home',
      'signed-in-home-en-gb',
      'signed-in-home-kept',
    ] as const) {
      expect(FIRST_PAGE_PRELOADS[set].length).toBeGreaterThan(0);
      expect(SCRIPT).toContain(`'${set}'`);
    }
  });
});
