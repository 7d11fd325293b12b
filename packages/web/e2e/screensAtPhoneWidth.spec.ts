import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { signedIn } from './support/signedIn';
import { PLATFORM } from './support/origins';

// Every screen a member can open by its address, axe-clean at 320 px: the phone project runs only
// the journeys whose layout or interaction differs on a phone (support/projects.ts), so this walk
// is what holds every screen to axe at phone width, whichever journeys reach it. Each screen is
// checked once its content has come (not its loading state). On desktop the journeys themselves
// run axe on each screen they reach.
// docs/adr/0133-phone-runs-the-journeys-whose-layout-differs.md

interface Screen {
  readonly path: string;
  /** What shows once the screen's content is there. */
  readonly ready: (page: Page) => Locator;
}

const h1 = (name: string | RegExp) => (page: Page) => page.getByRole('heading', { level: 1, name });

const PUBLIC_SCREENS: readonly Screen[] = [
  { path: '/sign-in', ready: h1('Sign in') },
  { path: '/en-gb/sign-in', ready: h1('Sign in') },
  { path: '/join', ready: h1('Create your account') },
  { path: '/forgot-password', ready: h1('Forgot your password?') },
  { path: '/sign-out/callback', ready: h1('You are signed out') },
  {
    path: '/sign-up/claim-offer?code=INVITE-NW&partner=northwind',
    ready: h1('Northwind Health has invited you'),
  },
];

const SIGNED_IN_SCREENS: readonly Screen[] = [
  { path: '/', ready: (page) => page.getByRole('region', { name: 'Your to-do list' }) },
  { path: '/scans', ready: (page) => page.getByRole('heading', { level: 3 }).first() },
  {
    path: '/reports',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Heart CT report' }),
  },
  { path: '/reports/digital-report/enc_demo_2', ready: h1('Heart CT report') },
  { path: '/invoices', ready: (page) => page.getByText('You have 1 invoice to pay.') },
  { path: '/messages', ready: h1('Messages') },
  { path: '/account', ready: h1('Your account') },
  { path: '/book-scan/select-plan', ready: (page) => page.getByRole('radio').first() },
  {
    path: '/mammo-upload/enc_demo_3',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Your files', exact: true }),
  },
  {
    path: '/payment-authorize/enc_demo_3',
    ready: (page) => page.getByText('Invoice SW-2026-0003 is due'),
  },
];

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

test('every public screen is axe-clean at 320 px', async ({ page }) => {
  for (const screen of PUBLIC_SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page), screen.path).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page);
  }
});

test('every signed-in screen is axe-clean at 320 px', async ({ page }) => {
  test.setTimeout(60_000);
  await signedIn(page);
  for (const screen of SIGNED_IN_SCREENS) {
    await page.goto(screen.path);
    await expect(screen.ready(page), screen.path).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page);
  }
});
