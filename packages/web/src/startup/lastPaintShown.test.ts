import { afterEach, describe, expect, it } from 'vitest';
import { lastPaintShown } from './firstPageData';
import { lastPaintPage } from './lastPaintAddress';

describe("a last paint's address and presence", () => {
  afterEach(() => document.body.replaceChildren());

  it('names the page as the script compares it: no trailing slashes, lower case', () => {
    expect(lastPaintPage('/Reports/')).toBe('/reports');
    expect(lastPaintPage('/')).toBe('');
    expect(lastPaintPage('/en-GB/')).toBe('/en-gb');
  });

  it("sees the script's paint in #root: its one inert, busy container", () => {
    const root = document.createElement('div');
    document.body.append(root);
    expect(lastPaintShown(root)).toBe(false);

    const box = document.createElement('div');
    box.setAttribute('inert', '');
    box.setAttribute('aria-busy', 'true');
    root.append(box);
    expect(lastPaintShown(root)).toBe(true);

    // The app's first render has replaced it, or something else is there.
    root.replaceChildren(document.createElement('main'));
    expect(lastPaintShown(root)).toBe(false);
    const busyOnly = document.createElement('div');
    busyOnly.setAttribute('aria-busy', 'true');
    root.replaceChildren(busyOnly);
    expect(lastPaintShown(root)).toBe(false);
  });
});
