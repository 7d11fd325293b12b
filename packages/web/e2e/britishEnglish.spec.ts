import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { choosePlan, resetPlatform, signIn } from './support/booking';

// en-GB pages in British English, the platform's words included ("Scanwise partner centre"),
// and prices said to be in US dollars: "Country is US and currency is USD with the dollar
// symbol" holds in both locales, which a UK member would not assume.

const AMERICAN = /\b(centers?|colors?|canceled|canceling|recogniz\w*|authoriz\w*|organiz\w*)\b/i;

async function expectBritishText(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  expect(text.match(AMERICAN)?.[0] ?? null).toBeNull();
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test(
  'booking in en-GB: British spelling and prices in US dollars',
  desktopOnly('words'),
  async ({ page }) => {
    await signIn(page, 'roles@example.com', 'Roles-password-1', '/en-gb/sign-in');
    await page.goto('/en-gb/book-scan/select-plan');
    await expect(
      page.getByText(/from the brain to the prostate or ovaries, at a partner centre\./),
    ).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByText('Prices are in US dollars (USD).').first()).toBeVisible();
    await expectBritishText(page);
    await choosePlan(page, /^Full Body Scan \(UK\)/);
    await expect(page.getByText('Prices are in US dollars (USD).')).toBeVisible();
    await expectBritishText(page);
  },
);

test(
  'invoices in en-GB say prices are in US dollars; en-US pages do not',
  desktopOnly('words'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1', '/en-gb/sign-in');
    await page.goto('/en-gb/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByText('Prices are in US dollars (USD).')).toBeVisible();
    await expectBritishText(page);
    // The en-GB page's own resources hold its overrides' chunks.
    expect(await britishChunksFetched(page)).not.toEqual([]);
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Invoice / }).first()).toBeVisible();
    await expect(page.getByText('Prices are in US dollars (USD).')).toHaveCount(0);
    // A US English page fetches none of them.
    expect(await britishChunksFetched(page)).toEqual([]);
  },
);

/**
 * The en-GB overrides' chunks the page's document fetched: its own resources, not the requests
 * of the page before it (whose idle loads can still be under way as a navigation starts).
 */
function britishChunksFetched(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /\.enGB-[\w-]+\.js$/.test(name)),
  );
}
