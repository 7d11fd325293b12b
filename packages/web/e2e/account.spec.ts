import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/axe';
import { HOME_URL, PLATFORM } from './support/origins';
import { choose } from './support/select';
import { field, fillJoin } from './support/join';

// Account and onboarding journeys against the mock platform: Account edits that survive a
// reload, Join, forgot password end to end (the code read from the platform's outbox) and the
// initial setup from the seeded e-mail link. Each test starts from the seed (/__control/reset).

async function resetPlatform(request: APIRequestContext): Promise<void> {
  const response = await request.post(`${PLATFORM}/__control/reset`);
  expect(response.ok()).toBe(true);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** A form field by its label (labels of required fields end in a decorative "*"). */

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('the demo member edits phone and address on Account and sees them saved after a reload', async ({
  page,
}) => {
  await signIn(page, 'demo@example.com', 'Demo-password-1');
  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  const phone = field(page, 'Phone number');
  // The number on file (+12125550123) as a US member writes it.
  await expect(phone).toHaveValue('(212) 555-0123');
  // Each profile value sits nearer its own label than the next label, at 320 px too (where the
  // labels stand above their values).
  const profile = page.getByRole('region', { name: 'Profile' });
  const [name, nameValue, email] = await Promise.all(
    [
      profile.getByText('Name', { exact: true }),
      profile.getByText('Dana Demo', { exact: true }),
      profile.getByText('E-mail', { exact: true }),
    ].map((part) => part.boundingBox()),
  );
  if (!name || !nameValue || !email) throw new Error('The profile shows no name or e-mail');
  if (nameValue.y > name.y + name.height / 2) {
    expect(email.y - (nameValue.y + nameValue.height)).toBeGreaterThan(
      nameValue.y - (name.y + name.height),
    );
  }
  await expectNoAxeViolations(page);

  await phone.fill('(646) 555-0199');
  await field(page, 'Street address').fill('200 Park Avenue');
  await field(page, 'City').fill('New York');
  await choose(page.getByRole('combobox', { name: 'State' }), 'New York');
  const zip = field(page, 'ZIP code');
  await zip.fill('1016');
  await zip.blur();
  // Spec 5: the US postal code rule, with the default field message.
  await expect(page.getByRole('alert')).toHaveText('ZIP code is not valid.');
  await expectNoAxeViolations(page);
  await zip.fill('10166-0001');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'saved' })).toHaveText(
    'Your account details were saved.',
  );

  await page.reload();
  await expect(field(page, 'Phone number')).toHaveValue('(646) 555-0199');
  await expect(field(page, 'Street address')).toHaveValue('200 Park Avenue');
  await expect(field(page, 'ZIP code')).toHaveValue('10166-0001');

  // A new password goes through the e-mailed code; the member, still signed in, has the way
  // back to the account.
  await page.getByRole('link', { name: 'Change your password' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expect(field(page, 'E-mail')).toHaveValue('demo@example.com');
  await page.getByRole('link', { name: 'Back to your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
});

test('Join creates a new member and lands signed in', async ({ page }) => {
  await page.goto('/join');
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(field(page, 'First name')).toBeFocused();
  await expect(page.getByRole('alert').first()).toHaveText('The First name field is required.');
  await expectNoAxeViolations(page);

  // A date of birth after today: refused with its reason, nothing sent, the rest kept.
  const email = `new.member.${Date.now()}@example.com`;
  await fillJoin(page, { email, dateOfBirth: '2099-04-02' });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    'The Date of birth field must be a real date in the past.',
  );
  await expect(field(page, 'Date of birth')).toBeFocused();
  await expect(field(page, 'E-mail')).toHaveValue(email);
  await expect(page).toHaveURL(/\/join$/);

  await field(page, 'Date of birth').fill('1985-06-01');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(HOME_URL);
  await expect(
    page
      .getByRole('button', { name: 'Sign out' })
      .or(page.getByRole('link', { name: 'Sign out' }))
      .first(),
  ).toBeAttached();
});

test('forgot password: request a code, change the password with it, sign in with the new one', async ({
  page,
  request,
}) => {
  await page.goto('/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await field(page, 'E-mail').fill('demo@example.com');
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/forgot-password\/change\?email=demo%40example\.com$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const outbox = (await (await request.get(`${PLATFORM}/__control/outbox`)).json()) as {
    to: string;
    code: string | null;
  }[];
  const code = outbox.filter((mail) => mail.to === 'demo@example.com' && mail.code).at(-1)?.code;
  expect(code).toBeTruthy();

  await field(page, 'Code').fill(code ?? '');
  await field(page, 'New password').fill('Changed-password-2');
  await field(page, 'Confirm new password').fill('Changed-password-2');
  await page.getByRole('button', { name: 'Change password' }).click();

  await expect(page).toHaveURL(/\/forgot-password\/confirm$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/sign-in/);

  await signIn(page, 'demo@example.com', 'Changed-password-2');
  await expect(page).toHaveURL(HOME_URL);
});

test('initial setup from the seeded e-mail link: accept the terms, then sign in and reach home', async ({
  page,
}) => {
  await page.goto(
    '/initial-setup/tos?email=noterms@example.com&code=SETUP-NOTERMS-1&hasPassword=true',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Accept and continue' }).click();
  const consent = page.getByRole('checkbox', {
    name: 'I have read and accept the terms of service and the privacy notice.',
  });
  await expect(consent).toBeFocused();
  await expect(page.getByRole('alert')).toHaveText('The Terms of service field is required.');
  await consent.check();
  await page.getByRole('checkbox', { name: 'E-mail me about my scans and results' }).check();
  await page.getByRole('button', { name: 'Accept and continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Your account is ready' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await signIn(page, 'noterms@example.com', 'Noterms-password-1');
  await expect(page).toHaveURL(HOME_URL);
});
