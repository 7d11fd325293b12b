/**
 * What names a last paint (docs/adr/0082) for index.html's preload script and the web app that
 * takes it: on their own, so a page that takes its paint does not carry the script's text.
 */

/** The meta element naming the build (its entry's file): a last paint of another build is not shown. */
export const BUILD_META = 'scanwise-build';

/**
 * The page a last paint was taken on, as the script compares it: the address without its
 * trailing slashes, in lower case ('' for Home, '/en-gb' for British Home).
 */
export const lastPaintPage = (pathname: string): string =>
  pathname.replace(/\/+$/, '').toLowerCase();
