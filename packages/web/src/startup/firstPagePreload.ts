/**
 * What index.html fetches beside the entry, chosen by the visit: the build-time half of the
 * startup plan (firstPagePlan.ts decides the same sets, and a unit test keeps the two in step).
 * A visitor without a stored session sees the sign-in page next; a member with one opens a
 * member's page, which restores the session from the stored user first. Fetching the wrong
 * page's code in front of the right one delays Home's largest paint on a phone, and fetching
 * Home's own code only once the entry has run costs it a round trip.
 *
 * The build (vite.config.ts) names each set's chunks (with the chunks and CSS they import) in a
 * meta element, and this inline script, run by the parser before the entry, turns the sets that
 * fit the visit into preload links: whether a signed-in user is stored (local storage, or session
 * storage after the last tab's hand-over; the identity adapter's key prefix, injected here from
 * its one definition) and whether the page is Home ('/', with or without the locale prefix). The
 * script is allowed by its hash in the CSP (src/security/securityHeaders.ts), not by
 * 'unsafe-inline'; a unit test checks the hash against the text. Plain data: vite.config.ts
 * imports it in Node.
 */
/** Each set's modules, as paths their files end with (their chunks are what gets preloaded). */
export const FIRST_PAGE_PRELOADS = {
  /** No stored user: the sign-in page is next. */
  'signed-out': ['src/screens/signIn/SignInScreen.tsx'],
  /**
   * A stored user, any page: the reader that restores the session without the sign-in library,
   * and the platform's transport, which the member's reload uses at once.
   */
  'signed-in': ['adapters/src/identity/storedUser.ts', 'adapters/src/http/fetchHttp.ts'],
  /** A stored user on Home: the dashboard's shell, its screen and the strings of its first paint. */
  'signed-in-home': [
    'src/app/DashboardLayout.tsx',
    'src/screens/dashboard/HomeScreen.tsx',
    'src/i18n/resources/dashboard.ts',
    'src/i18n/resources/appointments.ts',
  ],
  /** The same on an en-GB Home: the overrides of those strings. */
  'signed-in-home-en-gb': [
    'src/i18n/resources/dashboard.enGB.ts',
    'src/i18n/resources/appointments.enGB.ts',
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
} as const satisfies Record<string, readonly string[]>;

export type FirstPagePreloadSet = keyof typeof FIRST_PAGE_PRELOADS;

/** The meta element of a set: its `content` lists the set's asset URLs, space-separated. */
export const firstPagePreloadMeta = (set: FirstPagePreloadSet): string => `scanwise-preload-${set}`;

/**
 * The preload script for a given stored-user key prefix and the key of Home's kept overview. ES5
 * on purpose: it runs before anything else, in every browser that opens the page.
 */
export const firstPagePreloadScript = (
  storedUserKeyPrefix: string,
  keptHomeOverviewKey: string,
): string => `(function () {
  var signedIn = false;
  var kept = false;
  try {
    var stores = [window.localStorage, window.sessionStorage];
    for (var s = 0; s < stores.length; s++) {
      for (var i = 0; i < stores[s].length; i++) {
        var key = String(stores[s].key(i));
        if (key.indexOf(${JSON.stringify(storedUserKeyPrefix)}) === 0) signedIn = true;
        if (key === ${JSON.stringify(keptHomeOverviewKey)}) kept = true;
      }
    }
  } catch (error) {
    // Storage refused (a privacy mode): no stored session, so the sign-in page is next.
  }
  var path = location.pathname.replace(/^\\/en-(us|gb)(?=\\/|$)/i, '').replace(/\\/+$/, '');
  var british = /^\\/en-gb(\\/|$)/i.test(location.pathname);
  var sets = signedIn ? ['signed-in'] : ['signed-out'];
  if (signedIn && path === '') {
    sets.push('signed-in-home');
    if (british) sets.push('signed-in-home-en-gb');
    if (kept) sets.push('signed-in-home-kept');
  }
  for (var m = 0; m < sets.length; m++) {
    var meta = document.querySelector('meta[name="scanwise-preload-' + sets[m] + '"]');
    var hrefs = meta ? (meta.getAttribute('content') || '').split(' ') : [];
    for (var h = 0; h < hrefs.length; h++) {
      if (!hrefs[h]) continue;
      var link = document.createElement('link');
      var style = /\\.css$/.test(hrefs[h]);
      link.rel = style ? 'preload' : 'modulepreload';
      if (style) link.as = 'style';
      link.crossOrigin = '';
      link.href = hrefs[h];
      document.head.appendChild(link);
    }
  }
})();`;

/**
 * SHA-256 of the script index.html carries (the one for the identity adapter's stored-user key
 * prefix, which vite.config.ts passes in), as a CSP source: a unit test checks it.
 */
export const FIRST_PAGE_PRELOAD_SCRIPT_HASH =
  "'sha256-NkQfrNJPMf2eguXF1JhBD0Yt9Cwnld1ZuAqocy95XSw='";
