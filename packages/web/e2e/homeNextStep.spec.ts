import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import { HOME_URL, PLATFORM } from './support/origins';

// Home answers "what do I do next?" for the seeded demo member (Dana Demo, a mammography booked
// three weeks ahead with two tasks, an invoice due, an unread message, a Heart CT report): the
// one next step at the top with its reason, the facts at a glance, the upcoming scan with how to
// prepare, no call to action twice on the page; the member follows the step and comes back.

/** Signed in as the demo member (support/signedIn.ts: the form once per worker), on Home. */
async function signIn(page: Page): Promise<void> {
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

test('Home shows the one next step with why, the facts at a glance and how to prepare; the member follows it', async ({
  page,
}, testInfo) => {
  await signIn(page);
  const next = page.getByRole('region', { name: 'Your next step' });
  // The upload of prior mammograms is due first, before the booked mammography.
  await expect(next).toContainText(/Your Mammography is on .+ Please do this by /);
  const action = next.getByRole('link', { name: 'Upload your mammography files' });
  await expect(action).toHaveAttribute('href', /\/mammo-upload\/enc_demo_3$/);
  const glance = next.getByRole('list', { name: 'At a glance' });
  await expect(glance.getByRole('link', { name: '1 unread message' })).toHaveAttribute(
    'href',
    '/messages',
  );
  await expect(glance.getByRole('link', { name: '1 invoice due' })).toHaveAttribute(
    'href',
    '/invoices',
  );
  await expect(
    glance.getByRole('link', { name: 'View your report: Heart CT (calcium score)' }),
  ).toHaveAttribute('href', '/reports/digital-report/enc_demo_2');

  const upcoming = page.getByRole('region', { name: 'Your upcoming scan' });
  await expect(upcoming.getByRole('heading', { level: 3, name: /mammo/i })).toBeVisible();
  const prepare = upcoming.getByRole('region', { name: 'How to prepare' });
  await expect(prepare).toContainText('Do not use deodorant');

  // Every call to action once: no two links of the page's main part go to the same place.
  const main = page.getByRole('main');
  await expect(main.getByRole('region', { name: 'Your to-do list' })).toContainText(
    'Your next step, above',
  );
  const hrefs = await main
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(5);
  expect(new Set(hrefs).size).toBe(hrefs.length);
  await expectAxeClean(page);
  await page.screenshot({ path: testInfo.outputPath('home.png'), fullPage: true });

  // Keyboard: the main action is reachable and opens its place.
  await action.focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Upload your mammography files' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(HOME_URL);
  await expect(next.getByRole('link', { name: 'Upload your mammography files' })).toBeVisible();
});
