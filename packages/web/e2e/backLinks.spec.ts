import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { HOME_URL } from './support/origins';
import { resetPlatform } from './support/booking';

// A screen opened from a dashboard page goes back to that page: the upload screen opened from
// Home says "Back to Home", the invoice payment opened from Invoices "Back to Invoices". Opened
// directly (a link in an e-mail), it goes back to Scans.

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

const uploadHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Upload your mammography files' });

test(
  'the upload screen opened from Home goes back to Home; appointment actions from Scans, to Scans',
  desktopOnly('rule'),
  async ({ page }) => {
    await signedIn(page);
    // The upload is the demo member's next step: its link is the main action at the top of Home.
    await page
      .getByRole('region', { name: 'Your next step' })
      .getByRole('link', { name: /mammogra/i })
      .click();
    await expect(uploadHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Scans' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(HOME_URL);

    await page.goto('/scans');
    await page
      .getByRole('link', { name: 'Change or cancel the appointment for Mammography' })
      .click();
    await expect(page).toHaveURL(/\/schedule-actions\//);
    // A reload keeps the way back (history state lives with the entry).
    await page.reload();
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Scans' }).click();
    await expect(page).toHaveURL(/\/scans$/);
  },
);

test(
  'the invoice payment opened from Invoices goes back to Invoices; opened directly, to Scans',
  desktopOnly('rule'),
  async ({ page }) => {
    await signedIn(page);
    await page.goto('/invoices');
    await page.getByRole('link', { name: 'Pay now: invoice SW-2026-0003' }).click();
    await expect(page).toHaveURL(/\/payment-authorize\/enc_demo_3$/);
    await expect(page.getByRole('link', { name: 'Back to Scans' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Invoices' }).click();
    await expect(page).toHaveURL(/\/invoices$/);

    await page.goto('/payment-authorize/enc_demo_3');
    await page.getByRole('link', { name: 'Back to Scans' }).click();
    await expect(page).toHaveURL(/\/scans$/);
  },
);
