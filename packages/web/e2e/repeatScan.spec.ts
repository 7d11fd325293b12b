import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import {
  GOOD_CARD,
  chooseCenterAndFirstTime,
  chooseCenterAndTime,
  choosePlan,
  heading,
  payWith,
  resetPlatform,
} from './support/booking';

// "Two Full Body Scans at the same center on the same day book without a word": booking the same
// scan twice against the mock platform. The schedule step warns before the member reserves and
// asks them to confirm (ADR 0096); the platform refuses a time overlapping the member's own
// appointment (409 appointment_overlap), which the page says plainly. Scanwise Fifth Avenue and
// Scanwise Miami share New York's time zone and opening hours, so the last free times of the day
// their calendars open on are the same instant (the first ones move with the clock: the platform
// offers times from 24 h ahead, and a half hour can pass between the two picks).

const WARNING_TITLE = /^Your Full Body Scan is already booked for /;
const CONFIRM = 'Book another Full Body Scan anyway';
const CHECK_THE_BOX = 'Check the box to book this scan again, or choose another day or time.';
const OVERLAP =
  'You already have an appointment at that time, so we could not book it. Please choose another time.';

const warning = (page: Page) => page.getByRole('status').filter({ hasText: WARNING_TITLE });

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000);
  await resetPlatform(request);
});

test('booking the same scan twice: warned before reserving, an overlapping time refused with a clear reason, a confirmed second scan books', async ({
  page,
  allowConsole,
}) => {
  // The refusal this journey provokes: the call's log of the 409 (the browser's own line for it
  // is not the app's, and the console gate ignores it).
  allowConsole(
    /^Member call createPendingCharge failed .*status: 409.*apiCode: appointment_overlap/,
  );
  await signedIn(page);

  // The first Full Body Scan: no scan of the kind within a year, no warning.
  await page.goto('/book-scan/select-plan');
  await choosePlan(page, /^Full Body Scan/);
  const firstTime = await chooseCenterAndTime(page, /Scanwise Fifth Avenue/, 'last');
  await expect(page.getByRole('checkbox', { name: CONFIRM })).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible();
  await payWith(page, GOOD_CARD);
  await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });

  // A second one at the same time in Miami: warned, on the same day, before anything is held.
  await page.goto('/book-scan/select-plan');
  await choosePlan(page, /^Full Body Scan/);
  const sameTime = await chooseCenterAndTime(page, /Scanwise Miami/, 'last');
  expect(sameTime).toBe(firstTime);
  await expect(warning(page)).toBeVisible({ timeout: 15_000 });
  await expect(warning(page)).toContainText(`At ${firstTime}, Scanwise Fifth Avenue.`);
  await expect(warning(page)).toContainText('That is the same day as the time you chose.');
  await expect(warning(page)).toContainText('at most once every 12 months');
  await expectAxeClean(page);

  // Continue without an answer: the reason, and the member stays.
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(CHECK_THE_BOX);
  await expect(heading(page, 'Choose a center and time')).toBeVisible();

  // Confirmed: the platform refuses the time, which overlaps the first scan.
  await page.getByRole('checkbox', { name: CONFIRM }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert')).toHaveText(OVERLAP, { timeout: 15_000 });
  await expect(heading(page, 'Choose a center and time')).toBeVisible();
  await expect(page.getByRole('radio', { name: sameTime, exact: true })).not.toBeChecked();
  await expectAxeClean(page);

  // Back at Fifth Avenue, its first free time is another than the first scan's: still a repeat,
  // still confirmed, and it books.
  const laterTime = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
  expect(laterTime).not.toBe(firstTime);
  await expect(warning(page)).toBeVisible();
  await expect(page.getByRole('checkbox', { name: CONFIRM })).toBeChecked();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible();
  await payWith(page, GOOD_CARD);
  await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
});
