// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { entryCodeOutOf } from './entryCode';

const BUILT = `<!doctype html>
<html lang="en-US">
  <head>
    <title>Scanwise</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
    <link rel="modulepreload" crossorigin href="/assets/react-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe("the entry's code out of index.html", () => {
  it('lists the entry first, then what it imports, and leaves neither in the document', () => {
    const { html, code } = entryCodeOutOf(BUILT);
    expect(code).toEqual(['/assets/index-a.js', '/assets/runtime-b.js', '/assets/react-c.js']);
    expect(html).not.toContain('<script');
    expect(html).not.toContain('modulepreload');
  });

  it('keeps the rest of the document as it was: the style sheet, the root', () => {
    const { html } = entryCodeOutOf(BUILT);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('    <title>Scanwise</title>\n    <link rel="stylesheet"');
  });

  it('refuses a document without an entry, or with two', () => {
    expect(() => entryCodeOutOf('<html><head></head></html>')).toThrow(/one module script/);
    const twice = BUILT.replace('</head>', '<script type="module" src="/x.js"></script></head>');
    expect(() => entryCodeOutOf(twice)).toThrow(/found 2/);
  });
});
