import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { desktopOnly } from './support/projects';
import { expectNoAxeViolations } from './support/axe';
import { PLATFORM } from './support/origins';
import { field, fillJoin } from './support/join';
import { signIn } from './support/booking';

// A prerendered public page shows from its HTML before the app's scripts have run: a visitor on a
// slow phone types, chooses and presses there. What they typed or chose is kept when the app
// hydrates the page, and their last press takes effect once it has
// (docs/adr/0088-what-a-visitor-does-before-the-page-hydrates-is-kept.md). Each journey holds the
// app's scripts, acts on the HTML page, then lets the scripts run.

async function resetPlatform(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
}

/** Holds the app's scripts until the returned function is called (the page shows its HTML meanwhile). */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    // A request of a page the browser has left meanwhile is gone: nothing to let through.
    await route.continue().catch(() => undefined);
  });
  return release;
}

/** Whether React owns the element the selector names (the page is hydrated). */
async function waitForHydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((control) => {
    const node = document.querySelector(control);
    return node !== null && Object.keys(node).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Opens the page with the app's scripts held: the heading shows from the HTML alone. */
async function openHeld(page: Page, path: string, heading: string): Promise<() => void> {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  // Nothing of the app has run: the page is the HTML's.
  expect(
    await page.evaluate(() => document.querySelector('#root')?.hasAttribute('data-prerendered')),
  ).toBe(true);
  return release;
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test(
  'what a visitor typed and chose on Join before it hydrated is kept, and the form sends it',
  desktopOnly('rule'),
  async ({ page }) => {
    const release = await openHeld(page, '/join', 'Create your account');
    const email = `before.hydration.${Date.now()}@example.com`;
    await fillJoin(page, { email });
    release();
    await waitForHydrated(page, '#root input[name="email"]');

    // Typing in another field re-renders the form: what was typed before is still there.
    await field(page, 'Last name').fill('Lee-Smith');
    await expect(field(page, 'First name')).toHaveValue('Ann');
    await expect(field(page, 'E-mail')).toHaveValue(email);
    await expect(field(page, 'Password')).toHaveValue('New-password-1');
    await expect(field(page, 'Phone number')).toHaveValue('+1 212 555 0100');
    await expect(field(page, 'Date of birth')).toHaveValue('1985-06-01');
    await expect(page.getByRole('combobox', { name: 'Sex assigned at birth' })).toHaveValue(
      'FEMALE',
    );
    await expect(
      page.getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' }),
    ).toBeChecked();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: 'Book your first scan' })).toBeVisible();
  },
);

test(
  '"Create account" pressed on Join before it hydrated creates the member once it has',
  desktopOnly('rule'),
  async ({ page }) => {
    const release = await openHeld(page, '/join', 'Create your account');
    await fillJoin(page, { email: `pressed.early.${Date.now()}@example.com` });
    await page.getByRole('button', { name: 'Create account' }).click();
    // The press is kept, not sent by the browser: the page stays, with what was typed.
    await expect(field(page, 'First name')).toHaveValue('Ann');
    release();
    await expect(page.getByRole('link', { name: 'Book your first scan' })).toBeVisible();
    expect(page.url()).not.toContain('New-password-1');
  },
);

test(
  'a sign-in sent with Enter before the page hydrated signs the member in once it has',
  desktopOnly('rule'),
  async ({ page }) => {
    const release = await openHeld(page, '/sign-in', 'Sign in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await page.getByLabel('Password').fill('Demo-password-1');
    await page.getByLabel('Password').press('Enter');
    release();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  },
);

test(
  "the heart check's Start pressed before the page hydrated starts the questions once it has",
  desktopOnly('rule'),
  async ({ page }) => {
    const release = await openHeld(page, '/cat/questionnaire', 'Heart health check');
    await page.getByRole('button', { name: 'Start the heart check' }).click();
    release();
    await expect(page.getByRole('heading', { level: 2, name: /chest discomfort/ })).toBeFocused();
    await expectNoAxeViolations(page);
  },
);

test(
  "what a visitor typed on the change step before it hydrated is kept beside its link's e-mail, and the press changes the password",
  desktopOnly('rule'),
  async ({ page, request }) => {
    expect(
      (
        await request.post(`${PLATFORM}/users/password/forgot`, {
          data: { email: 'demo@example.com' },
        })
      ).ok(),
    ).toBe(true);
    const outbox = (await (await request.get(`${PLATFORM}/__control/outbox`)).json()) as {
      to: string;
      code: string | null;
    }[];
    const code = outbox.filter((mail) => mail.to === 'demo@example.com' && mail.code).at(-1)?.code;
    // The start step's address: the e-mail in the query, the code typed from the e-mail.
    const release = await openHeld(
      page,
      '/forgot-password/change?email=demo%40example.com',
      'Choose a new password',
    );
    await field(page, 'Code').fill(code ?? '');
    await field(page, 'New password').fill('Changed-password-2');
    await field(page, 'Confirm new password').fill('Changed-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    release();
    await expect(page).toHaveURL(/\/forgot-password\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  },
);

test(
  'forgot password sent before the page hydrated sends the code once it has',
  desktopOnly('rule'),
  async ({ page }) => {
    const release = await openHeld(page, '/forgot-password', 'Forgot your password?');
    await field(page, 'E-mail').fill('demo@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    release();
    await expect(page).toHaveURL(/\/forgot-password\/change\?email=demo%40example\.com$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
  },
);

test(
  'what a member typed on sign-in after a sign-out, before the app rendered the page afresh with its notice, is kept, and their press signs them in',
  desktopOnly('rule'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    await page.getByRole('button', { name: 'Sign out' }).first().click();
    await expect(page).toHaveURL(/\/sign-in$/);

    // The notice is the session's, not the build's: the app renders this page afresh, not hydrated.
    const release = await openHeld(page, '/sign-in', 'Sign in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await page.getByLabel('Password').fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    release();
    // The new form gets what was typed, then the press (not the browser's post): the member is
    // signed in.
    await expect(page.getByRole('button', { name: 'Sign out' }).first()).toBeVisible({
      timeout: 15_000,
    });
  },
);
