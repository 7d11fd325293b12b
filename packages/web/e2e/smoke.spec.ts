import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { HOME_URL } from './support/origins';
import { lastPaint } from './support/lastPaint';

async function signInAsDemo(page: Page, start = '/sign-in'): Promise<void> {
  await page.goto(start);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

// The smoke journey: the app loads, the sign-in shell and the app shell are keyboard-reachable
// and axe-clean, in en-us and en-gb, on desktop and on a 320 px phone.

test.describe('sign-in shell', () => {
  test('loads in en-US, is keyboard-reachable and axe-clean', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('"The {label} field is required." is announced, and the error state is axe-clean', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    const email = page.getByRole('textbox', { name: 'E-mail' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert').first()).toHaveText('The E-mail field is required.');
    await expectNoAxeViolations(page);
  });

  test('the demo member signs in and lands in the app shell', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await page.getByLabel('Password').fill('Demo-password-1');
    await page.getByLabel('Password').press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });
});

test.describe('app shell', () => {
  test('starts with a skip link, reaches every section by keyboard and is axe-clean', async ({
    page,
  }, testInfo) => {
    await signInAsDemo(page);
    // Start from the top of a fresh page load, as a keyboard user would.
    await page.reload();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // Home's last paint shows the same header before the app runs, but inert: keys do nothing yet.
    await expect(lastPaint(page)).toHaveCount(0);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await expectNoAxeViolations(page, 'header');

    if (testInfo.project.name === 'phone') {
      // Phones fold the navigation behind the Menu button.
      const menu = page.getByRole('button', { name: 'Menu' });
      await menu.focus();
      await page.keyboard.press('Enter');
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
    }
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const section of ['Home', 'Scans', 'Reports', 'Invoices', 'Messages', 'Account']) {
      await expect(nav.getByRole('link', { name: section })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'Reports' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/reports$/);
    // On phones the menu closes after the choice: look in the (hidden) navigation too.
    await expect(
      page
        .getByRole('navigation', { name: 'Main navigation', includeHidden: true })
        .getByRole('link', { name: 'Reports', includeHidden: true }),
    ).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page, 'header');
  });

  test('"documents: Redirects to reports" and "any other path: Redirects home"', async ({
    page,
  }) => {
    await signInAsDemo(page);
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/reports$/);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(HOME_URL);
  });

  test('en-gb is prefixed with the locale and keeps the prefix while navigating', async ({
    page,
  }) => {
    await signInAsDemo(page, '/en-gb/sign-in');
    await expect(page).toHaveURL(/\/en-gb\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expect(
      page.getByRole('link', { name: 'Invoices', includeHidden: true }).first(),
    ).toHaveAttribute('href', '/en-gb/invoices');
    await expectNoAxeViolations(page, 'header');
  });
});
