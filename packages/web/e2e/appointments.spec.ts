import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { PLATFORM } from './support/origins';
import { expectAxeClean } from './support/axe';
import {
  DECLINED_CARD,
  GOOD_CARD,
  chooseCenterAndFirstTime,
  choosePlan,
  heading,
  payButton,
  payWith,
  pick,
  resetPlatform,
} from './support/booking';

// The appointment journeys against the mock platform: the demo member's upcoming mammography
// (Scanwise Fifth Avenue, booking code SW-100003) moved to a new time from Scans (the browser's
// Back and Forward between the appointment and its new-time step) and seen there;
// the same appointment cancelled after the confirmation dialog; and a scan left at the payment
// step authorized on /payment-authorize with a declined card, then a good one, typed into the card
// field's frame (the emulated Stripe.js); the seed's due invoice SW-2026-0003 (a booked scan) paid
// the same way from Invoices and then shown Paid. Axe on each step.

async function openAppointmentFromScans(page: Page): Promise<void> {
  await signedIn(page);
  await page.goto('/scans');
  await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible({
    timeout: 15_000,
  });
  await page
    .getByRole('link', { name: /^Change or cancel the appointment for / })
    .first()
    .click();
  await expect(page).toHaveURL(/\/schedule-actions\/enc_demo_3\/apt_demo_3\/SW-100003$/);
  await expect(heading(page, 'Your appointment')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Your booking' })).toBeVisible({
    timeout: 15_000,
  });
}

/** A new Essential Scan booked up to its payment step (Review and pay), where it is left. */
async function toPaymentStepOfANewBooking(page: Page): Promise<void> {
  await page.goto('/book-scan/select-plan');
  await choosePlan(page, /^Essential Scan/);
  await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });
}

test.describe('appointments', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(90_000);
    await resetPlatform(request);
  });

  test('reschedules an upcoming appointment to a new slot and sees it on Scans', async ({
    page,
  }) => {
    await openAppointmentFromScans(page);
    const booking = page.getByRole('region', { name: 'Your booking' });
    await expect(booking).toContainText('Scanwise Fifth Avenue');
    await expect(booking).toContainText('SW-100003');
    await expect(booking).toContainText(/Times are local to the center \(Eastern/);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Choose a new time' }).click();
    await expect(heading(page, 'Choose a new time')).toBeVisible();
    // The browser's (or phone's) Back returns to the appointment; Forward opens the times again.
    await page.goBack();
    await expect(heading(page, 'Your appointment')).toBeVisible();
    await page.goForward();
    await expect(heading(page, 'Choose a new time')).toBeVisible();
    const times = page.getByRole('radiogroup', { name: /^Time:/ });
    await expect(times).toBeVisible({ timeout: 15_000 });
    await pick(times.getByRole('radio').first());
    const summary = page.getByText(/^New time: /);
    await expect(summary).toBeVisible();
    const when = ((await summary.textContent()) ?? '').replace(/^New time: /, '').trim();
    expect(when).toMatch(/ at \d{1,2}:\d\d/);
    await expectAxeClean(page);

    await page.getByRole('button', { name: 'Confirm new time' }).click();
    await expect(heading(page, 'Your appointment is moved')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`See you on ${when} at Scanwise Fifth Avenue.`)).toBeVisible();
    await expectAxeClean(page);

    // Back from the outcome leaves for Scans, where the member came from.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
    await expect(page.getByText(when, { exact: true })).toBeVisible({ timeout: 15_000 });

    // Opened again from Scans: the appointment at its new time, which can change again.
    await page
      .getByRole('link', { name: /^Change or cancel the appointment for / })
      .first()
      .click();
    await expect(heading(page, 'Your appointment')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(when, {
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Choose a new time' })).toBeEnabled();
  });

  test('a cancellation that fails says the appointment is still booked, and focus is on why', async ({
    page,
    request,
    allowConsole,
  }) => {
    // The platform is told to fail the cancellation: the app logs it.
    allowConsole(/^Schedule action: cancel failed/, /^Member call appointmentCancel failed/);
    await openAppointmentFromScans(page);
    await request.post(`${PLATFORM}/__control/faults`, {
      data: {
        path: '/packages/appointments/:appointmentId/cancel',
        method: 'POST',
        status: 500,
        times: 1,
      },
    });
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel this appointment?' })
      .getByRole('button', { name: 'Yes, cancel it' })
      .click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your appointment is not canceled.' });
    await expect(notice).toHaveText(
      'Your appointment is not canceled. Something went wrong on our side. Please try again.',
    );
    // Once the dialog has gone, focus stays on the notice (not back on the button that opened it).
    await expect(notice).toBeFocused();
    await page.waitForTimeout(300);
    await expect(notice).toBeFocused();
    await expectAxeClean(page);
  });

  test('cancels an appointment after confirming in the dialog', async ({ page }) => {
    await openAppointmentFromScans(page);
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel this appointment?' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Your scan stays paid for');
    // Its answer is in sight without scrolling the dialog, on a 320 x 640 phone too.
    await expect(dialog.getByRole('button', { name: 'Yes, cancel it' })).toBeInViewport({
      ratio: 1,
    });
    await expectAxeClean(page);
    // The platform's modal: focus is in the dialog, the page behind is inert.
    await expect(dialog).toBeFocused();
    // The browser's (or phone's) Back closes the question and stays on the appointment.
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(heading(page, 'Your appointment')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel appointment' }).click();
    await expect(dialog).toBeFocused();
    await dialog.getByRole('button', { name: 'Keep this time' }).click();
    await expect(dialog).toBeHidden();
    const opener = page.getByRole('button', { name: 'Cancel appointment' });
    await expect(opener).toBeFocused();

    // Escape closes it too, and focus returns to the button that opened it.
    await opener.press('Enter');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.click();
    await dialog.getByLabel('Reason (optional)').fill('Travelling that week');
    await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(heading(page, 'Your appointment is canceled')).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page);

    // The link no longer opens a changeable appointment.
    await page.reload();
    await expect(heading(page, 'Your appointment is canceled')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('link', { name: 'See your scans' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Change or cancel the appointment for / }),
    ).toHaveCount(0, { timeout: 15_000 });

    // The scan stays paid: a time is chosen again through the booking, with no second payment.
    await page.getByRole('link', { name: /^Choose a time for your scan: Mammography/ }).click();
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('radio', { name: /Mammography/ })).toBeChecked();
    await page.getByRole('button', { name: /^Continue to cent(er|re) and time$/ }).click();
    const time = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
    await page.getByRole('button', { name: /^Continue/ }).click();
    await expect(
      page.getByText('This scan is already paid. Confirm to book your time.'),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    await page.goto('/scans');
    await expect(page.getByText(time, { exact: false }).first()).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByRole('link', { name: /^Change or cancel the appointment for / }),
    ).toHaveCount(1);
  });

  test('a booking left at its payment step is finished from Scans: the same price, a time, one scan', async ({
    page,
  }) => {
    await signedIn(page);
    await toPaymentStepOfANewBooking(page);
    const quoted = (await payButton(page).textContent())?.trim() ?? '';
    expect(quoted).toMatch(/^Pay \$[\d,.]+$/);

    // Left there: the scan waits for its payment on Scans, once.
    await page.goto('/scans');
    const resume = page.getByRole('link', { name: /^Complete your payment: Essential Scan/ });
    await expect(resume).toHaveCount(1, { timeout: 15_000 });
    await resume.click();
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('radio', { name: /^Essential Scan/ })).toBeChecked();
    await page.getByRole('button', { name: /^Continue to cent(er|re) and time$/ }).click();
    await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });
    // The price the booking quoted before, its discounts applied again.
    await expect(payButton(page)).toHaveText(quoted);
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });

    // The scan that waited is the one booked: no second scan, nothing left to pay.
    await page.goto('/scans');
    await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Upcoming' }).getByRole('heading', {
        level: 3,
        name: 'Essential Scan',
      }),
    ).toHaveCount(1, { timeout: 15_000 });
    await expect(page.getByRole('link', { name: /^Complete your payment/ })).toHaveCount(0);
  });

  test(
    'authorizes a waiting payment: a declined card says why, a good card pays',
    desktopOnly('rule'),
    async ({ page }) => {
      await signedIn(page);
      // A scan left at the payment step: the platform keeps it waiting for payment.
      await toPaymentStepOfANewBooking(page);

      // Scans finishes it in the booking (below); the care team's e-mail opens payment-authorize.
      await page.goto('/scans');
      const resume = page.getByRole('link', { name: /^Complete your payment/ }).first();
      const encounterId = new URL(
        (await resume.getAttribute('href')) ?? '',
        page.url(),
      ).searchParams.get('encounterId');
      expect(encounterId).toBeTruthy();
      await page.goto(`/payment-authorize/${encounterId}`);
      await expect(heading(page, 'Authorize your payment')).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: 'What you pay for' })).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByRole('region', { name: 'What you pay for' })).toContainText(
        'Essential Scan',
      );
      await expectAxeClean(page);

      const fill = (number: string): Promise<void> => payWith(page, number, /^Authorize \$/);
      await fill(DECLINED_CARD);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Your card was declined.', { timeout: 15_000 });
      await expect(alert).toContainText('Nothing was charged.');
      await expect(alert).toBeFocused();
      await expectAxeClean(page);

      await fill(GOOD_CARD);
      await expect(heading(page, 'Payment authorized')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(/is paid for Essential Scan/)).toBeVisible();
      await expectAxeClean(page);
      await page.getByRole('link', { name: 'See invoices' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    },
  );

  test(
    'the due invoice opened from Invoices is paid by card: declined, then a good card, then Paid on Invoices',
    desktopOnly('rule'),
    async ({ page }) => {
      await signedIn(page);
      await page.goto('/invoices');
      const card = page.getByRole('region', { name: 'Invoice SW-2026-0003' });
      await expect(card).toContainText('Due', { timeout: 15_000 });
      await page.getByRole('link', { name: 'Pay now: invoice SW-2026-0003' }).click();
      await expect(page).toHaveURL(/\/payment-authorize\/enc_demo_3$/);
      await expect(heading(page, 'Authorize your payment')).toBeVisible();
      const invoice = page.getByRole('region', { name: 'Invoice SW-2026-0003 is due' });
      await expect(invoice).toContainText('Mammography', { timeout: 15_000 });
      await expect(invoice).toContainText('Due by');
      await expect(invoice).toContainText('Amount due');
      const pay = page.getByRole('button', { name: /^Pay \$[\d,]+\.\d\d$/ });
      const label = (await pay.textContent()) ?? '';
      const amount = label.replace(/^Pay /, '');
      await expect(invoice).toContainText(amount);
      await expectAxeClean(page);

      const fill = (number: string): Promise<void> => payWith(page, number, /^Pay \$/);
      await fill(DECLINED_CARD);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText('Your card was declined.', { timeout: 15_000 });
      await expect(alert).toContainText('Nothing was charged.');
      await expect(alert).toBeFocused();
      await expectAxeClean(page);

      await fill(GOOD_CARD);
      await expect(heading(page, 'Invoice paid')).toBeVisible({ timeout: 15_000 });
      await expect(
        page.getByText(`Thank you. ${amount} is paid for invoice SW-2026-0003`),
      ).toBeVisible();
      await expectAxeClean(page);

      await page.getByRole('link', { name: 'See invoices' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
      const paid = page.getByRole('region', { name: 'Invoice SW-2026-0003' });
      await expect(paid).toContainText('Paid', { timeout: 15_000 });
      await expect(page.getByRole('link', { name: 'Pay now: invoice SW-2026-0003' })).toHaveCount(
        0,
      );
      // Paid, it has its PDF, as every paid invoice has.
      await expect(
        paid.getByRole('link', { name: 'Download PDF: invoice SW-2026-0003' }),
      ).toBeVisible();
    },
  );
});
