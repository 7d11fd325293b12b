// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// No rich text is rendered anywhere (docs/adr/0064-text-never-html.md): every platform and member
// text goes through React's text escaping. This guard fails when source code starts writing raw
// HTML; such a change must bring a sanitizer (DOMPurify) and its own XSS corpus test, and be listed
// here.
const SRC = fileURLToPath(new URL('..', import.meta.url));
const RAW_HTML =
  /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write\(|\beval\(|new Function\(/;
/**
 * Files allowed to mention a raw-HTML sink: tests proving the checks work, the tests' one way to
 * build a prerendered page from React's own server markup (as the browser reads the page's HTML), and
 * a page's last paint (the app's own markup, shown before the app runs).
 */
const ALLOWED = new Set([
  'security/xssCorpus.test.tsx',
  'security/noRawHtml.test.ts',
  'test/buildPageHydration.ts',
  // A page's last paint (docs/adr/0082): the app's own markup, serialized from its DOM, parsed in an
  // inert template and cleared of what could run, fetch or redirect before it is shown; its
  // corpus is in firstPagePreload.test.ts.
  'startup/firstPagePreload.ts',
  'startup/lastPaint.test.tsx',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

describe('raw HTML', () => {
  it('no source file of the app writes raw HTML or evaluates strings', () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(50);
    const offenders = files
      .map((file) => relative(SRC, file))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => RAW_HTML.test(readFileSync(join(SRC, file), 'utf8')));
    expect(offenders).toEqual([]);
  });
});
