import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';

// The sign-in route's size budget: the sign-in page loads only the session part of the core; each
// journey's services (password reset, sign-up, booking and payment, questionnaires, uploads...)
// are a chunk of their own, fetched when a screen of that journey needs them, the signed-in ones
// also warmed one by one once the page after a sign-in has painted; the member's data (hubs, live
// lists) is another, all a dashboard section needs.

/** Any journey's chunk, or what they share (the member calls) or build on (the journey base). */
const ANY_JOURNEY_CHUNK = /\/assets\/journey-[\w-]+\.js$/;
/** One journey's own chunk (not what they share or build on). */
const OWN_JOURNEY_CHUNK = /\/assets\/journey-(?!shared-|base-)[\w-]+\.js$/;
const BOOKING_CHUNK = /\/assets\/journey-booking-[\w-]+\.js$/;
const ACCOUNT_CHUNK = /\/assets\/journey-account-[\w-]+\.js$/;
const PASSWORD_RESET_CHUNK = /\/assets\/journey-password-reset-[\w-]+\.js$/;
/** The public journeys' and the upload's chunks, which a sign-in does not warm. */
const NOT_WARMED_CHUNK =
  /\/assets\/journey-(password-reset|sign-up|initial-setup|offers|cat|mammo-uploads)-[\w-]+\.js$/;
const MEMBER_DATA_CHUNK = /\/assets\/member-data-[\w-]+\.js$/;

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Every script URL the page fetches from now on. */
function scriptsFetched(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

test(
  "the sign-in page fetches none of the journeys; once Home is live after signing in, the signed-in ones are warmed and no public journey's",
  desktopOnly('wire'),
  async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => ANY_JOURNEY_CHUNK.test(url))).toEqual([]);

    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
    // Home's live lists come from the hubs, part of the member's data; the signed-in journeys are
    // warmed after Home has painted, one per idle moment.
    await expect(page.getByText('Live updates on')).toBeVisible();
    await expect.poll(() => scripts.filter((url) => BOOKING_CHUNK.test(url))).toHaveLength(1);
    await expect.poll(() => scripts.filter((url) => ACCOUNT_CHUNK.test(url))).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => NOT_WARMED_CHUNK.test(url))).toEqual([]);
    await expectAxeClean(page);
  },
);

test(
  "a later visit to Home goes live with the member's data alone: the journeys are not fetched",
  desktopOnly('wire'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    // What the signed-in page still fetches is not the later visit's.
    await page.waitForLoadState('networkidle');
    const scripts = scriptsFetched(page);
    await page.reload();
    await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Your next step' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => MEMBER_DATA_CHUNK.test(url))).toHaveLength(1);
    expect(scripts.filter((url) => OWN_JOURNEY_CHUNK.test(url))).toEqual([]);
    // A journey screen fetches its own journey's when the member opens it, and no other's.
    await page.getByRole('link', { name: 'Book a scan' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => scripts.filter((url) => BOOKING_CHUNK.test(url))).toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => OWN_JOURNEY_CHUNK.test(url))).toEqual(
      scripts.filter((url) => BOOKING_CHUNK.test(url)),
    );
  },
);

test(
  "a public journey's page fetches its own services alone: never booking's or the member's data",
  desktopOnly('wire'),
  async ({ page }) => {
    const scripts = scriptsFetched(page);
    await page.goto('/forgot-password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() => scripts.filter((url) => PASSWORD_RESET_CHUNK.test(url)))
      .toHaveLength(1);
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((url) => OWN_JOURNEY_CHUNK.test(url))).toEqual(
      scripts.filter((url) => PASSWORD_RESET_CHUNK.test(url)),
    );
    expect(scripts.filter((url) => MEMBER_DATA_CHUNK.test(url))).toEqual([]);
    await expectAxeClean(page);
  },
);

test(
  'a journey whose services cannot be fetched leaves Home and the other journeys working; its screen shows the route error and its reload brings it back',
  desktopOnly('wire'),
  async ({ page, allowConsole }) => {
    // The account's chunk is refused: the app logs each reload it tries, the failed load and the
    // route's error (React reports the error its boundary caught).
    allowConsole(
      /^A page asset failed to load; reload/,
      /^The journeys could not load/,
      /^A route failed to render/,
      /^TypeError: (\w+ is not a function|Failed to fetch dynamically imported module)/,
    );
    await page.route(ACCOUNT_CHUNK, (route) => route.abort('connectionrefused'));
    // The warm-up after the sign-in fetches the account's chunk too: its refusal reloads the page
    // (navigation/preloadRecovery.ts) before the member opens the account.
    const warmUpRefused = page.waitForEvent('requestfailed', (request) =>
      ACCOUNT_CHUNK.test(request.url()),
    );
    await page.goto('/sign-in');
    // Listened for from here: the reload may have loaded before the refusal's wait returns.
    const reloaded = page.waitForEvent('load');
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Live updates on')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your next step' })).toBeVisible();
    await warmUpRefused;
    await reloaded;
    await expect(page.getByRole('region', { name: 'Your next step' })).toBeVisible();

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAxeClean(page);

    // Another journey loads meanwhile.
    await page.goto('/cat/questionnaire');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(
      0,
    );
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible({
      timeout: 30_000,
    });

    await page.unroute(ACCOUNT_CHUNK);
    await page.getByRole('button', { name: /reload/i }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(
      0,
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);

test(
  "the member's data that cannot be fetched ends on the route error screen; the reload brings Home back",
  desktopOnly('wire'),
  async ({ page, allowConsole }) => {
    allowConsole(
      /^A page asset failed to load; reload/,
      /^The member's data could not load/,
      // Home's overview, whose group builds on the member's data.
      /^The journeys could not load \(home\)/,
      /^A route failed to render/,
      /^TypeError: (\w+ is not a function|Failed to fetch dynamically imported module)/,
    );
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    await page.route(MEMBER_DATA_CHUNK, (route) => route.abort('connectionrefused'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible({
      timeout: 30_000,
    });
    await expectAxeClean(page);

    await page.unroute(MEMBER_DATA_CHUNK);
    await page.getByRole('button', { name: /reload/i }).click();
    await expect(page.getByText('Live updates on')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('region', { name: 'Your next step' })).toBeVisible();
  },
);

test(
  'a signed-in member opening a journey screen directly gets it with its services',
  desktopOnly('wire'),
  async ({ page }) => {
    await signedIn(page);
    await page.goto('/cat/questionnaire');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toHaveCount(
      0,
    );
  },
);
