import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import {
  CARD_FRAME_TITLE,
  DECLINED_CARD,
  GOOD_CARD,
  THREE_D_SECURE_CARD,
  cardFrame,
  challengeFrame,
  chooseCenterAndFirstTime,
  choosePlan,
  heading,
  payButton,
  payWith,
  resetPlatform,
} from './support/booking';
import { PLATFORM } from './support/origins';

// Card payments through Stripe's Card Element, here the platform's emulated Stripe.js (the e2e
// bundle pays in test mode): the card is typed into the field's cross-origin frame, 3-D Secure runs
// Stripe's own challenge, and a failed attempt keeps the held time and the pending charge for the
// next one. Stripe unreachable (the platform's fault controls on /stripe/*): the form says so,
// keeps the time, and Try again brings the field back. Desktop and 320 px phone, axe on each state.

test.beforeEach(async ({ request }) => {
  test.setTimeout(90_000);
  await resetPlatform(request);
});

test(
  'Stripe.js loads on startup, once the first page has painted, without the journeys',
  desktopOnly('wire'),
  async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    // "A card payment provider script loads on startup": nobody has asked for a card yet.
    await expect
      .poll(() => requested.filter((path) => path === '/stripe/v3'), { timeout: 10_000 })
      .toHaveLength(1);
    expect(requested.filter((path) => /\/journey-[\w-]+\.js$/.test(path))).toEqual([]);
  },
);

/** Signs the demo member in and holds a time for an Essential Scan: the payment step. */
async function toPaymentStep(page: Page): Promise<string> {
  await signedIn(page);
  await page.goto('/book-scan/select-plan');
  await choosePlan(page, /^Essential Scan/);
  const time = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });
  return time;
}

/** Counts the page's create-pending calls: one pending charge per booking, however many tries. */
function countPendingCharges(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (
      request.method() === 'POST' &&
      /\/packages\/payments\/[^/]+\/create-pending$/.test(request.url())
    )
      count += 1;
  });
  return () => count;
}

test('test mode says so on the payment step and names the test card, the policy is beside Pay, the booking before it; 4242 books the scan', async ({
  page,
}) => {
  await toPaymentStep(page);
  const banner = page.getByRole('status').filter({ hasText: 'Test mode: no real charge' });
  await expect(banner).toContainText('Pay with the test card 4242 4242 4242 4242');
  // Pay waits for a complete card.
  await expect(payButton(page)).toBeDisabled();
  await expect(cardFrame(page).getByLabel('Credit or debit card number')).toBeEditable();
  // What paying agrees to is beside Pay; the booking is checked before it (above it on a phone,
  // on the right on a desktop).
  await expect(page.getByText(/^Changes and cancellations: /)).toBeVisible();
  const summary = await page.getByRole('region', { name: 'Your booking' }).boundingBox();
  const pay = await payButton(page).boundingBox();
  if (!summary || !pay) throw new Error('The summary and Pay are both on the page');
  if ((page.viewportSize()?.width ?? 0) < 600) expect(summary.y).toBeLessThan(pay.y);
  else expect(summary.x).toBeGreaterThan(pay.x);
  await expectAxeClean(page);
  await payWith(page, GOOD_CARD);
  await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
});

test("the field's own error shows inline, and Pay waits until the card is complete", async ({
  page,
}) => {
  await toPaymentStep(page);
  const frame = cardFrame(page);
  await frame.getByLabel('Credit or debit card number').fill('42424242');
  await frame.getByLabel('Credit or debit card expiration date').click();
  const group = page.getByRole('group', { name: 'Card number, expiry date and security code' });
  await expect(group).toHaveAccessibleDescription('Your card number is incomplete.');
  await expect(payButton(page)).toBeDisabled();
  await expectAxeClean(page);
  await frame.getByLabel('Credit or debit card number').fill('4242424242424242');
  await frame.getByLabel('Credit or debit card expiration date').fill('12 / 34');
  await frame.getByLabel('Credit or debit card CVC/CVV').fill('123');
  await expect(group).toHaveAccessibleDescription('');
  await expect(payButton(page)).toBeEnabled();
});

test(
  "a declined card says Stripe's message once; a good card then pays the same pending charge",
  desktopOnly('rule'),
  async ({ page }) => {
    const pendingCharges = countPendingCharges(page);
    const time = await toPaymentStep(page);
    await payWith(page, DECLINED_CARD);
    const alert = page.getByRole('alert');
    await expect(alert).toHaveText(
      'Your card was declined. Your time is still held. Check the details or use another card.',
    );
    await expect(page.getByText('Your card was declined.', { exact: false })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(time);
    await expectAxeClean(page);
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    expect(pendingCharges()).toBe(1);
  },
);

test("a 3-D Secure card goes through Stripe's challenge and books", async ({ page }) => {
  await toPaymentStep(page);
  await payWith(page, THREE_D_SECURE_CARD);
  await expect(page.getByRole('dialog', { name: '3D Secure authentication' })).toBeVisible();
  await challengeFrame(page).getByRole('button', { name: 'Complete' }).click();
  await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
  await expectAxeClean(page);
});

test(
  'a failed 3-D Secure challenge says why and keeps the time; the next try pays the same charge',
  desktopOnly('rule'),
  async ({ page }) => {
    const pendingCharges = countPendingCharges(page);
    const time = await toPaymentStep(page);
    await payWith(page, THREE_D_SECURE_CARD);
    await challengeFrame(page).getByRole('button', { name: 'Fail' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      'Your bank could not confirm it was you: its security check failed or was closed, so nothing was charged.',
    );
    await expect(alert).toContainText(
      'Your time is still held. Pay again to repeat the check, or use another card.',
    );
    await expect(alert).toBeFocused();
    await expect(page.getByText('We are holding this time for you.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(time);
    await expectAxeClean(page);

    // The card is still in the field: Pay again opens the challenge again.
    await payButton(page).click();
    await challengeFrame(page).getByRole('button', { name: 'Complete' }).click();
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    expect(pendingCharges()).toBe(1);
  },
);

/**
 * Makes `path` of the emulated Stripe answer 503 (all of it by default) until the returned
 * function removes the rule.
 */
async function stripeUnreachable(
  request: APIRequestContext,
  path = '/stripe/*',
): Promise<() => Promise<void>> {
  const added = await request.post(`${PLATFORM}/__control/faults`, {
    data: { path, status: 503 },
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  return async () => {
    expect((await request.delete(`${PLATFORM}/__control/faults/${id}`)).ok()).toBe(true);
  };
}

test(
  'Stripe unreachable: the form says so and keeps the time; back, Try again brings the field and pays',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // The platform refuses Stripe.js on purpose: the app logs the card field it could not load.
    allowConsole(/^Card field unavailable /);
    const reachable = await stripeUnreachable(request);
    const time = await toPaymentStep(page);
    const problem = page.getByRole('alert');
    await expect(problem).toContainText('Card payments cannot load right now', { timeout: 20_000 });
    await expect(problem).toContainText('Nothing has been charged.');
    await expect(page.getByText('We are holding this time for you.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(time);
    await expect(payButton(page)).toBeDisabled();
    await expectAxeClean(page);

    await reachable();
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(cardFrame(page).getByLabel('Credit or debit card number')).toBeEditable({
      timeout: 15_000,
    });
    // The notice and its button went: the field took the focus, ready for the card.
    await expect(cardFrame(page).getByLabel('Credit or debit card number')).toBeFocused();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(time);
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
  },
);

test(
  'the card field’s frame does not load: the form says so in time, and Try again brings a field that pays',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // Stripe.js loads; only its card frame is refused, on purpose: the app logs the stuck field.
    allowConsole(/^Card field did not load in time/);
    const frameLoads = await stripeUnreachable(request, '/stripe/v3/elements-inner-card.html');
    await page.clock.install();
    const time = await toPaymentStep(page);
    await expect(page.getByText('Loading the secure card form…')).toBeVisible();
    const problem = page.getByRole('alert');
    await expect(problem).toHaveCount(0);
    // The app's deadline for the frame is 15 s (CARD_FIELD_READY_WITHIN_MS): the page's clock
    // jumps past it.
    await page.clock.fastForward('00:15');
    await expect(problem).toContainText('Card payments cannot load right now');
    await expect(problem).toContainText('Nothing has been charged.');
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(time);
    await expect(payButton(page)).toBeDisabled();
    await expectAxeClean(page);

    await frameLoads();
    await problem.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 15_000 });
    await expect(page.locator(`iframe[title="${CARD_FRAME_TITLE}"]`)).toHaveCount(1);
    await expect(cardFrame(page).getByLabel('Credit or debit card number')).toBeFocused();
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
  },
);
