import { expect, type Locator, type Page, type Route } from '@playwright/test';

/**
 * A page's last paint (docs/adr/0082): the member's page (Home, Scans, Reports, a digital report)
 * from index.html, inert and busy in #root, until the app's first render replaces it. What it
 * shows is visible but does nothing: a journey that presses keys on a reloaded page waits for it
 * to go first.
 */
export const lastPaint = (page: Page): Locator =>
  page.locator('#root > div[inert][aria-busy="true"]');

/** Holds the entry's script (the build's entry, named by its meta element) until released. */
export async function holdEntry(page: Page): Promise<() => Promise<void>> {
  const entry = await page.locator('meta[name="scanwise-build"]').getAttribute('content');
  expect(entry).toBeTruthy();
  const held: Route[] = [];
  let released = false;
  await page.route(`**/${entry}`, (route) => {
    if (released) return route.continue();
    held.push(route);
    return undefined;
  });
  return async () => {
    released = true;
    await Promise.all(held.map((route) => route.continue()));
  };
}

/**
 * Records every text the page's main landmark takes from the very start of the load, from the
 * first text on (a blank main after it is recorded too); `mainTexts` reads them.
 */
export async function recordMainTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { mainTexts: string[] }).mainTexts = seen;
    const read = (): void => {
      const text = [...document.querySelectorAll('main')]
        .map((main) => (main.textContent ?? '').replace(/\s+/g, ' ').trim())
        .join(' | ');
      if (seen.length === 0 && text === '') return;
      if (seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document, { subtree: true, childList: true });
  });
}

/** The texts `recordMainTexts` saw, in order. */
export const mainTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { mainTexts: string[] }).mainTexts);

/**
 * Where the element of #root matching `selector` whose text is `text` is on screen (the paint's or
 * the app's, whichever is there); null while there is none.
 */
export const textBox = (page: Page, selector: string, text: string) =>
  page.evaluate(
    ({ wanted, within }) => {
      const element = [...document.querySelectorAll(within)].find(
        (candidate) => candidate.textContent?.trim() === wanted,
      );
      if (!element) return null;
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    },
    { wanted: text, within: selector },
  );
