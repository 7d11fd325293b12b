import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import {
  CARD_FRAME_TITLE,
  DECLINED_CARD,
  GOOD_CARD,
  cardFrame,
  chooseCenterAndFirstTime,
  choosePlan,
  heading,
  payWith,
  pick,
  resetPlatform,
  signIn,
} from './support/booking';

// The book-scan journey against the mock platform: plan, center and time, card payment in the
// card field's frame (Stripe's Card Element, emulated by the platform; Stripe's test numbers),
// confirmation. A declined card then a good one, a reload in the middle, a UK member in en-GB, axe
// on every booking screen, and the whole journey with the keyboard only.

/**
 * A field's button sits beside its input with the same bottom edge where the row is wide enough,
 * and under it, not touching, on a phone.
 */
async function expectButtonBesideField(page: Page, field: string, button: string): Promise<void> {
  const input = await page.getByRole('textbox', { name: field }).boundingBox();
  const action = await page.getByRole('button', { name: button, exact: true }).boundingBox();
  if (!input || !action) throw new Error(`${field} or ${button} is not on screen`);
  if (action.y < input.y + input.height) {
    expect(Math.abs(action.y + action.height - (input.y + input.height))).toBeLessThanOrEqual(1);
  } else {
    expect(action.y - (input.y + input.height)).toBeGreaterThanOrEqual(8);
  }
}

test.describe('booking a scan', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(90_000);
    await resetPlatform(request);
  });

  test('book-scan from plan to confirmation with the test card, axe-clean on every screen', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/book-scan/select-plan');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('radio', { name: /^Full Body Scan/ })).toBeVisible();
    await expectAxeClean(page);
    await pick(page.getByRole('radio', { name: /^Full Body Scan/ }));
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('$2,495.00');
    await page.getByRole('textbox', { name: 'Enter your code' }).fill('SPRING10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('Code SPRING10 applied: 10% off')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText('$2,245.50');
    await expectButtonBesideField(page, 'Enter your code', 'Apply');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Continue to center and time' }).click();

    await expect(heading(page, 'Choose a center and time')).toBeVisible();
    await expect(page).toHaveURL(/\/book-scan\/schedule-scan$/);
    await expect(page.getByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /Harley Street/ })).toHaveCount(0);
    await expectButtonBesideField(page, 'ZIP code', 'Search');
    await expectAxeClean(page);
    const time = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
    await expect(
      page.getByText(/Times are local to the center \(Eastern (Standard|Daylight) Time\)/),
    ).toBeVisible();
    // Every time button reads on one line, at 320 px too.
    const lineCounts = await page
      .getByRole('radiogroup', { name: /^Time: / })
      .getByRole('radio')
      .evaluateAll((radios) =>
        radios.map((radio) => {
          // The label's words only (not the visually hidden input beside them).
          const label = radio.closest('label') ?? radio.parentElement!;
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          const tops = new Set<number>();
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top));
          }
          return tops.size;
        }),
      );
    expect(lineCounts.length).toBeGreaterThan(0);
    expect(lineCounts.every((lines) => lines === 1)).toBe(true);
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    await expect(heading(page, 'Review and pay')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(
      'Total to pay$2,245.50',
    );
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(time);
    await expectAxeClean(page);
    await payWith(page, GOOD_CARD);

    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/book-scan\/scan-confirm$/);
    await expect(page.getByText(/^SW-\d+$/)).toBeVisible();
    // A record: the date with its year; directions to the center; how to prepare.
    await expect(
      page.getByText(/^\w{3}, \w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2} [AP]M \(/),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /^Get directions/ })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=Scanwise%20Fifth%20Avenue/,
    );
    await expect(page.getByRole('region', { name: 'How to prepare' })).toContainText(
      'Arrive 15 minutes early with a photo ID.',
    );
    await expect(page.getByRole('link', { name: /Google Calendar/ })).toHaveAttribute(
      'href',
      /^https:\/\/calendar\.google\.com\//,
    );
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download calendar file (.ics)' }).click();
    expect((await download).suggestedFilename()).toMatch(/\.ics$/);
    const questionnaire = page.getByRole('link', { name: 'Complete your medical questionnaire' });
    await expect(questionnaire).toBeVisible();
    // A button as wide as its words on a wide screen, not a bar across the page.
    const widths = await questionnaire.evaluate((link) => ({
      link: link.getBoundingClientRect().width,
      row: link.parentElement!.getBoundingClientRect().width,
    }));
    if (widths.row > 600) expect(widths.link).toBeLessThan(widths.row / 2);
    await expectAxeClean(page);

    // Home's next step is the new scan's questionnaire: it has no due date, but the scan is days
    // away, before the seeded mammography whose upload is due first.
    await page.goto('/');
    const next = page.getByRole('region', { name: 'Your next step' });
    await expect(next).toContainText(
      /Your Full Body Scan is on .+\. Please do this before your visit\./,
    );
    await expect(
      next.getByRole('link', { name: 'Complete your medical questionnaire' }),
    ).toBeVisible();
  });

  test(
    'a declined card says why and keeps the time; a good card then books',
    desktopOnly('rule'),
    async ({ page }) => {
      await signedIn(page);
      await page.goto('/book-scan/select-plan');
      await choosePlan(page, /^Essential Scan/);
      await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(heading(page, 'Review and pay')).toBeVisible();
      await payWith(page, DECLINED_CARD);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Your card was declined.');
      await expect(alert).toContainText('Your time is still held.');
      await expect(alert).toBeFocused();
      await expect(page.getByText('We are holding this time for you.')).toBeVisible();
      await expectAxeClean(page);
      await payWith(page, GOOD_CARD);
      await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    },
  );

  test(
    'a reload in the middle resumes where the member was',
    desktopOnly('rule'),
    async ({ page }) => {
      await signedIn(page);
      await page.goto('/book-scan/select-plan');
      await choosePlan(page, /^Full Body Scan/);
      const time = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
      await page.reload();
      await expect(heading(page, 'Choose a center and time')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeChecked();
      await expect(page.getByRole('radio', { name: time, exact: true })).toBeChecked();
      await page.getByRole('button', { name: 'Continue to payment' }).click();
      await expect(heading(page, 'Review and pay')).toBeVisible();
      await page.reload();
      await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });
      await payWith(page, GOOD_CARD);
      await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    },
  );

  test(
    'en-GB: a UK member sees UK centres and British dates and times',
    desktopOnly('words'),
    async ({ page }) => {
      await signIn(page, 'roles@example.com', 'Roles-password-1', '/en-gb/sign-in');
      await page.goto('/en-gb/book-scan/select-plan');
      await choosePlan(page, /^Full Body Scan \(UK\)/);
      await expect(page.getByRole('radio', { name: /Scanwise Harley Street/ })).toBeVisible();
      await expect(page.getByRole('radio', { name: /Scanwise Fifth Avenue/ })).toHaveCount(0);
      await pick(page.getByRole('radio', { name: /Scanwise Harley Street/ }));
      const days = page.getByRole('radiogroup', { name: 'Day', exact: true });
      await expect(days).toBeVisible({ timeout: 15_000 });
      // British order: "Mon 5 Jan", 24-hour times ("08:00").
      await expect(days.getByRole('radio', { checked: true })).toHaveAccessibleName(
        /^[A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}( \d{4})?$/,
      );
      const times = page.getByRole('radiogroup', { name: /^Time:/ });
      await expect(times.getByRole('radio').first()).toHaveAccessibleName(/^\d{2}:\d{2}$/);
      await expect(
        page.getByText(/Times are local to the centre \((Greenwich Mean|British Summer) Time\)/),
      ).toBeVisible();
      await expectAxeClean(page);
    },
  );

  test('an offer link that is not known goes to the booking-error screen, axe-clean, and home', async ({
    page,
  }) => {
    await signedIn(page);
    await page.goto('/invite/select-plan?code=NOT-A-CODE');
    await expect(heading(page, 'We could not continue your booking')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/invite\/booking-error$/);
    await expect(page.getByRole('alert')).toContainText('We could not find this offer.');
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the book-scan journey with the keyboard only', async ({ page }) => {
    await signedIn(page);
    await page.goto('/book-scan/select-plan');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('radio', { name: /^Full Body Scan/ })).toBeVisible();
    const tabTo = async (target: ReturnType<Page['getByRole']>, limit = 40): Promise<void> => {
      for (let i = 0; i < limit; i += 1) {
        if (await target.evaluate((node) => node === document.activeElement)) return;
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
    };
    // The plans are one radio group: Tab reaches it, Space picks the focused plan.
    await tabTo(page.getByRole('radio', { name: /^Full Body Scan/ }));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: /^Full Body Scan/ })).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Continue to center and time' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Choose a center and time')).toBeVisible();

    await tabTo(page.getByRole('radio').first());
    // Arrow keys move within the centers; find Fifth Avenue.
    const fifth = page.getByRole('radio', { name: /Scanwise Fifth Avenue/ });
    for (
      let i = 0;
      i < 10 && !(await fifth.evaluate((n) => n === document.activeElement));
      i += 1
    ) {
      await page.keyboard.press('ArrowDown');
    }
    await page.keyboard.press('Space');
    await expect(fifth).toBeChecked();
    // The days are drawn as a calendar: Down moves to the same weekday a week on (or the next
    // day with times after it).
    const days = page.getByRole('radiogroup', { name: 'Day' });
    const firstDay = days.getByRole('radio', { checked: true });
    await expect(firstDay).toBeVisible({ timeout: 15_000 });
    const from = Date.parse((await firstDay.getAttribute('value')) ?? '');
    await tabTo(firstDay);
    await page.keyboard.press('ArrowDown');
    const weekOn = days.getByRole('radio', { checked: true });
    await expect(weekOn).toBeFocused();
    const to = Date.parse((await weekOn.getAttribute('value')) ?? '');
    expect((to - from) / 86_400_000).toBeGreaterThanOrEqual(7);
    const firstTime = page
      .getByRole('radiogroup', { name: /^Time:/ })
      .getByRole('radio')
      .first();
    await expect(firstTime).toBeVisible({ timeout: 15_000 });
    await tabTo(firstTime);
    await page.keyboard.press('Space');
    await expect(firstTime).toBeChecked();
    await tabTo(page.getByRole('button', { name: 'Continue to payment' }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Review and pay')).toBeVisible();

    // Tab reaches the card field's frame; its parts move on by themselves as each is complete.
    const frame = cardFrame(page);
    await expect(frame.getByLabel('Credit or debit card number')).toBeEditable();
    await tabTo(page.locator(`iframe[title="${CARD_FRAME_TITLE}"]`));
    await expect(frame.getByLabel('Credit or debit card number')).toBeFocused();
    await page.keyboard.type(GOOD_CARD.replace(/\s/g, ''));
    await expect(frame.getByLabel('Credit or debit card expiration date')).toBeFocused();
    await page.keyboard.type('1234');
    await expect(frame.getByLabel('Credit or debit card CVC/CVV')).toBeFocused();
    await page.keyboard.type('123');
    await tabTo(page.getByRole('button', { name: /^Pay \$/ }));
    await page.keyboard.press('Enter');
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
  });
});
