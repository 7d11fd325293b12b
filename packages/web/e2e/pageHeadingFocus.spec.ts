import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { heading, resetPlatform, signIn } from './support/booking';

// A page that opens with its heading focused (so a screen reader starts there) draws no focus
// ring on it: the heading is a reading position, not a control. Controls reached with Tab keep
// their :focus-visible ring.

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

async function expectFocusedWithoutRing(page: Page, name: string | RegExp): Promise<void> {
  const title = heading(page, name);
  await expect(title).toBeFocused();
  await expect(title).toHaveCSS('box-shadow', 'none');
  await expect(title).toHaveCSS('outline-style', 'none');
}

test(
  'join and forgot-password focus their heading on load without a ring',
  desktopOnly('rule'),
  async ({ page }) => {
    await page.goto('/join');
    await expectFocusedWithoutRing(page, 'Create your account');
    await page.goto('/forgot-password');
    await expectFocusedWithoutRing(page, 'Forgot your password?');
  },
);

test(
  'a heading focused after a keyboard press still draws no ring; Tab then rings the next control',
  desktopOnly('rule'),
  async ({ page }) => {
    await page.goto('/sign-in');
    const join = page.getByRole('link', { name: 'New here? Create an account' });
    await join.focus();
    await page.keyboard.press('Enter');
    await expectFocusedWithoutRing(page, 'Create your account');
    await page.keyboard.press('Tab');
    const next = page.locator(':focus');
    await expect(next).not.toHaveCSS('box-shadow', 'none');
  },
);

test(
  'booking focuses its heading on each step without a ring',
  desktopOnly('rule'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    await page.goto('/book-scan/select-plan');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expectFocusedWithoutRing(page, 'Choose your scan');
  },
);
