import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { PLATFORM, TRACKING_WEB_ORIGIN } from './support/origins';

// Consent: for members in the UK (and wherever the law asks), advertising pixels and the tag
// manager load only after consent, with a consent banner that is as easy to refuse as to accept;
// the choice is kept and can be changed in Account.
//
// These journeys run against the second bundle of playwright.config.ts, built with a tag-manager
// id and two pixel ids (its policy allows their origins). The tracker origins are unreachable
// offline: `page.route` stubs them and records every request made to them. Tracking itself is
// switched on with the QA session flag, as in privacy.spec.ts (the e2e build is not production).

test.use({ baseURL: TRACKING_WEB_ORIGIN });

const GTM_ID = 'GTM-E2ETEST';
const TRACKER_ORIGINS =
  /^https:\/\/(www\.googletagmanager\.com|[a-z0-9.-]*google-analytics\.com|www\.facebook\.com|analytics\.tiktok\.com)\//;

/** Stubs the tracker origins and returns the live list of the URLs requested from them. */
async function watchTrackers(page: Page): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TRACKER_ORIGINS, async (route) => {
    const url = route.request().url();
    requested.push(url);
    await route.fulfill(
      url.includes('/gtm.js')
        ? { contentType: 'text/javascript', body: 'window.scanwiseGtmStub = true;' }
        : url.includes('/i18n/pixel/events.js')
          ? { contentType: 'text/javascript', body: 'window.scanwiseTiktokStub = true;' }
          : { contentType: 'text/html', body: '<!doctype html><title>pixel</title>' },
    );
  });
  // Init scripts run in every frame: the pixels' sandboxed frames may not touch storage.
  await page.addInitScript(() => {
    if (window === window.top) window.sessionStorage.setItem('scanwise.tracking', 'true');
  });
  return requested;
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and advertising' });
const tagManagerScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]');

async function pageViews(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? [])
      .filter((entry) => entry['event'] === 'pageView')
      .map((entry) => String(entry['pagePath'])),
  );
}

/**
 * Waits for the app's consent decision on the page (`data-consent` on the document, set once the
 * session is known; by then the page's view has been counted or not) and checks it: what loads
 * without a yes is checked against a decision the app has taken, not after a guessed time.
 */
async function settle(page: Page, decision: 'asking' | 'allowed' | 'refused'): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-consent', decision);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

test('a UK visitor is asked; refusing loads no tag manager or pixel and is kept after a reload', async ({
  page,
}) => {
  const trackers = await watchTrackers(page);
  await page.goto('/en-gb/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(banner(page)).toBeVisible();
  const accept = banner(page).getByRole('button', { name: 'Accept advertising cookies' });
  const refuse = banner(page).getByRole('button', { name: 'Refuse advertising cookies' });
  // As easy to refuse as to accept: the same kind of button, the same size.
  const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
  expect(Math.abs((acceptBox?.height ?? 0) - (refuseBox?.height ?? -1))).toBeLessThan(1);
  expect(await accept.getAttribute('data-variant')).toBe(await refuse.getAttribute('data-variant'));
  await expectAxeClean(page);
  // Before any answer nothing has loaded.
  await settle(page, 'asking');
  expect(trackers).toEqual([]);
  await expect(tagManagerScripts(page)).toHaveCount(0);

  // Keyboard: the Refuse button is reachable and works with Enter.
  await refuse.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeFocused();
  await page.goto('/en-gb/forgot-password');
  await settle(page, 'refused');
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settle(page, 'refused');
  await expect(banner(page)).toHaveCount(0);
  await expect(tagManagerScripts(page)).toHaveCount(0);
  expect(await pageViews(page)).toEqual([]);
  expect(trackers).toEqual([]);
  await expectAxeClean(page);
});

test(
  'accepting loads the tag manager and the pixels, and the choice survives a reload',
  desktopOnly('wire'),
  async ({ page }) => {
    const trackers = await watchTrackers(page);
    await page.goto('/en-gb/sign-in');
    await expect(banner(page)).toBeVisible();
    await settle(page, 'asking');
    expect(trackers).toEqual([]);

    await banner(page).getByRole('button', { name: 'Accept advertising cookies' }).click();
    await expect(banner(page)).toHaveCount(0);
    // The page shown is counted now, and with it the tag manager and the pixels load.
    await expect(tagManagerScripts(page)).toHaveAttribute(
      'src',
      `https://www.googletagmanager.com/gtm.js?id=${GTM_ID}`,
    );
    await expect.poll(() => pageViews(page)).toEqual(['/sign-in']);
    await expect
      .poll(() => trackers.map((url) => new URL(url).hostname).sort())
      .toEqual(['analytics.tiktok.com', 'www.facebook.com', 'www.googletagmanager.com']);
    expect(trackers.some((url) => url.includes('ev=PageView'))).toBe(true);
    await expect.poll(() => page.evaluate(() => 'scanwiseGtmStub' in window)).toBe(true);
    // TikTok's pixel as its base code loads it: its script once, the page view in its queue.
    expect(trackers.filter((url) => url.includes('analytics.tiktok.com'))).toEqual([
      'https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=E2ETIKTOK&lib=ttq',
    ]);
    await expect.poll(() => page.evaluate(() => 'scanwiseTiktokStub' in window)).toBe(true);
    expect(
      await page.evaluate(() => [...((window as Window & { ttq?: unknown[] }).ttq ?? [])]),
    ).toEqual([['page']]);
    await expectAxeClean(page);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(tagManagerScripts(page)).toHaveCount(1);
    await expect(banner(page)).toHaveCount(0);
    await expect.poll(() => pageViews(page)).toEqual(['/sign-in']);
  },
);

test(
  'the choice can be changed in Account: turned on it loads, turned off nothing more is sent',
  desktopOnly('wire'),
  async ({ page }) => {
    const trackers = await watchTrackers(page);
    await page.goto('/en-gb/sign-in');
    await banner(page).getByRole('button', { name: 'Refuse advertising cookies' }).click();
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeAttached({
      timeout: 15_000,
    });
    await page.goto('/en-gb/account');
    const section = page.getByRole('region', { name: 'Privacy and cookies' });
    await expect(section).toBeVisible({ timeout: 15_000 });
    const toggle = section.getByRole('checkbox', { name: 'Allow advertising cookies' });
    await expect(toggle).not.toBeChecked();
    await expect(section).toContainText('Advertising cookies are off: you refused them on');
    await settle(page, 'refused');
    expect(trackers).toEqual([]);
    await expect(tagManagerScripts(page)).toHaveCount(0);
    await expectAxeClean(page);

    // On: the tag manager loads now, for the Account page.
    await toggle.check();
    await expect(section).toContainText('Advertising cookies are on: you accepted them on');
    await expect(tagManagerScripts(page)).toHaveCount(1);
    await expect.poll(() => pageViews(page)).toEqual(['/account']);
    // All of them: nothing of the yes is still on its way when it is taken back.
    await expect
      .poll(() => trackers.map((url) => new URL(url).hostname).sort())
      .toEqual(['analytics.tiktok.com', 'www.facebook.com', 'www.googletagmanager.com']);
    await expectAxeClean(page);

    // Off: nothing more reaches the data layer or the trackers, and the page says so honestly.
    await toggle.uncheck();
    await expect(section).toContainText(
      'Scripts already loaded on this page stay until you reload it.',
    );
    await settle(page, 'refused');
    const sentBefore = trackers.length;
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const invoices = nav.getByRole('link', { name: 'Invoices', exact: true });
    if (!(await invoices.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
    await invoices.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await settle(page, 'refused');
    expect(await pageViews(page)).toEqual(['/account']);
    expect(trackers).toHaveLength(sentBefore);

    // After a reload the refusal holds: no script at all.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({
      timeout: 15_000,
    });
    await settle(page, 'refused');
    await expect(tagManagerScripts(page)).toHaveCount(0);
    expect(trackers).toHaveLength(sentBefore);
    await expectAxeClean(page);
  },
);
