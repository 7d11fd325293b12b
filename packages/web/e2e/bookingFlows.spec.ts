import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import {
  GOOD_CARD,
  chooseCenterAndFirstTime,
  choosePlan,
  heading,
  payWith,
  resetPlatform,
} from './support/booking';
import { PLATFORM } from './support/origins';

// The other five booking flows, each through its own entry to the confirmation: each from its own
// entry query (docs/adr/0061-booking-screens.md) to the confirmation with the offline test card,
// axe-clean on the entry and the confirmation. Seed (packages/mock-server/README.md): INVITE-NW
// (INVITED, northwind, the SPRING10 discount), ACME2026 (SPONSORED, acme, full body only),
// FRIEND-DEMO (REFERRAL, WELCOME50).

/** The platform's final price (the one best discount applies: they do not stack). */
const ANY_TOTAL = /Total to pay\$\d[\d,]*\.\d{2}/;

async function payAndConfirm(page: Page, prefix: string, total: string | RegExp): Promise<void> {
  await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${prefix}/reserve-appointment$`));
  await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(
    typeof total === 'string' ? `Total to pay${total}` : total,
  );
  await payWith(page, GOOD_CARD);
  await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(new RegExp(`/${prefix}/scan-confirm$`));
  await expect(page.getByText(/^SW-\d+$/)).toBeVisible();
  await expectAxeClean(page);
}

test.describe('the other five booking flows', desktopOnly('rule'), () => {
  test.beforeEach(async ({ request, page }) => {
    test.setTimeout(90_000);
    await resetPlatform(request);
    await signedIn(page);
  });

  test('sign-up: from its select-plan to confirmation', async ({ page }) => {
    await page.goto('/sign-up/select-plan');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page);
    await choosePlan(page, /^Essential Scan/);
    await payAndConfirm(page, 'sign-up', ANY_TOTAL);
  });

  test('invite: a partner invitation code applies its discount, to confirmation', async ({
    page,
  }) => {
    await page.goto('/invite/select-plan?code=INVITE-NW&partner=northwind');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page);
    await choosePlan(page, /^Full Body Scan/);
    await payAndConfirm(page, 'invite', '$2,245.50');
  });

  test('sponsored: the sponsor code limits the plans, to confirmation', async ({ page }) => {
    await page.goto(
      '/sponsored/select-plan?code=ACME2026&partner=acme&encounterName=Acme%20executive%20health%20scan',
    );
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('radio', { name: /^Full Body Scan/ })).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Essential Scan/ })).toHaveCount(0);
    await expectAxeClean(page);
    await choosePlan(page, /^Full Body Scan/);
    await payAndConfirm(page, 'sponsored', ANY_TOTAL);
  });

  test('referral: a referral code, to confirmation', async ({ page }) => {
    await page.goto('/referral/select-plan?referralCode=FRIEND-DEMO');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expectAxeClean(page);
    await choosePlan(page, /^Full Body Scan/);
    await payAndConfirm(page, 'referral', ANY_TOTAL);
  });

  test('renewal: a scan already done cannot be renewed; the booking-error screen says so', async ({
    page,
  }) => {
    await page.goto('/renewal/select-plan?encounterId=enc_demo_1');
    await expect(heading(page, 'We could not continue your booking')).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveURL(/\/renewal\/booking-error$/);
    await expect(page.getByRole('alert')).toContainText(
      'This scan cannot be booked again. It may already be scheduled or done.',
    );
    await expectAxeClean(page);
  });

  test('renewal: an encounter awaiting payment, from its entry to confirmation', async ({
    page,
    request,
  }) => {
    // The seed gives the demo member no encounter awaiting payment or scheduling: a book-scan
    // left on its payment step makes one.
    await page.goto('/book-scan/select-plan');
    await choosePlan(page, /^Essential Scan/);
    await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 'Review and pay')).toBeVisible();
    const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
      encounters: { id: string; memberId: string; status: string }[];
    };
    const pending = state.encounters.filter(
      (e) =>
        e.memberId === 'mbr_demo' &&
        ['CREATED', 'AWAITING_PAYMENT', 'AWAITING_SCHEDULING'].includes(e.status),
    );
    expect(pending).toHaveLength(1);
    await page.goto(`/renewal/select-plan?encounterId=${pending[0]!.id}`);
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/renewal\/select-plan/);
    // The encounter's plan is preselected.
    await expect(page.getByRole('radio', { name: /^Essential Scan/ })).toBeChecked();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Continue to center and time' }).click();
    await expect(heading(page, 'Choose a center and time')).toBeVisible();
    await payAndConfirm(page, 'renewal', ANY_TOTAL);
  });
});
