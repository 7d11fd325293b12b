/**
 * What index.html fetches beside the entry, chosen by the visit: the build-time half of the
 * startup plan (firstPagePlan.ts decides the same sets, and a unit test keeps the two in step).
 * A visitor without a stored session sees the sign-in page next; a member with one opens a
 * member's page, which restores the session from the stored user first. Fetching the wrong
 * page's code in front of the right one delays Home's largest paint on a phone, and fetching
 * Home's own code only once the entry has run costs it a round trip.
 *
 * The build (vite.config.ts) names each set's chunks (with the chunks and CSS they import) in a
 * meta element, and a prerendered page's code in another ({@link ENTRY_META}): this inline
 * script, run by the parser in the head, turns the sets that fit the visit into preload links, at
 * once, or once a last paint is on screen; on a prerendered page it loads that code with them once
 * the page's text has painted (docs/adr/0154). The sets depend on whether a signed-in user is stored (local storage, or session
 * storage after the last tab's hand-over; the identity adapter's key prefix, injected here from
 * its one definition) and whether the page is Home ('/', with or without the locale prefix),
 * Reports, a digital report or select-plan (whose largest paint comes with the member's data or
 * the plans, so the services that ask for them load beside the entry rather than after the
 * page's code), or Scans (the chunk that asks for its encounters). The script is allowed by its hash in the CSP (src/security/securityHeaders.ts),
 * not by 'unsafe-inline'; a unit test checks the hash against the text. On a member's later
 * visit to Home, Scans, Reports, a digital report or select-plan it also shows the page's top as
 * they saw it last before the app runs (docs/adr/0082). Plain data: vite.config.ts imports it in Node.
 */
import { BUILD_META } from './lastPaintAddress.ts';

export { BUILD_META, lastPaintPage } from './lastPaintAddress.ts';

/**
 * Each set's modules, as paths their files end with (their chunks are what gets preloaded). A
 * screen's US English strings are the module its first render loads: its list's
 * (src/i18n/areaStringLists/<areas>.ts, made by the build), or an area's own.
 */
export const FIRST_PAGE_PRELOADS = {
  /** No stored user: the sign-in page is next, with its strings. */
  'signed-out': ['src/screens/signIn/SignInScreen.tsx', 'src/i18n/resources/auth.ts'],
  /** The overrides of the sign-in page's strings on en-GB. */
  'signed-out-en-gb': ['src/i18n/resources/auth.enGB.ts'],
  /**
   * A stored user, any page: the reader that restores the session without the sign-in library,
   * and the platform's transport, which the member's reload uses at once.
   */
  'signed-in': ['adapters/src/identity/storedUser.ts', 'adapters/src/http/fetchHttp.ts'],
  /** A stored user on Home: the dashboard's shell, its screen and the strings of its first paint. */
  'signed-in-home': [
    'src/app/DashboardLayout.tsx',
    'src/screens/dashboard/HomeScreen.tsx',
    'src/i18n/areaStringLists/appointments+dashboard+preparation.ts',
  ],
  /** The same on an en-GB Home or Reports: the overrides of those strings. */
  'signed-in-home-en-gb': [
    'src/i18n/resources/dashboard.enGB.ts',
    'src/i18n/resources/appointments.enGB.ts',
    'src/i18n/resources/preparation.enGB.ts',
  ],
  /**
   * Home with the overview it showed last time kept (core `LastHomeOverviewStore`): its first
   * paint shows that next step, so the lists' code and the member's data come with it.
   */
  'signed-in-home-kept': [
    'src/screens/dashboard/HomeLiveSections.tsx',
    'src/composition/memberDataBindings.ts',
    'src/composition/browserJourneyPorts.ts',
  ],
  /** A stored user on Scans: the small chunk that asks for its encounters (firstPageData.ts). */
  'signed-in-scans': ['src/startup/firstPageData.ts'],
  /**
   * A stored user on Reports: the dashboard's shell, the screen, its strings, and the member's
   * data's services with the ports they build on, so the reports' call starts once the entry has
   * run instead of after two more round trips (the largest paint is a report's card).
   */
  'signed-in-reports': [
    'src/app/DashboardLayout.tsx',
    'src/screens/dashboard/ReportsScreen.tsx',
    'src/i18n/areaStringLists/appointments+dashboard.ts',
    'src/composition/memberDataBindings.ts',
    'src/composition/browserJourneyPorts.ts',
    'src/startup/firstPageData.ts',
  ],
  /**
   * The same on a digital report (its largest paint is the summary). Not the image viewer's link:
   * the screen loads it once the report offers one, and a report without one (or a failed load)
   * would leave its preloaded styles unused, which the browser reports as a warning.
   */
  'signed-in-digital-report': [
    'src/app/DashboardLayout.tsx',
    'src/screens/dashboard/DigitalReportScreen.tsx',
    'src/i18n/areaStringLists/cat+dashboard.ts',
    'src/composition/memberDataBindings.ts',
    'src/composition/browserJourneyPorts.ts',
    'src/startup/firstPageData.ts',
  ],
  /** The overrides of a digital report's strings on en-GB (the heart check's, not appointments'). */
  'signed-in-digital-report-en-gb': [
    'src/i18n/resources/dashboard.enGB.ts',
    'src/i18n/resources/cat.enGB.ts',
  ],
  /**
   * A stored user on select-plan: the screen, its strings, and the booking journey's services
   * with the ports they build on, so the journey starts (and asks for the plans, whose
   * descriptions are its largest paint) once the entry has run, not after its code's round trips.
   */
  'signed-in-select-plan': [
    'src/screens/booking/SelectPlanScreen.tsx',
    'src/i18n/resources/booking.ts',
    'src/composition/journeys/booking.ts',
    'src/composition/browserJourneyPorts.ts',
    'src/startup/firstPageData.ts',
  ],
  /** The overrides of select-plan's strings on en-GB. */
  'signed-in-select-plan-en-gb': ['src/i18n/resources/booking.enGB.ts'],
} as const satisfies Record<string, readonly string[]>;

export type FirstPagePreloadSet = keyof typeof FIRST_PAGE_PRELOADS;

/** The meta element naming the platform's origin, which a signed-in visit connects to early. */
export const PLATFORM_META = 'scanwise-platform';

/**
 * The meta element of a prerendered page naming its code: its `content` is the entry's URL, then
 * the modules it and the page's first render import. The page's HTML has no module script: it
 * paints from its HTML alone, and the script below loads that code once it has painted.
 */
export const ENTRY_META = 'scanwise-entry';

/** The meta element of a set: its `content` lists the set's asset URLs, space-separated. */
export const firstPagePreloadMeta = (set: FirstPagePreloadSet): string => `scanwise-preload-${set}`;

/** What the script reads of the browser's storage: the keys it is built with. */
export interface FirstPagePreloadKeys {
  /** The identity adapter's prefix of a stored user's entry. */
  readonly storedUserKeyPrefix: string;
  /** Home's kept overview (core `LastHomeOverviewStore`), with the pages' last paints. */
  readonly keptHomeOverviewKey: string;
  /** The persisted root session state (core `RootSessionStore`): the signed-in member. */
  readonly rootStateKey: string;
}

/**
 * The preload script for the given storage keys. ES5 on purpose: it runs before anything else,
 * in every browser that opens the page.
 *
 * With a stored user it also shows the opened page's last paint (kept by the web app,
 * `startup/lastPaint.ts`: Home's with the overview it shows, another page's among the entry's
 * pages, by address) when it is this build's, this page's and the signed-in member's, and still
 * current (the entry's own times and a page's own end, which the core's `LastHomeOverviewStore`
 * set): its style rules are adopted as a constructed sheet and its markup goes into #root as soon
 * as the parser has made it, inside an inert, busy container, so the first paint is the member's
 * page without a fetch beyond the page's own sheet. The app's first render replaces it (and the
 * sheet goes); the preloads wait for that paint. With it, the browser's date formatting is set up
 * before that paint, while the page's files download (warmUpDateFormatting.ts then costs nothing).
 * With a stored user the preloads also open the connection to the platform (its origin in the
 * {@link PLATFORM_META} element, when it is not the page's own), so the page's first call does not
 * wait for it.
 */
export const firstPagePreloadScript = ({
  storedUserKeyPrefix,
  keptHomeOverviewKey,
  rootStateKey,
}: FirstPagePreloadKeys): string => `(function () {
  var signedIn = false;
  var keptText = null;
  var rootText = null;
  try {
    var stores = [window.localStorage, window.sessionStorage];
    for (var s = 0; s < stores.length; s++) {
      for (var i = 0; i < stores[s].length; i++) {
        var key = String(stores[s].key(i));
        if (key.indexOf(${JSON.stringify(storedUserKeyPrefix)}) === 0) signedIn = true;
        if (key === ${JSON.stringify(keptHomeOverviewKey)} && keptText === null) {
          keptText = stores[s].getItem(key);
        }
        if (key === ${JSON.stringify(rootStateKey)} && rootText === null) {
          rootText = stores[s].getItem(key);
        }
      }
    }
  } catch (error) {
    // Storage refused (a privacy mode): no stored session, so the sign-in page is next.
  }
  var path = location.pathname.replace(/^\\/en-(us|gb)(?=\\/|$)/i, '').replace(/\\/+$/, '');
  var british = /^\\/en-gb(\\/|$)/i.test(location.pathname);
  var sets = signedIn ? ['signed-in'] : ['signed-out'];
  if (!signedIn && british) sets.push('signed-out-en-gb');
  if (signedIn && path === '') {
    sets.push('signed-in-home');
    if (british) sets.push('signed-in-home-en-gb');
    if (keptText !== null) sets.push('signed-in-home-kept');
  }
  var reports = /^\\/reports$/i.test(path);
  var digitalReport = /^\\/reports\\/digital-report\\/[^\\/]+(\\/[^\\/]+)?$/i.test(path);
  var selectPlan = /^\\/[^\\/]+\\/select-plan$/i.test(path);
  if (signedIn && /^\\/scans$/i.test(path)) sets.push('signed-in-scans');
  if (signedIn && reports) {
    sets.push('signed-in-reports');
    if (british) sets.push('signed-in-home-en-gb');
  }
  if (signedIn && digitalReport) {
    sets.push('signed-in-digital-report');
    if (british) sets.push('signed-in-digital-report-en-gb');
  }
  if (signedIn && selectPlan) {
    sets.push('signed-in-select-plan');
    if (british) sets.push('signed-in-select-plan-en-gb');
  }
  var painted = signedIn && keptText !== null && showLastPaint();
  if (painted) {
    // The member's page shows dates: the browser's date formatting is set up (a phone's main
    // thread for tens of ms, once) now, while the page's files download, not once it has painted.
    try {
      new Intl.DateTimeFormat(british ? 'en-GB' : 'en-US').format(0);
    } catch (error) {
      // No Intl: the app formats without it.
    }
  }
  var entry = document.querySelector('meta[name="${ENTRY_META}"]');
  var code = entry ? (entry.getAttribute('content') || '').split(' ') : [];
  var visitSets = [];
  for (var m = 0; m < sets.length; m++) {
    var meta = document.querySelector('meta[name="scanwise-preload-' + sets[m] + '"]');
    visitSets.push(meta ? (meta.getAttribute('content') || '').split(' ') : []);
  }
  if (code[0]) {
    // A prerendered page paints from its HTML alone: all its code goes out once it has painted,
    // so the paint shares the network with nothing.
    afterPaint(true, function () {
      load([code].concat(visitSets));
      runEntry();
    });
  } else if (painted) {
    // A last paint needs none of the page's other code: it goes out once the paint is on screen
    // (the entry, a module script of the HTML, is on its way already).
    afterPaint(false, function () {
      load(visitSets);
    });
  } else {
    load(visitSets);
  }

  // Runs the task once the page's paint is on screen: the next frame, then a task. With
  // \`contentful\`, where the browser reports paints, once its first contentful paint is (a frame
  // may come before a prerendered page's text does, while its font loads): the app has not
  // started then, so nothing else asks for the same files. A page out of sight (a background tab)
  // draws no frame: there is no paint to wait for.
  function afterPaint(contentful, task) {
    var hidden = function () {
      return document.visibilityState === 'hidden';
    };
    if (hidden() || !window.requestAnimationFrame) {
      task();
      return;
    }
    var done = false;
    var paintObserver;
    var once = function () {
      if (done) return;
      done = true;
      document.removeEventListener('visibilitychange', onHidden);
      if (paintObserver) paintObserver.disconnect();
      task();
    };
    var onHidden = function () {
      if (hidden()) once();
    };
    document.addEventListener('visibilitychange', onHidden);
    var afterFrame = function () {
      window.requestAnimationFrame(function () {
        setTimeout(once, 0);
      });
    };
    var paintTypes = window.PerformanceObserver && PerformanceObserver.supportedEntryTypes;
    if (!contentful || !paintTypes || paintTypes.indexOf('paint') < 0) {
      afterFrame();
      return;
    }
    paintObserver = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(once, 0);
    });
    paintObserver.observe({ type: 'paint', buffered: true });
    // A page whose content never paints (it should not happen) still gets its code.
    setTimeout(once, 3000);
  }

  // The entry runs once the document is parsed (as a module script the parser meets would),
  // from the module its preload fetched.
  function runEntry() {
    if (!code[0]) return;
    var run = function () {
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = code[0];
      document.head.appendChild(script);
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
    else run();
  }

  function load(lists) {
    // Added to the head at once: each link added on its own has the browser look at the page
    // again, a long task on a phone with a last paint on screen.
    var links = document.createDocumentFragment();
    for (var l = 0; l < lists.length; l++) {
      var hrefs = lists[l];
      for (var h = 0; h < hrefs.length; h++) {
        // After the paint the app may have asked for the file itself.
        if (!hrefs[h] || document.querySelector('link[href="' + hrefs[h] + '"]')) continue;
        var link = document.createElement('link');
        var style = /\\.css$/.test(hrefs[h]);
        link.rel = style ? 'preload' : 'modulepreload';
        if (style) link.as = 'style';
        link.crossOrigin = '';
        link.href = hrefs[h];
        links.appendChild(link);
      }
    }
    // A signed-in page's data comes from the platform, another origin: its connection is opened
    // now rather than when the app first calls (a round trip less before that data), anonymous
    // as the app's calls are (they carry a token, no cookie).
    var platform = document.querySelector('meta[name="${PLATFORM_META}"]');
    var origin = platform ? platform.getAttribute('content') : null;
    if (signedIn && origin && origin !== location.origin) {
      var connect = document.createElement('link');
      connect.rel = 'preconnect';
      connect.crossOrigin = '';
      connect.href = origin;
      links.appendChild(connect);
    }
    document.head.appendChild(links);
  }

  function showLastPaint() {
    var entry, member, paint;
    var page = location.pathname.replace(/\\/+$/, '').toLowerCase();
    var now = Date.now();
    try {
      entry = JSON.parse(keptText);
      member = JSON.parse(rootText).member;
      // Home's is kept with the overview it shows; another page's is one of the entry's pages,
      // each with its own end of life. A page opened with a query (an offer's code) may show
      // other content than the address's kept paint: it shows none.
      if (path === '') paint = entry.paint;
      for (var p = 0; path !== '' && location.search === '' && p < entry.pages.length; p++) {
        if (entry.pages[p].page === page && now < entry.pages[p].validUntil) paint = entry.pages[p];
      }
    } catch (error) {
      return false;
    }
    var build = document.querySelector('meta[name="${BUILD_META}"]');
    if (!paint || typeof paint.html !== 'string' || typeof paint.css !== 'string') return false;
    if (!build || paint.build !== build.getAttribute('content')) return false;
    if (!member || member.id !== entry.memberId) return false;
    if (!(now >= entry.savedAt && now < entry.validUntil)) return false;
    if (paint.page !== page) return false;
    // Its style rules as a constructed sheet: no fetch before the paint, and no inline style
    // element (the policy allows none it has no hash for).
    var sheet;
    try {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(paint.css);
      document.adoptedStyleSheets = document.adoptedStyleSheets.concat([sheet]);
    } catch (error) {
      return false;
    }
    // Parsed inert (a template runs nothing, fetches nothing), then cleared of what could run,
    // fetch or redirect, whatever the entry holds (the web app keeps none of it).
    var markup = document.createElement('template');
    markup.innerHTML = paint.html;
    var risky = markup.content.querySelectorAll(
      'script, style, link, meta, base, iframe, frame, frameset, object, embed, noscript, template'
    );
    for (var r = 0; r < risky.length; r++) risky[r].parentNode.removeChild(risky[r]);
    var elements = markup.content.querySelectorAll('*');
    for (var e = 0; e < elements.length; e++) {
      for (var a = elements[e].attributes.length - 1; a >= 0; a--) {
        var name = elements[e].attributes[a].name.toLowerCase();
        var value = elements[e].attributes[a].value;
        if (
          name.indexOf('on') === 0 ||
          name === 'style' ||
          name === 'srcdoc' ||
          (/(^|:)(href|src|action|formaction)$/.test(name) && /^\\s*(javascript|data):/i.test(value))
        ) {
          elements[e].removeAttribute(elements[e].attributes[a].name);
        }
      }
    }
    var box = document.createElement('div');
    box.setAttribute('inert', '');
    box.setAttribute('aria-busy', 'true');
    box.appendChild(markup.content);
    // Once the app's render has replaced it, the app's own sheets style the page.
    var forget = function () {
      var kept = [];
      for (var k = 0; k < document.adoptedStyleSheets.length; k++) {
        if (document.adoptedStyleSheets[k] !== sheet) kept.push(document.adoptedStyleSheets[k]);
      }
      document.adoptedStyleSheets = kept;
    };
    var place = function () {
      var root = document.getElementById('root');
      if (!root) return false;
      while (root.firstChild) root.removeChild(root.firstChild);
      root.appendChild(box);
      var replaced = new MutationObserver(function () {
        if (box.parentNode === root) return;
        replaced.disconnect();
        forget();
      });
      replaced.observe(root, { childList: true });
      return true;
    };
    if (!place()) {
      var parsed = new MutationObserver(function () {
        if (place()) parsed.disconnect();
      });
      parsed.observe(document.documentElement, { childList: true, subtree: true });
    }
    return true;
  }
})();`;

/**
 * SHA-256 of the script index.html carries (the one for the identity adapter's stored-user key
 * prefix, which vite.config.ts passes in), as a CSP source: a unit test checks it.
 */
export const FIRST_PAGE_PRELOAD_SCRIPT_HASH =
  "'sha256-DuQ9Cvc+uBe7ivZlO0tySeyj7FStJFiZNtGgr7+GPvY='";
