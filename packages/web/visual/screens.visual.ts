// The design cannot drift unseen: the main state of every screen, as Storybook's static build
// renders it, compared with its committed picture at the phone's and the desktop's width.
import { expect, test, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

// The seed is relative to "now": a fixed now gives the same dates, times and ages every run.
const FIXED_NOW = new Date('2026-03-02T09:30:00Z');

interface IndexEntry {
  readonly id: string;
  readonly title: string;
  readonly name: string;
  readonly type: string;
}

const indexPath = fileURLToPath(new URL('../../../storybook-static/index.json', import.meta.url));
if (!existsSync(indexPath))
  throw new Error(`No Storybook build at ${indexPath}: run \`pnpm build-storybook\` first.`);
const entries = Object.values(
  (JSON.parse(readFileSync(indexPath, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
);

/** The first story of each screen: its main state, as the stories list them. */
export function mainStoryOfEachScreen(all: readonly IndexEntry[]): IndexEntry[] {
  const seen = new Set<string>();
  return all.filter((entry) => {
    if (entry.type !== 'story' || !entry.title.startsWith('Screens/') || seen.has(entry.title))
      return false;
    seen.add(entry.title);
    return true;
  });
}

/** Resolves once the story's DOM has not changed for `quietMs` (its data arrived, its effects ran). */
async function waitForQuietDom(page: Page, quietMs: number): Promise<void> {
  await page.evaluate(
    (quiet) =>
      new Promise<void>((resolve) => {
        let timer = window.setTimeout(done, quiet);
        const observer = new MutationObserver(() => {
          window.clearTimeout(timer);
          timer = window.setTimeout(done, quiet);
        });
        function done(): void {
          observer.disconnect();
          resolve();
        }
        observer.observe(document.body, {
          subtree: true,
          childList: true,
          attributes: true,
          characterData: true,
        });
      }),
    quietMs,
  );
}

const screens = mainStoryOfEachScreen(entries);

test('every screen of the stories has its picture', () => {
  expect(screens.length).toBeGreaterThanOrEqual(40);
});

// One page per story, pictured at both widths: the story loads once (most of a picture's cost).
const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 320, height: 640 },
] as const;

for (const story of screens) {
  test(`${story.title} › ${story.name}`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
    page.on('response', (response) => {
      // Storybook's frame has no favicon; the browser asks anyway.
      if (response.status() >= 400 && !response.url().endsWith('/favicon.ico'))
        problems.push(`${response.status()}: ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.location().url.endsWith('/favicon.ico'))
        problems.push(`console: ${message.text()} (${message.location().url})`);
    });
    await page.clock.setFixedTime(FIXED_NOW);
    await page.setViewportSize(WIDTHS[0]);
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`);
    await page.locator('#storybook-root > *').first().waitFor();
    await page.evaluate(() => document.fonts.ready);
    for (const { name, width, height } of WIDTHS) {
      await page.setViewportSize({ width, height });
      await waitForQuietDom(page, 400);
      await expect(page).toHaveScreenshot([name, `${story.id}.png`], { fullPage: true });
    }
    expect(problems).toEqual([]);
  });
}
