import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { resetPlatform, signIn } from './support/booking';

// en-US pages write every date one way, the month-day preset ("Nov 26", with its year when it is
// in another year or 121 days or more away: "Dec 16, 2027"), never day first ("16 Dec 2026"),
// numeric ("11/15/2026") or with a long weekday and no year ("Thursday, November 26").

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';
const DAY_FIRST = new RegExp(`\\b\\d{1,2} ${MONTH}\\b`);
const NUMERIC = /\b\d{1,2}\/\d{1,2}\/\d{4}\b/;
const LONG_WEEKDAY = /\b(Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day, /;
const MONTH_DAY = new RegExp(`${MONTH} \\d{1,2}\\b`);

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('en-US dashboard pages write dates one way', desktopOnly('words'), async ({ page }) => {
  await signIn(page, 'demo@example.com', 'Demo-password-1');
  for (const [path, title] of [
    ['/', /Welcome|Home|Hello/],
    ['/scans', 'Scans'],
    ['/reports', 'Reports'],
    ['/invoices', 'Invoices'],
    ['/messages', 'Messages'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('main')).toContainText(MONTH_DAY, { timeout: 15_000 });
    const text = await page.locator('main').innerText();
    expect({ path, found: text.match(DAY_FIRST)?.[0] ?? null }).toEqual({ path, found: null });
    expect({ path, found: text.match(NUMERIC)?.[0] ?? null }).toEqual({ path, found: null });
    expect({ path, found: text.match(LONG_WEEKDAY)?.[0] ?? null }).toEqual({ path, found: null });
  }
});
