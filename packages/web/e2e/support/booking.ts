import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { PLATFORM } from './origins';

// Shared steps of the booking journeys (booking.spec.ts, bookingFlows.spec.ts) against the mock
// platform and the offline test-card adapter (Stripe's test numbers).

export const GOOD_CARD = '4242 4242 4242 4242';
export const DECLINED_CARD = '4000 0000 0000 0002';

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
  await page.goto(start);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
}

/** Picks a react-aria radio as a pointer user does: its input is visually hidden inside the label. */
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
  await pick(page.getByRole('radio', { name: center }));
  const times = page.getByRole('radiogroup', { name: /^Time:/ });
  await expect(times).toBeVisible({ timeout: 15_000 });
  const first = times.getByRole('radio').first();
  await pick(first);
  return (await first.locator('xpath=ancestor::label[1]').textContent())?.trim() ?? '';
}

export async function payWith(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: /^Card number/ }).fill(number);
  await page.getByRole('textbox', { name: /^Expiry date/ }).fill('12/34');
  await page.getByRole('textbox', { name: /^Security code/ }).fill('123');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
}
