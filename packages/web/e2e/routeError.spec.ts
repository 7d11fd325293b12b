import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';

// The declarative router's route error boundary in the browser (lazy route chunks with the
// preload-error reload capped at 3, and the route error screen, never a blank page): a
// dashboard section whose code cannot be fetched reloads the page at most 3 times, then shows
// the route error screen inside the shell; another section still opens, and once the code can
// be fetched again the reload button brings the section back.

const REPORTS_CHUNK = '**/assets/ReportsScreen-*.js';
const ERROR_HEADING = 'This page could not be shown';

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Counts the page's document requests from now on (every reload asks for the document). */
function countDocumentLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads += 1;
  });
  return () => loads;
}

/** Opens a dashboard section from the main navigation (behind the menu button on a phone). */
async function openSection(page: Page, name: string): Promise<void> {
  const menu = page.getByRole('button', { name: 'Menu' });
  if (await menu.isVisible()) await menu.click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name })
    .click();
}

/** Waits until the route error screen shows and the page stopped reloading; the reloads seen. */
async function reloadsUntilTheErrorSettles(page: Page, loads: () => number): Promise<number> {
  let previous = -1;
  await expect
    .poll(
      async () => {
        const now = loads();
        const shown = await page.getByRole('heading', { name: ERROR_HEADING }).isVisible();
        const settled = shown && now === previous;
        previous = now;
        return settled;
      },
      { timeout: 30_000, intervals: [1_500] },
    )
    .toBe(true);
  return previous;
}

test('a section whose code cannot load: 3 reloads, then the route error screen in the shell; the way on and back', async ({
  page,
  allowConsole,
}) => {
  // The section's chunk is refused: the app logs each reload and the route's error, and React
  // reports what its boundary caught (an import the reload guard settled empty: error #306).
  allowConsole(
    /^A page asset failed to load; reload/,
    /^A route failed to render/,
    /^TypeError: Failed to fetch dynamically imported module/,
    /Minified React error #306/,
  );
  await signIn(page, 'demo@example.com', 'Demo-password-1');
  const loads = countDocumentLoads(page);
  let refused = 0;
  await page.route(REPORTS_CHUNK, async (route) => {
    refused += 1;
    await route.abort('connectionrefused');
  });

  await openSection(page, 'Reports');
  // "If a preload of a page asset fails, the page reloads, at most 3 times", then the error stays:
  // exactly 3 reloads (one per failed page, however many reports Vite makes of the same chunk).
  const reloads = await reloadsUntilTheErrorSettles(page, loads);
  expect(reloads).toBe(3);
  await expect(page).toHaveURL(/\/reports$/);
  expect(refused).toBeGreaterThan(reloads);
  // Inside the shell: its navigation stays, and the way home is offered.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to your home page' })).toBeVisible();
  await expectAxeClean(page);

  // Another section opens: the error is cleared by the navigation.
  await openSection(page, 'Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toHaveCount(0);
  // The cap held: no reload since.
  expect(loads()).toBe(reloads);

  // The code can be fetched again: Back shows the error (this page's import stays failed), and
  // the reload button brings the section back.
  await page.unroute(REPORTS_CHUNK);
  await page.goBack();
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toBeVisible();
  await page.getByRole('button', { name: 'Reload the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { name: ERROR_HEADING })).toHaveCount(0);
  await expectAxeClean(page);
});
