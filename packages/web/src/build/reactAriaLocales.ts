import type { Plugin } from 'vite';

/** The locales whose react-aria strings the app ships (en-GB reads en-US's: react-aria has none). */
export const REACT_ARIA_LOCALES: readonly string[] = ['en-US'];

/**
 * A react-aria string table of one locale (react-aria's intlStrings modules import every one):
 * intl/<component>/<locale>.mjs in react-aria, intl/<locale>.mjs in react-aria-components.
 */
const LOCALE_TABLE =
  /[\\/]react-aria(?:-components)?[\\/]dist[\\/]private[\\/]intl[\\/](?:.+[\\/])?([a-z]{2}-[A-Z]{2})\.mjs$/;

/**
 * react-aria's built-in strings (a dialog's "Dismiss", a list's announcements) come in 34 locales,
 * all imported by each component's string table; the app speaks en-US and en-GB only, so every
 * other locale's table is built as an empty one. A locale of the app without a table of its own
 * (en-GB) reads its language's (en-US) as react-aria does.
 */
export function reactAriaLocales(keep: readonly string[] = REACT_ARIA_LOCALES): Plugin {
  return {
    name: 'scanwise:react-aria-locales',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      const locale = LOCALE_TABLE.exec(id)?.[1];
      if (locale === undefined || keep.includes(locale)) return null;
      return 'export default {};';
    },
  };
}
