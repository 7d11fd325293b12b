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
    // A US English page fetches none of the en-GB overrides' chunks.
    const overrides: string[] = [];
    page.on('request', (request) => {
      if (/\.enGB-[\w-]+\.js$/.test(request.url())) overrides.push(request.url());
    });
    await page.goto('/invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Invoice / }).first()).toBeVisible();
    await expect(page.getByText('Prices are in US dollars (USD).')).toHaveCount(0);
    expect(overrides).toEqual([]);
  },
);
