import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { resetPlatform } from './support/booking';
import { HOME_URL } from './support/origins';
import { choose } from './support/select';

// A form that showed its messages must take the member's next press of its submit button: the
// messages may change when the field being left is checked, but never move the button between
// the press and the release (a real mouse press: down, a painted frame, up).

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

const field = (page: Page, name: string): Locator =>
  page.getByLabel(new RegExp(`^${name}( \\*)?$`));

const nextFrame = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

/** Presses and releases the mouse on the button's centre; the button must not move meanwhile. */
async function pressAndRelease(page: Page, button: Locator): Promise<void> {
  await button.scrollIntoViewIfNeeded();
  const before = await button.boundingBox();
  if (before === null) throw new Error('The button is not visible');
  await page.mouse.move(before.x + before.width / 2, before.y + before.height / 2);
  await page.mouse.down();
  await nextFrame(page);
  await nextFrame(page);
  expect(await button.boundingBox(), 'the button stays under the pointer').toEqual(before);
  await page.mouse.up();
}

test('sign-in: after an empty submit, one press of Sign in signs the filled form in', async ({
  page,
}) => {
  await page.goto('/sign-in');
  const submit = page.getByRole('button', { name: 'Sign in', exact: true });
  await submit.click();
  await expect(page.getByText('The E-mail field is required.')).toBeVisible();
  await expect(page.getByText('The Password field is required.')).toBeVisible();

  await field(page, 'E-mail').fill('demo@example.com');
  await field(page, 'Password').fill('Demo-password-1');
  await pressAndRelease(page, submit);
  await expect(page).toHaveURL(HOME_URL);
});

test('forgot password: after an empty submit, one press of Send code sends it', async ({
  page,
}) => {
  await page.goto('/forgot-password');
  const submit = page.getByRole('button', { name: 'Send code' });
  await submit.click();
  await expect(page.getByText('The E-mail field is required.')).toBeVisible();

  await field(page, 'E-mail').fill('demo@example.com');
  await pressAndRelease(page, submit);
  await expect(page).toHaveURL(/\/forgot-password\/change\?email=demo%40example\.com$/);
});

test('join: after an empty submit, one press of Create account creates the account', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.goto('/join');
  const submit = page.getByRole('button', { name: 'Create account' });
  await submit.click();
  await expect(page.getByText('The First name field is required.')).toBeVisible();

  await field(page, 'Last name').fill('West');
  await field(page, 'E-mail').fill(`press.${Date.now()}@example.com`);
  await field(page, 'Password').fill('New-password-1');
  await field(page, 'Phone number').fill('+1 212 555 0100');
  await field(page, 'Date of birth').fill('1982-09-14');
  await choose(page.getByRole('combobox', { name: 'Sex assigned at birth' }), 'Female');
  await page
    .getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' })
    .check();
  // The first field last: its message is still shown while the member presses the button.
  await field(page, 'First name').fill('Nora');
  await pressAndRelease(page, submit);
  await expect(page).toHaveURL(HOME_URL, { timeout: 15_000 });
});
