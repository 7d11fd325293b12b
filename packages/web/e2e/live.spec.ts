import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { PLATFORM } from './support/origins';

// "A member's tasks and encounters are updated live while the member is signed in" (spec 1):
// an encounter pushed by the platform's encounters hub appears on Home without a reload. And the
// locale of spec 2 ("the others are prefixed with the locale"): /en-gb/... shows British dates
// and times and keeps its prefix, next to the American forms on the unprefixed paths.

const DAY = 24 * 60 * 60 * 1000;

interface StateEncounter {
  readonly id: string;
  readonly memberId: string;
  readonly appointment?: Record<string, unknown> | null;
  readonly [field: string]: unknown;
}

interface StateMessage {
  readonly id: string;
  readonly created: string;
  readonly subject: string;
}

interface PlatformState {
  readonly encounters: readonly StateEncounter[];
  readonly messages: readonly StateMessage[];
}

async function platformState(request: APIRequestContext): Promise<PlatformState> {
  const answer = await request.get(`${PLATFORM}/__control/state`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as PlatformState;
}

test.beforeEach(async ({ request }) => {
  const reset = await request.post(`${PLATFORM}/__control/reset`);
  expect(reset.ok()).toBe(true);
});

async function signIn(page: Page, start = '/sign-in'): Promise<void> {
  await page.goto(start);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The section links of the app shell (folded behind Menu on phones): a client-side move. */
async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Messages may carry its unread count: "Messages, 1 unread".
  const link = nav.getByRole('link', { name: new RegExp(`^${name}(, \\d+ unread)?$`) });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

/** Waits until both hubs of the member are connected (tasks and encounters). */
async function waitForHubs(request: APIRequestContext): Promise<void> {
  await expect
    .poll(
      async () => {
        const hubs = (await (await request.get(`${PLATFORM}/__control/hubs`)).json()) as {
          connections: number;
        };
        return hubs.connections;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(2);
}

/** Wall-clock parts of an instant in a zone, 24-hour, digits only (independent of locale). */
function wallClock(iso: string, timeZone: string): Record<string, string> {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  return Object.fromEntries(parts.map((part) => [part.type, part.value]));
}

test(
  'an encounter pushed by the platform appears on Home without a reload',
  desktopOnly('wire'),
  async ({ page, request }) => {
    await signIn(page);
    const upcoming = page.getByRole('region', { name: 'Your upcoming scan' });
    const scans = page.getByRole('region', { name: 'Your scans' });
    await expect(upcoming.getByRole('heading', { level: 3, name: /mammo/i })).toBeVisible();
    await waitForHubs(request);
    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { scanwiseNoReload: boolean }).scanwiseNoReload = true;
    });

    // A new scan booked on the platform side, 3 days from now: sooner than the mammography.
    const state = await platformState(request);
    const template = state.encounters.find((encounter) => encounter.id === 'enc_demo_3');
    expect(template, 'the seeded upcoming mammography').toBeDefined();
    const { memberId: _memberId, ...base } = template as StateEncounter;
    const start = Date.now() + 3 * DAY + 2 * 60 * 60 * 1000;
    const now = new Date().toISOString();
    const pushed = {
      ...base,
      id: 'enc_live_push_1',
      name: 'Follow-up mammography',
      created: now,
      updated: now,
      status: 'SCHEDULED',
      appointment: {
        ...(base.appointment ?? {}),
        id: 'apt_live_push_1',
        encounterId: 'enc_live_push_1',
        start: new Date(start).toISOString(),
        end: new Date(start + 30 * 60 * 1000).toISOString(),
        bookingCode: 'SW-900001',
        status: 'CONFIRMED',
      },
    };
    const push = await request.post(`${PLATFORM}/__control/hubs/push`, {
      data: {
        user: 'demo@example.com',
        hub: 'encounters',
        target: 'UpdateEncounter',
        args: [pushed],
      },
    });
    expect(push.ok()).toBe(true);
    expect(((await push.json()) as { reached: number }).reached).toBeGreaterThanOrEqual(1);

    // "An update replaces the item with the same id or appends it": the new scan is now the next.
    await expect(
      upcoming.getByRole('heading', { level: 3, name: 'Follow-up mammography' }),
    ).toBeVisible();
    await expect(upcoming).toContainText('Booking code SW-900001');
    await expect(upcoming).toContainText(/In [34] days/);
    await expect(
      scans.getByRole('heading', { level: 3, name: 'Follow-up mammography' }),
    ).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as unknown as { scanwiseNoReload?: boolean }).scanwiseNoReload,
      ),
    ).toBe(true);
    await expectAxeClean(page);

    // The Scans page lists it too, as upcoming, from the same live store.
    await openSection(page, 'Scans');
    await expect(
      page
        .getByRole('region', { name: 'Upcoming' })
        .getByRole('heading', { level: 3, name: 'Follow-up mammography' }),
    ).toBeVisible();
  },
);

test(
  '/en-gb/... shows British dates and times (day before month, 24-hour) and keeps the prefix',
  desktopOnly('words'),
  async ({ page, request }) => {
    const state = await platformState(request);
    const message = state.messages.find((item) => item.id === 'msg_demo_3') as StateMessage;
    expect(message, 'the seeded unread message').toBeDefined();
    // The demo member lives in New York: dates are shown in the member's zone.
    const wall = wallClock(message.created, 'America/New_York');
    // The one date preset of spec section 9: day and short month in each locale's order (the year
    // only when the date is far or in another year), then the time in the locale's clock.
    const dayMonth = (locale: string): string =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'short',
        timeZone: 'America/New_York',
      }).format(new Date(message.created));
    const british = `${dayMonth('en-GB')} at ${wall['hour']}:${wall['minute']}`;
    const hour12 = Number(wall['hour']) % 12 === 0 ? 12 : Number(wall['hour']) % 12;
    const american = `${dayMonth('en-US')} at ${hour12}:${wall['minute']} ${
      Number(wall['hour']) < 12 ? 'AM' : 'PM'
    }`;

    await signIn(page, '/en-gb/sign-in');
    await expect(page).toHaveURL(/\/en-gb\/?$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');

    await openSection(page, 'Messages');
    await expect(page).toHaveURL(/\/en-gb\/messages$/);
    const inbox = page.getByRole('region', { name: 'Inbox' });
    const item = inbox.getByRole('button', { name: /Before your mammography/ });
    await expect(item).toContainText(`· ${british}`);
    await expect(item).not.toContainText(/AM|PM/);
    await expectAxeClean(page);

    // The appointment (10:00 at the New York center) in the 24-hour clock, date day-month-year.
    await openSection(page, 'Scans');
    await expect(page).toHaveURL(/\/en-gb\/scans$/);
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    await expect(upcoming).toContainText(/\d{1,2} [A-Z][a-z]{2,3}( \d{4})? at 10:00(?!\s?[AP]M)/);
    await expect(upcoming).not.toContainText(/AM|PM/);
    await expectAxeClean(page);

    // The same screens without the prefix are American: month before day, 12-hour clock.
    await page.goto('/messages');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(
      page.getByRole('region', { name: 'Inbox' }).getByRole('button', {
        name: /Before your mammography/,
      }),
    ).toContainText(`· ${american}`);
    await page.goto('/scans');
    await expect(page.getByRole('region', { name: 'Upcoming' })).toContainText('at 10:00 AM');
  },
);
