// A prerendered page's HTML document, made from the built index.html (pure: tested in Node).
import { PRERENDERED_ROOT_ATTRIBUTE, type PrerenderedPage } from './prerenderedPages';

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

/**
 * index.html with the page's markup in #root (marked with the address it was rendered for), its
 * language, and its style sheets linked at the end of the head, where the app's lazy chunks would
 * add them (the same cascade order); `crossorigin` as Vite links them, so the chunk's load finds
 * them and the first-page preload's fetch is reused.
 */
export function prerenderedDocument(
  template: string,
  page: PrerenderedPage,
  markup: string,
  styleSheets: readonly string[],
): string {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('prerender: index.html has no empty #root');
  if (!template.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  const body = markup.replace(HOISTED_LINK, '');
  const links = styleSheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`)
    .join('\n    ');
  return template
    .replace(/<html lang="[^"]*"/, `<html lang="${langOf(page.pathname)}"`)
    .replace('</head>', links === '' ? '</head>' : `  ${links}\n  </head>`)
    .replace(
      root,
      () =>
        `<div id="root" ${PRERENDERED_ROOT_ATTRIBUTE}="${escapeAttribute(page.pathname)}">${body}</div>`,
    );
}
