// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BEFORE_HYDRATION_SCRIPT } from './beforeHydration';
import { prerenderedDocument } from './prerenderedDocument';
import { PRERENDERED_PAGES } from './prerenderedPages';

const TEMPLATE = `<!doctype html>
<html lang="en-US">
  <head>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c.css">
    <meta name="scanwise-preload-signed-out" content="/assets/SignIn-d.js /assets/page-e.css">
    <meta name="scanwise-preload-signed-in-home" content="/assets/page-e.css /assets/Home-f.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const STYLES = {
  hrefs: ['/assets/index-c.css', '/assets/page-e.css'],
  text: 'body{margin:0}\n.card{color:red}',
};
const [SIGN_IN, EN_GB_SIGN_IN] = PRERENDERED_PAGES;
const MARKUP =
  '<link rel="canonical" href="/sign-in"/><link rel="alternate" hrefLang="en-GB" href="/en-gb/sign-in"/><main><h1>Sign in</h1></main>';

describe("a prerendered page's document", () => {
  it('the public pages are written to the files the hosts serve for their addresses', () => {
    expect(PRERENDERED_PAGES.map((page) => [page.pathname, page.file])).toEqual([
      ['/sign-in', 'sign-in.html'],
      ['/en-gb/sign-in', 'en-gb/sign-in.html'],
      ['/join', 'join.html'],
      ['/en-gb/join', 'en-gb/join.html'],
      ['/forgot-password', 'forgot-password.html'],
      ['/en-gb/forgot-password', 'en-gb/forgot-password.html'],
      ['/forgot-password/change', 'forgot-password/change.html'],
      ['/en-gb/forgot-password/change', 'en-gb/forgot-password/change.html'],
      ['/forgot-password/confirm', 'forgot-password/confirm.html'],
      ['/en-gb/forgot-password/confirm', 'en-gb/forgot-password/confirm.html'],
      ['/cat/questionnaire', 'cat/questionnaire.html'],
      ['/en-gb/cat/questionnaire', 'en-gb/cat/questionnaire.html'],
      ['/cat/results', 'cat/results.html'],
      ['/en-gb/cat/results', 'en-gb/cat/results.html'],
      ['/sign-up/claim-offer', 'sign-up/claim-offer.html'],
      ['/en-gb/sign-up/claim-offer', 'en-gb/sign-up/claim-offer.html'],
      ['/sign-up/claim-offer-sponsored', 'sign-up/claim-offer-sponsored.html'],
      ['/en-gb/sign-up/claim-offer-sponsored', 'en-gb/sign-up/claim-offer-sponsored.html'],
    ]);
  });

  it('carries the markup in #root, marked with its address, without the origin-bound links', () => {
    if (!SIGN_IN) throw new Error('no sign-in page');
    const html = prerenderedDocument(TEMPLATE, SIGN_IN, MARKUP, STYLES);
    expect(html).toContain(
      '<div id="root" data-prerendered="/sign-in"><main><h1>Sign in</h1></main></div>',
    );
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('alternate');
    expect(html).toContain('<html lang="en-US">');
  });

  it('inlines its style sheets exactly, links none, and preloads none of them again', () => {
    if (!SIGN_IN) throw new Error('no sign-in page');
    const html = prerenderedDocument(TEMPLATE, SIGN_IN, MARKUP, STYLES);
    expect(html).toContain(`<style>${STYLES.text}</style>\n  </head>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain('content="/assets/SignIn-d.js"');
    expect(html).toContain('content=" /assets/Home-f.js"');
  });

  it('keeps what a visitor does before it hydrates: its script is in the head, before #root', () => {
    if (!SIGN_IN) throw new Error('no sign-in page');
    const html = prerenderedDocument(TEMPLATE, SIGN_IN, MARKUP, STYLES);
    const script = `<script>${BEFORE_HYDRATION_SCRIPT}</script>`;
    expect(html.split(script)).toHaveLength(2);
    expect(html.indexOf(script)).toBeLessThan(html.indexOf('</head>'));
  });

  it('fetches no script before it paints: its HTML has no module script and no preload', () => {
    if (!SIGN_IN) throw new Error('no sign-in page');
    const html = prerenderedDocument(TEMPLATE, SIGN_IN, MARKUP, STYLES, ['/assets/Join-g.js']);
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    // Listed, first in the head, for the first page's script, which loads it once the page has
    // painted.
    expect(html).toContain(
      '<head>\n    <meta name="scanwise-entry" content="/assets/index-a.js /assets/runtime-b.js /assets/Join-g.js">',
    );
  });

  it("lists the page's own scripts after the entry's, unless index.html lists them already", () => {
    if (!SIGN_IN) throw new Error('no sign-in page');
    const html = prerenderedDocument(TEMPLATE, SIGN_IN, MARKUP, STYLES, [
      '/assets/Join-g.js',
      '/assets/runtime-b.js',
      '/assets/SignIn-d.js',
    ]);
    expect(html).toContain(
      '<meta name="scanwise-entry" content="/assets/index-a.js /assets/runtime-b.js /assets/Join-g.js">',
    );
    // In the entry's list, or in the first-page preload's for visitors: not twice.
    expect(html.match(/\/assets\/runtime-b\.js/g)).toHaveLength(1);
    expect(html.match(/\/assets\/SignIn-d\.js/g)).toHaveLength(1);
  });

  it('the en-GB page is in British English', () => {
    if (!EN_GB_SIGN_IN) throw new Error('no en-GB sign-in page');
    const html = prerenderedDocument(TEMPLATE, EN_GB_SIGN_IN, MARKUP, STYLES);
    expect(html).toContain('<html lang="en-GB">');
    expect(html).toContain('data-prerendered="/en-gb/sign-in"');
  });

  it('refuses a template without an empty #root and a style sheet that would close <style>', () => {
    if (!SIGN_IN) throw new Error('no sign-in page');
    expect(() =>
      prerenderedDocument('<html><head></head></html>', SIGN_IN, MARKUP, STYLES),
    ).toThrow(/#root/);
    expect(() =>
      prerenderedDocument(TEMPLATE, SIGN_IN, MARKUP, { ...STYLES, text: 'a{}</style><script>' }),
    ).toThrow(/<style>/);
  });
});
