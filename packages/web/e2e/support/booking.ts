import {
  expect,
  type APIRequestContext,
  type FrameLocator,
  type Locator,
  type Page,
} from '@playwright/test';
import { appRendered, noteAppRendered } from './appRendered';
import { PLATFORM } from './origins';

// Shared steps of the booking and payment journeys against the mock platform and its emulated
// Stripe.js (the app's e2e bundle pays in test mode): card numbers are typed into the card
// field's cross-origin frame, never into the app's own page. Stripe's test numbers.

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';
/** Asks for 3-D Secure on every payment: the challenge frame's Complete pays, Fail refuses. */
export const THREE_D_SECURE_CARD = '4000 0027 6000 3184';

/** The card field's frame: Stripe's Card Element (the emulator's, on the platform's origin). */
export const CARD_FRAME_TITLE = 'Secure card payment input frame';

export const cardFrame = (page: Page): FrameLocator =>
  page.frameLocator(`iframe[title="${CARD_FRAME_TITLE}"]`);

/** The 3-D Secure challenge Stripe.js opens over the page. */
export const challengeFrame = (page: Page): FrameLocator =>
  page.frameLocator('iframe[title="3D Secure authentication"]');

export async function resetPlatform(request: APIRequestContext): Promise<void> {
  const reset = await request.post(`${PLATFORM}/__control/reset`);
  expect(reset.ok()).toBe(true);
}

export async function signIn(
  page: Page,
  email: string,
  password: string,
  start = '/sign-in',
): Promise<void> {
  // After a sign-out in this tab the sign-in page is rendered afresh (its notice); a press made
  // before that render is handed to the new form (ADR 0088, its own journey): these journeys are
  // about what follows the sign-in, so they press once the app has rendered the page.
  await noteAppRendered(page);
  await page.goto(start);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await appRendered(page);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
}

/** Picks a radio as a pointer user does: its input is visually hidden inside the label. */
export async function pick(radio: Locator): Promise<void> {
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

export const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

export async function choosePlan(page: Page, plan: RegExp): Promise<void> {
  await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
  await pick(page.getByRole('radio', { name: plan }));
  await page.getByRole('button', { name: /^Continue to cent(er|re) and time$/ }).click();
  await expect(heading(page, /^Choose a cent(er|re) and time$/)).toBeVisible();
}

export async function chooseCenterAndFirstTime(page: Page, center: RegExp): Promise<string> {
  return chooseCenterAndTime(page, center, 'first');
}

/**
 * Picks the center and the first or the last free time of the day the calendar opens on; answers
 * the time's words. The first free time moves with the clock (the platform books 24 h ahead, on
 * the half hour), so a journey that must meet the same time twice picks the day's last.
 */
export async function chooseCenterAndTime(
  page: Page,
  center: RegExp,
  which: 'first' | 'last',
): Promise<string> {
  await pick(page.getByRole('radio', { name: center }));
  const times = page.getByRole('radiogroup', { name: /^Time:/ });
  await expect(times).toBeVisible({ timeout: 15_000 });
  const time =
    which === 'first' ? times.getByRole('radio').first() : times.getByRole('radio').last();
  await pick(time);
  return (await time.locator('xpath=ancestor::label[1]').textContent())?.trim() ?? '';
}

/**
 * Waits for the card field to take input: the provider's frame loads after the payment step's
 * heading, so a journey that changes the platform next (a restart, a fault) waits for it first.
 */
export async function expectCardFieldReady(page: Page): Promise<void> {
  await expect(cardFrame(page).getByLabel('Credit or debit card number')).toBeEditable({
    timeout: 15_000,
  });
}

/** Types a card into the card field's frame, as the member does (number, MM / YY, CVC). */
export async function typeCard(
  page: Page,
  number: string,
  expiry = '12 / 34',
  cvc = '123',
): Promise<void> {
  const frame = cardFrame(page);
  await expectCardFieldReady(page);
  await frame.getByLabel('Credit or debit card number').fill(number.replace(/\s/g, ''));
  await frame.getByLabel('Credit or debit card expiration date').fill(expiry);
  await frame.getByLabel('Credit or debit card CVC/CVV').fill(cvc);
}

/** The Pay (or Authorize) button of the card payment form. */
export const payButton = (page: Page, name: RegExp = /^Pay \$/): Locator =>
  page.getByRole('button', { name });

/** Types the card and pays: Pay is available once the field says the card is complete. */
export async function payWith(page: Page, number: string, name: RegExp = /^Pay \$/): Promise<void> {
  await typeCard(page, number);
  const pay = payButton(page, name);
  await expect(pay).toBeEnabled();
  await pay.click();
}
