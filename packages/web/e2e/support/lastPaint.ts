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
