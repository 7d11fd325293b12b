// A prerendered page's HTML document, made from the built index.html (pure: tested in Node).
import { entryCodeOutOf } from '../build/entryCode.ts';
import { ENTRY_META } from '../startup/firstPagePreload.ts';
import { PRERENDERED_ROOT_ATTRIBUTE } from '../startup/prerenderedRoot.ts';
import { BEFORE_HYDRATION_SCRIPT } from './beforeHydration.ts';
import type { PrerenderedPage } from './prerenderedPages';

/** A page's style sheets, inlined: the files (their URLs) and their text, in order. */
export interface InlineStyles {
  readonly hrefs: readonly string[];
  readonly text: string;
}

/**
 * The links React hoists into the head (the canonical and alternate-language links of
 * DocumentLinks): built from the browser's origin, which a build does not know. They are left to
 * the browser's render, which adds them to the head on hydration.
 */
const HOISTED_LINK = /<link rel="(?:canonical|alternate)"[^>]*\/?>/g;

/** The `lang` of the document: the page's locale, as startup sets it (en-GB under /en-gb). */
const langOf = (pathname: string): string => (/^\/en-gb(\/|$)/i.test(pathname) ? 'en-GB' : 'en-US');

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

const escapeRegExp = (value: string): string => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * index.html made into the page: its markup in #root (marked with the address it was rendered
 * for), its language, the script that keeps what a visitor does before the app has hydrated the
 * page (./beforeHydration.ts), its code listed for the first page's script (loaded once it has
 * painted, docs/adr/0154), and its style sheets inline at
 * the end of the head in place of index.html's links to them (the page paints from the HTML
 * alone, with no request before it). The first-page preload no longer fetches them: a lazy chunk
 * that imports one links it again later, with the same rules, which changes nothing on screen.
 * The inline text is kept exactly as given: the CSP allows it by its hash.
 */
export function prerenderedDocument(
  template: string,
  page: PrerenderedPage,
  markup: string,
  styles: InlineStyles,
  scripts: readonly string[] = [],
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('prerender: index.html has no empty #root');
  if (!template.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  if (styles.text.includes('</style')) throw new Error('prerender: a style sheet closes <style>');
  let html = template;
  for (const href of styles.hrefs) {
    const pattern = escapeRegExp(href);
    // index.html's own link to it (the entry's style sheet).
    html = html.replace(
      new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${pattern}"[^>]*>`, 'g'),
      '',
    );
    // The first-page preload sets' lists (meta content, space-separated).
    html = html.replace(new RegExp(`( content="[^"]*?) ?${pattern}`, 'g'), '$1');
  }
  // The page paints from its HTML alone: its code (Vite's module script and preloads, then the
  // page's own chunks, less what the first-page preload fetches for visitors) is listed for the
  // first page's script, which loads it once the page has painted, so the paint shares the
  // network with nothing.
  const { html: withoutCode, code } = entryCodeOutOf(html);
  const own = scripts.filter((href) => !code.includes(href) && !withoutCode.includes(href));
  const list = [...code, ...own].map(escapeAttribute).join(' ');
  // First in the head: the first page's script reads it when the parser runs that script.
  html = withoutCode.replace(
    '<head>',
    () => `<head>\n    <meta name="${ENTRY_META}" content="${list}">`,
  );
  const body = markup.replace(HOISTED_LINK, '');
  return html
    .replace(/<html lang="[^"]*"/, `<html lang="${langOf(page.pathname)}"`)
    .replace(
      '</head>',
      () =>
        `  <script>${BEFORE_HYDRATION_SCRIPT}</script>\n  <style>${styles.text}</style>\n  </head>`,
    )
    .replace(
      root,
      () =>
        `<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}="${escapeAttribute(page.pathname)}">${body}</div>`,
    );
}
