import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';
import { holdEntry, lastPaint, mainTexts, recordMainTexts, textBox } from './support/lastPaint';

// Home's last paint (docs/adr/0082-home-last-paint.md): on a member's later visit, index.html's
// inline script shows the Home the member saw last, kept with Home's overview, before the app's
// code has run; the app's first render takes its place. Here the entry's script is held back on
// the reload, so what is on screen is the page's HTML alone.

const KEPT_OVERVIEW_KEY = 'scanwise.home.lastOverview';
const ROOT_STATE_KEY = 'scanwise.rootState';

/** Whether Home's last paint is kept in this browser. */
const paintKept = (page: Page): Promise<boolean> =>
  page.evaluate((key) => {
    const text = localStorage.getItem(key);
    return text !== null && (JSON.parse(text) as { paint?: unknown }).paint !== undefined;
  }, KEPT_OVERVIEW_KEY);

/** Signs the demo member in and shows Home until its last paint is kept. */
async function keepHomePaint(page: Page): Promise<string> {
  await signIn(page, 'demo@example.com', 'Demo-password-1');
  const nextStep = page.getByRole('region', { name: 'Your next step' });
  await expect(nextStep).toBeVisible({ timeout: 15_000 });
  if (!(await paintKept(page))) {
    // The first visit's Home may link the upcoming scan's step, which the next visit's first
    // render says in words: that visit keeps the paint.
    await page.reload();
    await expect(nextStep).toBeVisible({ timeout: 15_000 });
  }
  await expect.poll(() => paintKept(page)).toBe(true);
  return (await nextStep.locator('p').first().innerText()).trim();
}

/** Where the next step's reason is on screen (the paint's or the app's, whichever is there). */
const reasonBox = (page: Page, reason: string) => textBox(page, '#root p', reason);

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test("a later visit paints the member's Home from the page's HTML before the app has run, then the app takes over", async ({
  page,
}, testInfo) => {
  const reason = await keepHomePaint(page);
  expect(reason).not.toBe('');
  const release = await holdEntry(page);
  await recordMainTexts(page);
  await page.reload({ waitUntil: 'commit' });
  // The page's HTML alone: the greeting and the next step, as text, inert and busy.
  await expect(lastPaint(page)).toBeVisible();
  await expect(lastPaint(page).getByText('Welcome, Dana')).toBeVisible();
  await expect(lastPaint(page).getByText(reason, { exact: true })).toBeVisible();
  // Nothing below Home's top, nothing that speaks or runs.
  await expect(lastPaint(page).locator('footer, script, [role="status"], [aria-live]')).toHaveCount(
    0,
  );
  // Where the next step's reason (Home's largest paint) is: the app paints it there, as large.
  const painted = await reasonBox(page, reason);
  expect(painted).not.toBeNull();
  await testInfo.attach('last paint', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  if (process.env.LAST_PAINT_SHOTS) {
    await page.screenshot({ path: `${process.env.LAST_PAINT_SHOTS}-paint.png`, fullPage: true });
  }
  // Not the app's: nothing in it takes focus while the app has not run.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);

  await release();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeAttached();
  await expect(lastPaint(page)).toHaveCount(0);
  // Its kept style rules went with it: the app's own sheets style the page.
  expect(await page.evaluate(() => document.adoptedStyleSheets.length)).toBe(0);
  await expect.poll(() => reasonBox(page, reason)).toEqual(painted);
  // From the first paint on, Home was on screen: never a blank page or the session status.
  const seen = await mainTexts(page);
  expect(seen.length).toBeGreaterThan(0);
  for (const text of seen) expect(text, seen.join(' → ')).toContain('Welcome, Dana');
  if (process.env.LAST_PAINT_SHOTS) {
    await page.screenshot({ path: `${process.env.LAST_PAINT_SHOTS}-app.png`, fullPage: true });
  }
  await expectAxeClean(page);
});

test(
  'after signing out, a reload shows nothing of the last paint',
  desktopOnly('rule'),
  async ({ page }) => {
    await keepHomePaint(page);
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page.getByText('You are signed out')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), KEPT_OVERVIEW_KEY)).toBeNull();
    const release = await holdEntry(page);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByText('Welcome, Dana')).toHaveCount(0);
    await release();
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible({
      timeout: 15_000,
    });
  },
);

test(
  "another member's session in this browser shows nothing of the last one's paint",
  desktopOnly('rule'),
  async ({ page }) => {
    await keepHomePaint(page);
    // The stored session is now another member's, with the last member's paint still kept. Set
    // as the reloaded page starts, before its inline script reads it: the app running now writes
    // its own member back whenever it reloads them, up to the moment the page unloads.
    await page.addInitScript((key) => {
      const state = JSON.parse(localStorage.getItem(key) ?? '{}') as { member?: { id: string } };
      if (state.member) state.member.id = 'mem_someone_else';
      localStorage.setItem(key, JSON.stringify(state));
    }, ROOT_STATE_KEY);
    await holdEntry(page);
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page.getByText('Welcome, Dana')).toHaveCount(0);
  },
);
