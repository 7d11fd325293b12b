import {
  ENTITY_EXAMPLES,
  LAST_HOME_OVERVIEW_STORAGE_KEY,
  LastHomeOverviewStore,
  ROOT_SESSION_STORAGE_KEY,
  type HomeOverview,
  type KeyValueStorage,
  type LastPaint,
} from '@scanwise/core';
import { FakeClock } from '@scanwise/core/testing';
import { STORED_USER_KEY_PREFIX } from '@scanwise/adapters/identity/oidc';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILD_META,
  ENTRY_META,
  FIRST_PAGE_PRELOADS,
  PLATFORM_META,
  firstPagePreloadMeta,
  firstPagePreloadScript,
  type FirstPagePreloadSet,
} from './firstPagePreload';

/** A stored user's entry as the identity adapter names it. */

/** The script index.html carries (vite.config.ts builds it for the adapter's key). */
const SCRIPT = firstPagePreloadScript({
  storedUserKeyPrefix: STORED_USER_KEY_PREFIX,
  keptHomeOverviewKey: LAST_HOME_OVERVIEW_STORAGE_KEY,
  rootStateKey: ROOT_SESSION_STORAGE_KEY,
});
const storedUserKey = (kind: string): string =>
  `${STORED_USER_KEY_PREFIX}http://localhost:4000/members:scanwise-web:${kind}`;

// What the build writes (vite.config.ts): one meta element per set, listing its assets.
const ASSETS: Record<FirstPagePreloadSet, string> = {
  'signed-out': '/assets/SignInScreen-1.js /assets/Card-2.js /assets/SignInScreen-3.css',
  'signed-out-en-gb': '/assets/auth.enGB-18.js',
  'signed-in': '/assets/storedUser-4.js',
  'signed-in-home': '/assets/HomeScreen-5.js /assets/dashboard-6.js /assets/dashboard-7.css',
  'signed-in-home-en-gb': '/assets/dashboard.enGB-8.js',
  'signed-in-home-kept': '/assets/HomeLiveSections-9.js /assets/member-data-10.js',
  'signed-in-reports':
    '/assets/ReportsScreen-11.js /assets/dashboard-6.js /assets/member-data-10.js',
  'signed-in-digital-report':
    '/assets/DigitalReportScreen-12.js /assets/dashboard-6.js /assets/member-data-10.js',
  'signed-in-scans': '/assets/firstPageData-17.js',
  'signed-in-digital-report-en-gb': '/assets/dashboard.enGB-8.js /assets/cat.enGB-13.js',
  'signed-in-select-plan': '/assets/SelectPlanScreen-14.js /assets/journey-booking-15.js',
  'signed-in-select-plan-en-gb': '/assets/booking.enGB-16.js',
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

  it("on an en-GB page without a stored session, preloads the sign-in page's British overrides too", () => {
    window.history.replaceState(null, '', '/en-gb/join');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/SignInScreen-1.js',
      'modulepreload /assets/Card-2.js',
      'preload:style /assets/SignInScreen-3.css',
      'modulepreload /assets/auth.enGB-18.js',
    ]);
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

  it('adds the links to the head in one change, not one by one', () => {
    localStorage.setItem(storedUserKey('R'), '{}');
    const changes = new MutationObserver(() => undefined);
    changes.observe(document.head, { childList: true });
    runScript();
    const additions = changes.takeRecords().filter((record) => record.addedNodes.length > 0);
    changes.disconnect();
    expect(additions).toHaveLength(1);
    expect(additions[0]?.addedNodes).toHaveLength(4);
  });

  describe('the connection to the platform', () => {
    const platformAt = (origin: string): void => {
      const meta = document.createElement('meta');
      meta.name = PLATFORM_META;
      meta.content = origin;
      document.head.append(meta);
    };
    const preconnects = (): string[] =>
      [...document.head.querySelectorAll('link[rel="preconnect"]')].map(
        (link) => `${link.getAttribute('href')} crossorigin=${link.getAttribute('crossorigin')}`,
      );

    it('is opened with the preloads of a signed-in visit, anonymous as the calls are', () => {
      platformAt('http://localhost:4000');
      localStorage.setItem(storedUserKey('R'), '{}');
      window.history.replaceState(null, '', '/reports');
      const changes = new MutationObserver(() => undefined);
      changes.observe(document.head, { childList: true });
      runScript();
      const additions = changes.takeRecords().filter((record) => record.addedNodes.length > 0);
      changes.disconnect();
      expect(preconnects()).toEqual(['http://localhost:4000 crossorigin=']);
      expect(additions).toHaveLength(1);
    });

    it("is not opened without a stored session, nor to the page's own origin", () => {
      platformAt('http://localhost:4000');
      runScript();
      expect(preconnects()).toEqual([]);

      document.head.replaceChildren();
      platformAt(window.location.origin);
      localStorage.setItem(storedUserKey('R'), '{}');
      runScript();
      expect(preconnects()).toEqual([]);
    });
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
    window.history.replaceState(null, '', '/en-gb/account');
    runScript();
    expect(preloaded()).toEqual(['modulepreload /assets/storedUser-4.js']);
  });

  it("preloads Reports' and a digital report's code with the member's data's services, each once", () => {
    localStorage.setItem(storedUserKey('R'), '{}');
    window.history.replaceState(null, '', '/reports');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/storedUser-4.js',
      'modulepreload /assets/ReportsScreen-11.js',
      'modulepreload /assets/dashboard-6.js',
      'modulepreload /assets/member-data-10.js',
    ]);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/en-gb/reports/digital-report/enc_1/card');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/storedUser-4.js',
      'modulepreload /assets/DigitalReportScreen-12.js',
      'modulepreload /assets/dashboard-6.js',
      'modulepreload /assets/member-data-10.js',
      'modulepreload /assets/dashboard.enGB-8.js',
      'modulepreload /assets/cat.enGB-13.js',
    ]);
  });

  it("preloads select-plan's code with the booking journey's services, under any prefix", () => {
    localStorage.setItem(storedUserKey('R'), '{}');
    window.history.replaceState(null, '', '/book-scan/select-plan');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/storedUser-4.js',
      'modulepreload /assets/SelectPlanScreen-14.js',
      'modulepreload /assets/journey-booking-15.js',
    ]);

    document.head.querySelectorAll('link').forEach((link) => link.remove());
    window.history.replaceState(null, '', '/en-gb/referral/select-plan');
    runScript();
    expect(preloaded()).toEqual([
      'modulepreload /assets/storedUser-4.js',
      'modulepreload /assets/SelectPlanScreen-14.js',
      'modulepreload /assets/journey-booking-15.js',
      'modulepreload /assets/booking.enGB-16.js',
    ]);
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
    runScript(
      firstPagePreloadScript({
        storedUserKeyPrefix: 'identity.user:',
        keptHomeOverviewKey: LAST_HOME_OVERVIEW_STORAGE_KEY,
        rootStateKey: ROOT_SESSION_STORAGE_KEY,
      }),
    );
    expect(preloaded()).toContain('modulepreload /assets/storedUser-4.js');
  });

  it('does nothing where the build wrote no list (the dev server)', () => {
    document.head.replaceChildren();
    runScript();
    expect(preloaded()).toEqual([]);
  });

  it('names a module for every set the script can choose', () => {
    for (const set of Object.keys(FIRST_PAGE_PRELOADS) as FirstPagePreloadSet[]) {
      expect(FIRST_PAGE_PRELOADS[set].length).toBeGreaterThan(0);
      expect(SCRIPT).toContain(`'${set}'`);
    }
  });

  describe("a prerendered page's code (the entry and what it imports)", () => {
    const ENTRY = '/assets/index-1.js /assets/runtime-2.js /assets/Join-3.js';
    beforeEach(() => {
      const meta = document.createElement('meta');
      meta.name = ENTRY_META;
      meta.content = ENTRY;
      document.head.append(meta);
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    const entryScripts = (): string[] =>
      [...document.head.querySelectorAll('script[type="module"]')].map(
        (script) =>
          `${script.getAttribute('src')} crossorigin=${script.getAttribute('crossorigin')}`,
      );

    /** The next frames the document draws (jsdom's, at 60 per second, as the script's). */
    const frames = async (count: number): Promise<void> => {
      for (let frame = 0; frame < count; frame += 1) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
      }
    };

    it("fetches nothing until the page has painted, then its code and the visit's sets", async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      runScript();
      expect(preloaded()).toEqual([]);
      expect(entryScripts()).toEqual([]);
      // The frame that paints the HTML, then the task after it.
      await frames(2);
      expect(preloaded()).toEqual([]);
      vi.advanceTimersByTime(0);
      expect(preloaded()).toEqual([
        'modulepreload /assets/index-1.js',
        'modulepreload /assets/runtime-2.js',
        'modulepreload /assets/Join-3.js',
        // The visit's set (no stored session: the sign-in page's).
        'modulepreload /assets/SignInScreen-1.js',
        'modulepreload /assets/Card-2.js',
        'preload:style /assets/SignInScreen-3.css',
      ]);
      expect(entryScripts()).toEqual(['/assets/index-1.js crossorigin=']);
      // Once: the tab going out of sight later adds nothing more.
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      visibility.mockRestore();
      expect(entryScripts()).toHaveLength(1);
      expect(preloaded()).toHaveLength(6);
    });

    it('where the browser reports paints, waits for the first contentful one, not a frame', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      // The script's own window: a paint observer the test reports to.
      runScript(`
        window.__observers = [];
        window.__PerformanceObserver = window.PerformanceObserver;
        window.PerformanceObserver = function (callback) {
          var observer = { callback: callback, observed: null, disconnected: false };
          observer.observe = function (options) { observer.observed = options; };
          observer.disconnect = function () { observer.disconnected = true; };
          window.__observers.push(observer);
          return observer;
        };
        window.PerformanceObserver.supportedEntryTypes = ['paint'];
      `);
      /** The observers the script made, read from its window. */
      const observers = (): Array<Record<string, unknown>> => {
        runScript('document.__observers = window.__observers;');
        return (document as unknown as { __observers: Array<Record<string, unknown>> }).__observers;
      };
      try {
        runScript();
        const [observer] = observers();
        expect(observer?.['observed']).toEqual({ type: 'paint', buffered: true });
        // Frames pass; the text has not painted yet (its font loads): nothing goes out.
        await frames(3);
        vi.advanceTimersByTime(0);
        expect(preloaded()).toEqual([]);
        const report = observer?.['callback'] as (list: unknown) => void;
        report({ getEntriesByName: (name: string) => (name === 'first-paint' ? [{}] : []) });
        vi.advanceTimersByTime(0);
        expect(preloaded()).toEqual([]);
        report({
          getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []),
        });
        vi.advanceTimersByTime(0);
        expect(preloaded()).toContain('modulepreload /assets/index-1.js');
        expect(entryScripts()).toEqual(['/assets/index-1.js crossorigin=']);
        expect(observer?.['disconnected']).toBe(true);
      } finally {
        runScript(
          'window.PerformanceObserver = window.__PerformanceObserver; delete document.__observers;',
        );
      }
    });

    it('gets its code within 3 s even if its content never reports a paint', () => {
      vi.useFakeTimers({ toFake: ['setTimeout'] });
      runScript(`
        window.__PerformanceObserver = window.PerformanceObserver;
        window.PerformanceObserver = function () {
          return { observe: function () {}, disconnect: function () {} };
        };
        window.PerformanceObserver.supportedEntryTypes = ['paint'];
      `);
      try {
        runScript();
        vi.advanceTimersByTime(2999);
        expect(entryScripts()).toEqual([]);
        vi.advanceTimersByTime(1);
        expect(entryScripts()).toEqual(['/assets/index-1.js crossorigin=']);
      } finally {
        runScript('window.PerformanceObserver = window.__PerformanceObserver;');
      }
    });

    it('runs the entry once the document is parsed, as a module script of the HTML would', async () => {
      const parsing = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
      runScript();
      await frames(2);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(preloaded()).toContain('modulepreload /assets/index-1.js');
      expect(entryScripts()).toEqual([]);
      parsing.mockRestore();
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(entryScripts()).toEqual(['/assets/index-1.js crossorigin=']);
    });

    it('in a tab out of sight (opened in the background), loads at once: no frame will come', () => {
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runScript();
      expect(entryScripts()).toEqual(['/assets/index-1.js crossorigin=']);
      visibility.mockRestore();
    });

    it('loads at once when the tab goes out of sight before its first frame', () => {
      runScript();
      expect(entryScripts()).toEqual([]);
      const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      document.dispatchEvent(new Event('visibilitychange'));
      expect(entryScripts()).toEqual(['/assets/index-1.js crossorigin=']);
      visibility.mockRestore();
    });
  });

  describe("Home's last paint", () => {
    const DAY = 24 * 60 * 60 * 1000;
    const overview: HomeOverview = {
      nextStep: { kind: 'bookScan', firstScan: true },
      upcomingScan: undefined,
      upcomingScanStep: undefined,
      latestReport: undefined,
      unreadMessages: undefined,
      invoicesDue: undefined,
    };
    const paint: LastPaint = {
      build: 'assets/index-1.js',
      page: '',
      css: '.greeting { font-size: 2rem; }',
      html: '<header>Scanwise</header><main><h1>Welcome, Dana</h1><p>Book your first scan.</p></main>',
    };

    /** The browser's storage as the core's port. */
    const storageOf = (storage: Storage): KeyValueStorage => ({
      getItem: (key) => storage.getItem(key),
      setItem: (key, value) => storage.setItem(key, value),
      removeItem: (key) => storage.removeItem(key),
      keys: () => Object.keys(storage),
    });

    /** What the web app keeps for the member (through the core's store, as the app does). */
    function keep(
      options: { member?: string; storage?: Storage; savedAt?: number; paint?: LastPaint } = {},
    ): void {
      const storage = options.storage ?? localStorage;
      const store = new LastHomeOverviewStore({
        storage: storageOf(storage),
        clock: new FakeClock(options.savedAt ?? Date.now()),
      });
      store.save('mem_1', overview, undefined);
      store.keepPaint('mem_1', overview, options.paint ?? paint);
      storage.setItem(
        ROOT_SESSION_STORAGE_KEY,
        JSON.stringify({
          version: 1,
          authenticated: true,
          member: { ...ENTITY_EXAMPLES.Member, id: options.member ?? 'mem_1' },
        }),
      );
      storage.setItem(storedUserKey('R'), '{}');
    }

    beforeEach(() => {
      const build = document.createElement('meta');
      build.name = BUILD_META;
      build.content = 'assets/index-1.js';
      const entryStyle = document.createElement('link');
      entryStyle.rel = 'stylesheet';
      entryStyle.href = '/assets/index-0.css';
      document.head.append(build, entryStyle);
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);
      // jsdom constructs sheets but has no adopted ones: a plain list stands in for Chromium's.
      document.adoptedStyleSheets = [];
    });
    afterEach(() => {
      document.body.replaceChildren();
      document.adoptedStyleSheets = [];
    });

    const shown = (): Element | null => document.querySelector('#root > div[inert]');
    const adopted = (): string[] =>
      document.adoptedStyleSheets.map((sheet) =>
        [...sheet.cssRules].map((rule) => rule.cssText).join(' '),
      );

    it("on Home shows the member's last paint in #root, inert and busy, styled by its kept rules", async () => {
      keep();
      runScript();
      expect(shown()?.getAttribute('aria-busy')).toBe('true');
      expect(shown()?.querySelector('h1')?.textContent).toBe('Welcome, Dana');
      // Styled without a fetch: its rules as a constructed sheet, no link added.
      expect(adopted()).toEqual(['.greeting { font-size: 2rem; }']);
      expect(document.head.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
      // The app's code is preloaded once it has painted, but for what the app has asked for.
      expect(preloaded()).toEqual(['stylesheet /assets/index-0.css']);
      const asked = document.createElement('link');
      asked.rel = 'modulepreload';
      asked.href = '/assets/HomeScreen-5.js';
      document.head.append(asked);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(preloaded()).toContain('modulepreload /assets/HomeLiveSections-9.js');
      expect(preloaded()).toContain('preload:style /assets/dashboard-7.css');
      expect(preloaded().filter((link) => link.includes('HomeScreen-5'))).toHaveLength(1);

      // The app's render replaces it: its sheet goes.
      document.getElementById('root')?.replaceChildren(document.createElement('main'));
      await Promise.resolve();
      expect(adopted()).toEqual([]);
    });

    it("sets up the browser's date formatting before the paint, in the page's locale", () => {
      // The script runs in the document's own realm, with an Intl of its own.
      runScript('document.scriptRealmIntl = Intl;');
      const realm = document as unknown as { scriptRealmIntl: typeof Intl };
      const dateFormats = vi.spyOn(realm.scriptRealmIntl, 'DateTimeFormat');
      try {
        keep();
        runScript();
        expect(shown()).not.toBeNull();
        expect(dateFormats).toHaveBeenCalledWith('en-US');
        dateFormats.mockClear();
        // Nothing to paint (another member): the app sets it up as it loads.
        keep({ member: 'mem_2' });
        document.getElementById('root')?.replaceChildren();
        runScript();
        expect(shown()).toBeNull();
        expect(dateFormats).not.toHaveBeenCalled();
      } finally {
        dateFormats.mockRestore();
      }
    });

    it('puts it into #root as soon as the parser has made it (the script runs in the head)', async () => {
      keep();
      document.body.replaceChildren();
      runScript();
      expect(shown()).toBeNull();
      const root = document.createElement('div');
      root.id = 'root';
      document.body.append(root);
      await Promise.resolve();
      expect(root.querySelector('div[inert] h1')?.textContent).toBe('Welcome, Dana');
    });

    it('shows the paint the last tab handed over to session storage', () => {
      keep({ storage: sessionStorage });
      runScript();
      expect(shown()).not.toBeNull();
    });

    it('shows nothing to another member, on another build, page or day, or signed out', () => {
      const nothingShown = (): void => {
        runScript();
        expect(shown()).toBeNull();
        expect(adopted()).toEqual([]);
        // Nothing waits for a paint: the preloads are there at once.
        expect(preloaded()).toContain('modulepreload /assets/storedUser-4.js');
        document.head
          .querySelectorAll('link[rel="modulepreload"]')
          .forEach((link) => link.remove());
        localStorage.clear();
      };
      keep({ member: 'mem_2' });
      nothingShown();
      keep({ paint: { ...paint, build: 'assets/index-2.js' } });
      nothingShown();
      keep({ paint: { ...paint, page: '/en-gb' } });
      nothingShown();
      // Kept two days ago: the overview's lifetime (at most a day, the core's rule) is over.
      keep({ savedAt: Date.now() - 2 * DAY });
      nothingShown();
      keep();
      window.history.replaceState(null, '', '/scans');
      runScript();
      expect(shown()).toBeNull();
      window.history.replaceState(null, '', '/');
      for (const key of Object.keys(localStorage)) {
        if (key.startsWith(STORED_USER_KEY_PREFIX)) localStorage.removeItem(key);
      }
      nothingShown();
    });

    it('shows text only: nothing in the entry can run, fetch or redirect', () => {
      keep({
        paint: {
          ...paint,
          html: [
            '<h1 onclick="window.hacked = 1">Welcome, Dana</h1>',
            '<script>window.hacked = 1</script>',
            '<img src="/x.png" onerror="window.hacked = 1">',
            '<a href="javascript:window.hacked = 1">Scans</a>',
            '<a href="  JavaScript:window.hacked = 1">Invoices</a>',
            '<a href="/reports">Reports</a>',
            '<base href="https://evil.test/">',
            '<meta http-equiv="refresh" content="0; url=https://evil.test/">',
            '<iframe srcdoc="<script>parent.hacked = 1</script>"></iframe>',
            '<link rel="stylesheet" href="https://evil.test/x.css">',
            '<svg><a xlink:href="javascript:window.hacked = 1"><text>Go</text></a></svg>',
            '<p style="color: red">Your next step</p>',
          ].join(''),
        },
      });
      runScript();
      const box = shown();
      expect(box?.querySelector('h1')?.textContent).toBe('Welcome, Dana');
      expect(box?.querySelector('script, base, meta, iframe, link')).toBeNull();
      const attributes = [...(box?.querySelectorAll('*') ?? [])].flatMap((element) =>
        [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
      );
      expect(attributes.filter((text) => /^on|^style=|javascript:/i.test(text))).toEqual([]);
      expect(attributes).toContain('href=/reports');
      expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
    });

    describe("another page's", () => {
      const scans: LastPaint = {
        ...paint,
        page: '/scans',
        html: '<header>Scanwise</header><main><header><h1>Your scans</h1></header></main>',
      };
      const report = (encounter: string): LastPaint => ({
        ...paint,
        page: `/reports/digital-report/${encounter}`,
        html: `<main><p><a href="/reports">Back to reports</a></p><h1>${encounter}</h1></main>`,
      });

      /** Keeps Home's paint, then the pages' (as the web app does, through the core's store). */
      function keepPages(pages: readonly LastPaint[], clock = new FakeClock(Date.now())): void {
        keep({ savedAt: clock.now() });
        const store = new LastHomeOverviewStore({ storage: storageOf(localStorage), clock });
        for (const page of pages) store.keepPagePaint('mem_1', page);
      }
      const showing = (path: string): string | null => {
        document.getElementById('root')?.replaceChildren();
        document.adoptedStyleSheets = [];
        window.history.replaceState(null, '', path);
        runScript();
        return shown()?.querySelector('h1')?.textContent ?? null;
      };
      afterEach(() => window.history.replaceState(null, '', '/'));

      it('shows the one kept for the address opened, inert and busy, and Home its own', () => {
        keepPages([scans, report('enc_1')]);
        expect(showing('/scans/')).toBe('Your scans');
        expect(shown()?.getAttribute('aria-busy')).toBe('true');
        expect(adopted()).toEqual(['.greeting { font-size: 2rem; }']);
        expect(showing('/')).toBe('Welcome, Dana');
        expect(showing('/reports')).toBeNull();
        expect(adopted()).toEqual([]);
      });

      it("shows the digital report's per encounter", () => {
        keepPages([report('enc_1'), report('enc_2')]);
        expect(showing('/reports/digital-report/enc_1')).toBe('enc_1');
        expect(showing('/reports/digital-report/enc_2')).toBe('enc_2');
        expect(showing('/reports/digital-report/enc_3')).toBeNull();
      });

      it("shows nothing to another member, of another build, or past the page's own time", () => {
        keepPages([scans]);
        const state = JSON.parse(localStorage.getItem(ROOT_SESSION_STORAGE_KEY) ?? '{}') as {
          member: { id: string };
        };
        localStorage.setItem(
          ROOT_SESSION_STORAGE_KEY,
          JSON.stringify({ ...state, member: { ...state.member, id: 'mem_2' } }),
        );
        expect(showing('/scans')).toBeNull();
        localStorage.clear();

        keepPages([{ ...scans, build: 'assets/index-2.js' }]);
        expect(showing('/scans')).toBeNull();
        localStorage.clear();

        // Taken while the entry had an hour to live; the entry was kept longer since.
        const hour = 60 * 60 * 1000;
        const clock = new FakeClock(Date.now() - 2 * hour);
        const store = new LastHomeOverviewStore({ storage: storageOf(localStorage), clock });
        keepPages([], clock);
        store.save('mem_1', overview, clock.now() + hour);
        store.keepPagePaint('mem_1', scans);
        clock.advance(hour / 2);
        store.save('mem_1', overview, undefined);
        expect(showing('/scans')).toBeNull();
      });
    });

    it('shows nothing from an entry it cannot read', () => {
      keep();
      localStorage.setItem(LAST_HOME_OVERVIEW_STORAGE_KEY, '{"paint":');
      runScript();
      expect(shown()).toBeNull();
    });
  });
});
