import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { PLATFORM } from './support/origins';

// Going back to Home, Scans, Reports or Invoices within a session renders from the remote-data
// cache, without waiting for the network: after a first visit of each, every request to the
// platform is held unanswered (a background refresh of data no longer fresh waits too), and each
// screen must still show its list.

async function signIn(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel(/^Password/).fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The section links of the app shell (folded behind Menu on phones). */
async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

/** What each section shows once its list is there. */
const SECTIONS = [
  {
    name: 'Home',
    list: (page: Page) =>
      page.getByRole('region', { name: 'Your to-do list' }).getByRole('listitem').first(),
  },
  {
    name: 'Scans',
    list: (page: Page) =>
      page.getByRole('region', { name: 'Past' }).getByRole('heading', { level: 3 }).first(),
  },
  {
    name: 'Reports',
    list: (page: Page) => page.getByRole('heading', { level: 2, name: 'Heart CT report' }),
  },
  {
    name: 'Invoices',
    list: (page: Page) => page.getByRole('heading', { level: 2, name: /^Invoice / }).first(),
  },
] as const;

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

test(
  'going back to Home, Scans, Reports or Invoices shows the list before the network answers',
  desktopOnly('wire'),
  async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    for (const section of SECTIONS) {
      await openSection(page, section.name);
      await expect(section.list(page)).toBeVisible({ timeout: 15_000 });
    }

    // From here the platform answers nothing until every screen has been seen again.
    const held: Route[] = [];
    await page.route(`${PLATFORM}/**`, (route) => {
      held.push(route);
    });
    for (const section of [...SECTIONS].reverse()) {
      await openSection(page, section.name);
      await expect(section.list(page)).toBeVisible();
      await expect(page.getByText(/Loading your/)).toHaveCount(0);
    }

    await page.unroute(`${PLATFORM}/**`);
    // A request the page gave up on meanwhile (a hub's reconnect, a superseded refresh) is already
    // handled: nothing to let through.
    await Promise.all(
      held.map((route) =>
        route.continue().catch((error: unknown) => {
          if (!String(error).includes('Route is already handled')) throw error;
        }),
      ),
    );
    await expect(SECTIONS[0].list(page)).toBeVisible();
  },
);

test(
  'a later visit to Home shows the next step it showed last time before the platform answers',
  desktopOnly('wire'),
  async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page);
    const nextStep = page.getByRole('region', { name: 'Your next step' });
    await expect(nextStep).toBeVisible({ timeout: 15_000 });
    const shown = await nextStep.innerText();

    // The reload's lists are held: the last overview (handed over to session storage by the
    // closing page and restored) is all Home has to show its next step with.
    const held: Route[] = [];
    await page.route(/\/(packages\/encounters|tasks)(\?|$)/, (route) => {
      held.push(route);
    });
    await page.reload();
    await expect(nextStep).toBeVisible({ timeout: 15_000 });
    expect(await nextStep.innerText()).toBe(shown);
    await expect(
      page.getByRole('status').filter({ hasText: 'Loading your dashboard' }),
    ).toBeVisible();
    // The lists are asked for once the restored session is signed in, which may follow the status.
    await expect.poll(() => held.length).toBeGreaterThan(0);

    await page.unroute(/\/(packages\/encounters|tasks)(\?|$)/);
    await Promise.all(held.map((route) => route.continue().catch(() => undefined)));
    await expect(
      page.getByRole('region', { name: 'Your to-do list' }).getByRole('listitem').first(),
    ).toBeVisible({ timeout: 15_000 });
  },
);

// Every project runs Debian's Chromium: where each response came from is read over its DevTools.
test(
  'a second load of a page within a deploy fetches no script or style over the network',
  desktopOnly('wire'),
  async ({ page }) => {
    await signIn(page);
    await openSection(page, 'Scans');
    // The first load of Scans itself (the sign-in and Home before it fetched other chunks).
    await page.goto('/scans');
    await expect(SECTIONS[1].list(page)).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');

    // Another page, then a visit opening Scans again (a link, a bookmark: the reload button
    // revalidates).
    await page.goto('/invoices');
    await expect(SECTIONS[3].list(page)).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    // Every script and style of the second load, and which of them the browser's cache served.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const assets = new Map<string, string>(); // request id -> URL
    const fromCache = new Set<string>();
    cdp.on('Network.requestServedFromCache', ({ requestId }) => fromCache.add(requestId));
    cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
      if (type !== 'Script' && type !== 'Stylesheet') return;
      if (response.fromDiskCache) fromCache.add(requestId);
      assets.set(requestId, response.url);
    });
    await page.goto('/scans');
    await expect(SECTIONS[1].list(page)).toBeVisible({ timeout: 15_000 });
    await page.waitForLoadState('networkidle');
    const own = [...assets].filter(([, url]) => new URL(url).pathname.startsWith('/assets/'));
    expect(own.length).toBeGreaterThan(0);
    expect(own.filter(([id]) => !fromCache.has(id)).map(([, url]) => url)).toEqual([]);
  },
);
