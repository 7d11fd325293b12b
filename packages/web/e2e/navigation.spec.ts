import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectNoAxeViolations } from './support/axe';
import { HOME_URL, PLATFORM, WEB_ORIGIN } from './support/origins';
import { REVOKED_SESSION_CONSOLE, signedIn } from './support/signedIn';

// The route table and navigation behaviour of spec section 2 in the browser: unknown paths,
// documents, the locale prefix, canonical and alternate links, placeholders of later releases,
// the loggedOut event after a 401.

test.beforeEach(async ({ request }) => {
  await request.post(`${PLATFORM}/__control/reset`);
});

test(
  '"any other path: Redirects home" and "documents: Redirects to reports"',
  desktopOnly('rule'),
  async ({ page }) => {
    await signedIn(page);
    await page.goto('/no-such-page');
    await expect(page).toHaveURL(HOME_URL);
    await page.goto('/documents');
    await expect(page).toHaveURL(/\/reports$/);
    await page.goto('/referrals');
    await expect(page).toHaveURL(HOME_URL);
  },
);

test(
  'en-gb keeps its prefix through sign-in and navigation, in British English',
  desktopOnly('words'),
  async ({ page }) => {
    await page.goto('/en-gb/invoices');
    await expect(page).toHaveURL(/\/en-gb\/sign-in$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
    await expectNoAxeViolations(page);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await page.getByLabel('Password').fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/en-gb\/invoices$/);
    await expect(
      page.getByRole('link', { name: 'Reports', includeHidden: true }).first(),
    ).toHaveAttribute('href', '/en-gb/reports');
    await page.goto('/en-gb/documents');
    await expect(page).toHaveURL(/\/en-gb\/reports$/);
  },
);

test(
  'the canonical link and the alternate-language links are in the head',
  desktopOnly('wire'),
  async ({ page }) => {
    await page.goto('/en-gb/sign-in');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${WEB_ORIGIN}/en-gb/sign-in`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-us"]')).toHaveAttribute(
      'href',
      `${WEB_ORIGIN}/sign-in`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="en-gb"]')).toHaveAttribute(
      'href',
      `${WEB_ORIGIN}/en-gb/sign-in`,
    );
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      `${WEB_ORIGIN}/sign-in`,
    );
    await page.goto('/join');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${WEB_ORIGIN}/join`,
    );
  },
);

test('a deep link opens its screen (every routed screen is built now), with the way back', async ({
  page,
}) => {
  await signedIn(page);
  // payment-authorize was the last placeholder; the placeholder itself is covered by unit tests.
  await page.goto('/payment-authorize/enc_demo_3');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Authorize your payment' }),
  ).toBeVisible();
  await expect(page.getByText('Invoice SW-2026-0003 is due')).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Scans' }).click();
  await expect(page).toHaveURL(/\/scans$/);
  // Booking children past select-plan need a valid booking entry.
  await page.goto('/book-scan/schedule-scan');
  await expect(page).toHaveURL(HOME_URL);
});

test('the sign-out callback is a calm page with the way back in', async ({ page }) => {
  await page.goto('/sign-out/callback');
  await expect(page.getByRole('heading', { level: 1, name: 'You are signed out' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Sign in again' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test(
  'a 401 from the platform fires loggedOut and the app returns to sign-in',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // The member's tokens are revoked: the app logs the calls answered 401 and the member it could
    // not load on the way back to sign-in.
    // A hub that connects before the app is back on sign-in is refused too, and the browser says so.
    allowConsole(...REVOKED_SESSION_CONSOLE);
    await signedIn(page);
    await request.post(`${PLATFORM}/__control/tokens/revoke`, {
      data: { user: 'demo@example.com' },
    });
    await page.goto('/invoices');
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  },
);
