/**
 * The sign-in page's chunks, fetched beside the entry only by a visit that will show it
 * (issue 5: the first paint on a phone).
 *
 * The sign-in page's chunks are worth fetching with the entry only for a visit that will show
 * it: a visitor with a stored session opens a member's page, and 25 KB of sign-in code in front
 * of it cost Home about 0.35 s of Lighthouse's simulated mobile LCP. The build (vite.config.ts)
 * names the chunks in a meta element, and this inline script, run by the parser before the
 * entry, turns them into preload links unless a signed-in user is stored (local storage, or
 * session storage after the last tab's hand-over; core's `isStoredUserEntry`). The script is
 * allowed by its hash in the CSP (src/security/securityHeaders.ts), not by 'unsafe-inline'; a
 * unit test checks the hash against the text. Plain data: vite.config.ts imports it in Node.
 */

/** The meta element listing the sign-in page's assets (space-separated URLs). */
export const SIGN_IN_ASSETS_META = 'scanwise-sign-in-assets';

/** ES5 on purpose: it runs before anything else, in every browser that opens the page. */
export const SIGN_IN_PRELOAD_SCRIPT = `(function () {
  var meta = document.querySelector('meta[name="${SIGN_IN_ASSETS_META}"]');
  if (!meta) return;
  try {
    var stores = [window.localStorage, window.sessionStorage];
    for (var s = 0; s < stores.length; s++) {
      for (var i = 0; i < stores[s].length; i++) {
        if (String(stores[s].key(i)).indexOf('oidc.user:') === 0) return;
      }
    }
  } catch (error) {
    // Storage refused (a privacy mode): no stored session, so the sign-in page is next.
  }
  var hrefs = meta.getAttribute('content').split(' ');
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
})();`;

/** SHA-256 of {@link SIGN_IN_PRELOAD_SCRIPT}, as a CSP source (checked by a unit test). */
export const SIGN_IN_PRELOAD_SCRIPT_HASH = "'sha256-mCd0nO564aGXjCTMUUiCo96AEGcv7bSGJrU74eqVZus='";
