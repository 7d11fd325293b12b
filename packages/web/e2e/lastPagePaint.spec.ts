import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';
import { holdEntry, lastPaint, mainTexts, recordMainTexts, textBox } from './support/lastPaint';
import { desktopOnly } from './support/projects';

// Scans', Reports', a digital report's and select-plan's last paint (docs/adr/0082): on a member's later visit,
// index.html's inline script shows the page's top as the member saw it last, kept in the entry
// of Home's overview, before the app's code has run; the app's first render of the page takes
// its place, never the session status. Here the entry's script is held back on the reload, so
// what is on screen is the page's HTML alone.

const KEPT_OVERVIEW_KEY = 'scanwise.home.lastOverview';
const ROOT_STATE_KEY = 'scanwise.rootState';

/** A demo report's clinical words (docs/adr/0137): never in a last paint. */
const CLINICAL = [
  'No urgent findings. Two items to follow up with your physician.',
  'Full Body Scan report',
  'Simple renal cyst',
  'need a follow-up conversation',
];

const PAGES: readonly {
  readonly name: string;
  readonly path: string;
  readonly top: string;
  readonly heading: string | undefined;
  /** The dashboard's frame, which counts the unread messages. */
  readonly dashboard: boolean;
  /** Kept with the top, where the app's first render puts it too (its largest paint). */
  readonly largest?: string;
  /** Never in the paint, though the page shows it. */
  readonly never?: readonly string[];
}[] = [
  {
    name: 'Scans',
    path: '/scans',
    top: 'Every scan you booked, what is coming up and what is done.',
    heading: 'Scans',
    dashboard: true,
  },
  {
    name: 'Reports',
    path: '/reports',
    top: 'Your released reports. Your care team is here to talk them through with you.',
    heading: 'Reports',
    dashboard: true,
    never: CLINICAL,
  },
  {
    name: 'a digital report',
    path: '/reports/digital-report/enc_demo_1',
    top: 'Back to reports',
    heading: undefined,
    dashboard: true,
    never: CLINICAL,
  },
  {
    name: 'select-plan',
    path: '/book-scan/select-plan',
    top: 'Choose your scan',
    heading: 'Choose your scan',
    dashboard: false,
    largest:
      'A shorter MRI of the torso: the organs where most early cancers are found, without the brain and spine.',
  },
];

/** The addresses whose last paint is kept in this browser. */
const pagesKept = (page: Page): Promise<string[]> =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    const pages =
      text === null ? [] : ((JSON.parse(text) as { pages?: { page: string }[] }).pages ?? []);
    return pages.map((kept) => kept.page);
  }, KEPT_OVERVIEW_KEY);

/** Signs the demo member in (Home keeps its overview), then shows the page until its paint is kept. */
async function keepPagePaint(page: Page, path: string): Promise<void> {
  await signIn(page, 'demo@example.com', 'Demo-password-1');
  await expect(page.getByRole('region', { name: 'Your next step' })).toBeVisible({
    timeout: 15_000,
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => pagesKept(page)).toContain(path);
}

/**
 * Records, from the start of the load, every layout shift of the header (the frame the last paint
 * and the app share: the brand, the live connection, the Menu button and its count on a phone).
 */
async function recordHeaderShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { headerShifts: string[] }).headerShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources?: { node: Node | null }[];
      })[]) {
        for (const { node } of entry.sources ?? []) {
          const element = node instanceof Element ? node : node?.parentElement;
          if (element?.closest('header')) {
            shifts.push(`${element.outerHTML.slice(0, 80)} (${entry.value.toFixed(4)})`);
          }
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The header's layout shifts `recordHeaderShifts` saw. */
const headerShifts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { headerShifts: string[] }).headerShifts);

/** Where the page's top's text is on screen (the paint's or the app's, whichever is there). */
const topBox = (page: Page, text: string) => textBox(page, '#root main h1, #root main p', text);

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

for (const kept of PAGES) {
  test(`a later visit paints ${kept.name} from the page's HTML before the app has run, then the app takes over`, async ({
    page,
  }, testInfo) => {
    await keepPagePaint(page, kept.path);
    const release = await holdEntry(page);
    await recordMainTexts(page);
    await recordHeaderShifts(page);
    await page.reload({ waitUntil: 'commit' });
    // The page's HTML alone: the frame and the page's top, inert and busy.
    await expect(lastPaint(page)).toBeVisible();
    await expect(lastPaint(page).getByText(kept.top, { exact: true })).toBeVisible();
    await expect(
      lastPaint(page).locator('footer, script, [role="status"], [aria-live]'),
    ).toHaveCount(0);
    const painted = await topBox(page, kept.top);
    expect(painted).not.toBeNull();
    for (const words of kept.never ?? []) {
      await expect(page.locator('#root')).not.toContainText(words);
    }
    const largestBox = () =>
      kept.largest === undefined
        ? Promise.resolve(null)
        : textBox(page, '#root span', kept.largest);
    const largestPainted = await largestBox();
    if (kept.largest !== undefined) {
      await expect(lastPaint(page).getByText(kept.largest, { exact: true })).toBeVisible();
    }
    // The viewport only: a full-page picture resizes the viewport for its capture, and the
    // header's layout shifts below would record that resize.
    const paintShot = await page.screenshot();
    await testInfo.attach('last paint', { body: paintShot, contentType: 'image/png' });
    if (process.env.LAST_PAINT_SHOTS) {
      writeFileSync(
        `${process.env.LAST_PAINT_SHOTS}-${kept.path.split('/')[1]}-paint.png`,
        paintShot,
      );
    }
    // Not the app's: nothing in it takes focus while the app has not run.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

    // The dashboard's frame counts the unread messages; select-plan's has no count.
    const messagesLoaded = kept.dashboard
      ? page.waitForResponse(
          (response) => new URL(response.url()).pathname.endsWith('/members/messages'),
          { timeout: 30_000 },
        )
      : Promise.resolve();
    await release();
    await expect(
      kept.heading === undefined
        ? page.getByRole('heading', { level: 1 }).first()
        : page.getByRole('heading', { level: 1, name: kept.heading }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(lastPaint(page)).toHaveCount(0);
    expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
    // The app paints the top where the paint had it.
    await expect.poll(() => topBox(page, kept.top)).toEqual(painted);
    await expect.poll(largestBox).toEqual(largestPainted);
    // From the first paint on, the page's top was on screen: never the session status.
    const seen = await mainTexts(page);
    expect(seen.length).toBeGreaterThan(0);
    for (const text of seen) expect(text, seen.join(' → ')).toContain(kept.top);
    // The header the paint showed (with the unread count it had) is the app's too, before and
    // after the member's messages have loaded: nothing in it moves.
    await messagesLoaded;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    expect(await headerShifts(page)).toEqual([]);
    if (process.env.LAST_PAINT_SHOTS) {
      await page.screenshot({
        path: `${process.env.LAST_PAINT_SHOTS}-${kept.path.split('/')[1]}-app.png`,
        fullPage: true,
      });
    }
    await expectAxeClean(page);
  });
}

test(
  'after signing out, a reload of Scans shows nothing of its last paint',
  desktopOnly('rule'),
  async ({ page }) => {
    await keepPagePaint(page, '/scans');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByText('You are signed out')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_OVERVIEW_KEY)).toBeNull();
    const release = await holdEntry(page);
    await page.goto('/scans', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
    await release();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
      timeout: 15_000,
    });
  },
);

test(
  "another member's session in this browser shows nothing of the last one's Scans",
  desktopOnly('rule'),
  async ({ page }) => {
    await keepPagePaint(page, '/scans');
    // Set as the reloaded page starts: the app running now writes its own member back whenever it
    // reloads them.
    await page.addInitScript((key) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { member?: { id: string } };
      if (state.member) state.member.id = 'mem_someone_else';
      localStorage.setItem(key, JSON.stringify(state));
    }, ROOT_STATE_KEY);
    await holdEntry(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
  },
);

test(
  "select-plan opened from an offer's link shows none of its last paint (the offer's prices may differ)",
  desktopOnly('rule'),
  async ({ page }) => {
    await keepPagePaint(page, '/book-scan/select-plan');
    const release = await holdEntry(page);
    await page.goto('/book-scan/select-plan?code=SPRING', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
    await release();
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your scan' })).toBeVisible({
      timeout: 15_000,
    });
  },
);
