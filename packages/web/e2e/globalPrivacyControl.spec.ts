import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { PLATFORM, TRACKING_WEB_ORIGIN } from './support/origins';
import { choose } from './support/select';

// "US members can opt out of advertising tracking in Account, and a browser's Global Privacy
// Control signal is honoured as an opt-out." A browser that sends the signal says so twice: the
// `navigator.globalPrivacyControl` property (an init script defines it here, as Chromium has none
// of its own) and the `Sec-GPC: 1` header on every request (`extraHTTPHeaders`).
//
// These journeys run against the bundle with a tag-manager id and two pixel ids, as
// consent.spec.ts does (whose "accepting loads the tag manager and the pixels" shows that the
// same stored yes loads them when no signal is sent). Tracking is switched on with the QA session
// flag; the tracker origins are stubbed and every request to them is recorded.

test.use({ baseURL: TRACKING_WEB_ORIGIN, extraHTTPHeaders: { 'Sec-GPC': '1' } });

const TRACKER_ORIGINS =
  /^https:\/\/(www\.googletagmanager\.com|[a-z0-9.-]*google-analytics\.com|www\.facebook\.com|analytics\.tiktok\.com)\//;

/**
 * The browser sends Global Privacy Control and tracking is on; `acceptedEarlier`: the member
 * accepted advertising cookies before (the record the banner and the Account switch keep).
 * Returns the live list of the URLs requested from the tracker origins (stubbed: nothing reaches
 * them).
 */
async function browserWithGpc(
  page: Page,
  { acceptedEarlier }: { readonly acceptedEarlier: boolean },
): Promise<string[]> {
  const requested: string[] = [];
  await page.route(TRACKER_ORIGINS, async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
  });
  await page.addInitScript((accepted: boolean) => {
    Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', {
      get: () => true,
      configurable: true,
    });
    if (window !== window.top) return;
    window.sessionStorage.setItem('scanwise.tracking', 'true');
    if (accepted && window.localStorage.getItem('scanwise.consent') === null) {
      window.localStorage.setItem(
        'scanwise.consent',
        JSON.stringify({ version: 1, choice: 'granted', decidedAt: Date.now(), policyVersion: 1 }),
      );
    }
  }, acceptedEarlier);
  return requested;
}

const tagManagerScripts = (page: Page) => page.locator('script[src*="googletagmanager.com"]');

/** The events that reached the tag manager's data layer (none is the point). */
async function dataLayerEvents(page: Page): Promise<unknown[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).map(
      (entry) => entry['event'],
    ),
  );
}

/**
 * Waits for the app's consent decision on the page (`data-consent` on the document, set once the
 * session is known; by then the page's view has been counted or not): the signal refuses.
 */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-consent', 'refused');
}

/** Nothing advertising on the page: no tag script, no data layer event, no TikTok queue. */
async function expectNoAdvertising(page: Page, trackers: string[]): Promise<void> {
  await settle(page);
  expect(trackers).toEqual([]);
  await expect(tagManagerScripts(page)).toHaveCount(0);
  expect(await dataLayerEvents(page)).toEqual([]);
  expect(await page.evaluate(() => 'ttq' in window)).toBe(false);
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

test(
  'a US member who accepted, with Global Privacy Control on: no tag, pixel or conversion, and Account says why',
  desktopOnly('wire'),
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const trackers = await browserWithGpc(page, { acceptedEarlier: true });
    const platformCalls: Request[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(PLATFORM)) platformCalls.push(sent);
    });

    // Joining is a conversion moment (CompleteRegistration with the ACCOUNT_CREATED stage).
    await page.goto('/join');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible({
      timeout: 15_000,
    });
    const field = (name: string) => page.getByLabel(new RegExp(`^${name}( \\*)?$`));
    await field('First name').fill('Rosa');
    await field('Last name').fill('Whitfield');
    await field('E-mail').fill(`gpc.member.${Date.now()}@example.com`);
    await field('Password').fill('New-password-1');
    await field('Phone number').fill('+1 212 555 0100');
    await field('Date of birth').fill('1979-03-21');
    await choose(page.getByRole('combobox', { name: 'Sex assigned at birth' }), 'Female');
    await page
      .getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' })
      .check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: 'Book your first scan' })).toBeVisible({
      timeout: 15_000,
    });
    await expectNoAdvertising(page, trackers);

    // Account: the signal is honoured, the switch is off and cannot be changed, and it says why.
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'Privacy and cookies' });
    await expect(section).toBeVisible({ timeout: 15_000 });
    await expect(section).toContainText(
      'Your browser is sending Global Privacy Control, and we honor it as your opt-out: advertising cookies stay off and nothing is sent to advertising partners.',
    );
    const toggle = section.getByRole('checkbox', { name: 'Allow advertising cookies' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toBeDisabled();
    await expect(toggle).toHaveAccessibleDescription(
      /^Advertising cookies cannot be turned on while Global Privacy Control is on\./,
    );
    await section.scrollIntoViewIfNeeded();
    // What the member sees, kept with the run's results for a look at each width.
    const shot = test.info().outputPath('account-privacy-gpc.png');
    await section.screenshot({ path: shot });
    await test.info().attach('account-privacy-gpc', { path: shot, contentType: 'image/png' });
    await expectAxeClean(page);
    await expectNoAdvertising(page, trackers);

    // No server-side conversion left the browser, and every platform call carried the signal.
    expect(platformCalls.filter((call) => call.url().endsWith('/api/tracking/meta'))).toEqual([]);
    expect(platformCalls.length).toBeGreaterThan(0);
    const sentHeaders = await Promise.all(
      platformCalls.slice(0, 5).map((call) => call.headerValue('sec-gpc')),
    );
    expect(sentHeaders).toEqual(sentHeaders.map(() => '1'));

    // The platform keeps no conversion sent with the signal, whoever sends it.
    const conversion = await request.post(`${PLATFORM}/api/tracking/meta`, {
      headers: { 'Sec-GPC': '1' },
      data: {
        eventName: 'CompleteRegistration',
        eventId: 'evt_gpc_e2e',
        eventTime: Math.floor(Date.now() / 1000),
        eventSourceUrl: `${TRACKING_WEB_ORIGIN}/join`,
        actionSource: 'website',
      },
    });
    expect(conversion.status()).toBe(204);
    const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
      conversions: unknown[];
    };
    expect(state.conversions).toEqual([]);
  },
);

test(
  'a UK visitor with Global Privacy Control on is not asked, and nothing loads',
  desktopOnly('wire'),
  async ({ page }) => {
    // A visitor who has answered nothing: the signal is the answer.
    const trackers = await browserWithGpc(page, { acceptedEarlier: false });
    await page.goto('/en-gb/sign-in');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await settle(page);
    await expect(page.getByRole('region', { name: 'Cookies and advertising' })).toHaveCount(0);
    await expectNoAdvertising(page, trackers);
    await expectAxeClean(page);
  },
);
