import type { Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { desktopOnly } from './support/projects';
import { expectNoAxeViolations } from './support/axe';

// The sign-in page paints from its HTML: the build prerenders it (src/prerender), the browser
// shows the form before any script has run, and the app hydrates that markup (the same DOM nodes,
// no hydration warning: the console gate fails on one) and signs the member in as before
// (docs/adr/0115-prerendered-public-pages.md).

/** Marks the page's heading and e-mail field: nodes React kept on hydration keep the mark. */
async function markPrerenderedNodes(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const node of document.querySelectorAll('#root h1, #root input[name="email"]')) {
      (node as Element & { prerendered?: boolean }).prerendered = true;
    }
  });
}

/** Whether the heading and the e-mail field on screen are the nodes the HTML brought. */
function prerenderedNodesKept(page: Page): Promise<boolean> {
  return page.evaluate(() =>
    [...document.querySelectorAll('#root h1, #root input[name="email"]')].every(
      (node) => (node as Element & { prerendered?: boolean }).prerendered === true,
    ),
  );
}

/** Holds the app's scripts until `release` is called (the page shows its HTML meanwhile). */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** React has hydrated (or rendered) the e-mail field: it carries React's props. */
async function reactOwns(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const email = document.querySelector('#root input[name="email"]');
    return email !== null && Object.keys(email).some((key) => key.startsWith('__reactProps'));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, lang, heading] of [
    ['/sign-in', 'en-US', 'Sign in'],
    ['/en-gb/sign-in', 'en-GB', 'Sign in'],
  ] as const) {
    test(
      `${path} shows the sign-in form from its HTML, in ${lang}`,
      desktopOnly('wire'),
      async ({ page }) => {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
        await expect(page.getByLabel('Password')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
          'href',
          path.replace('sign-in', 'forgot-password'),
        );
        // A submit before the app runs is the browser's own: the password stays out of the address.
        await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
        await page.getByLabel('Password').fill('Demo-password-1');
        await page.getByLabel('Password').press('Enter');
        await page.waitForLoadState();
        expect(page.url()).not.toContain('Demo-password-1');
        expect(page.url()).not.toContain('password=');
      },
    );
  }
});

test('the prerendered sign-in form is hydrated in place, then signs the demo member in', async ({
  page,
}) => {
  const release = await holdScripts(page);
  await page.goto('/sign-in', { waitUntil: 'commit' });
  // Before any script: the form is there, from the HTML.
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await markPrerenderedNodes(page);
  release();
  await reactOwns(page);
  expect(await prerenderedNodesKept(page)).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
});

test('en-GB sign-in is hydrated in place with its British links', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/en-gb/sign-in', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await markPrerenderedNodes(page);
  release();
  await reactOwns(page);
  expect(await prerenderedNodesKept(page)).toBe(true);
  await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
    'href',
    '/en-gb/forgot-password',
  );
  // The canonical link is the browser's render's (the build does not know the origin).
  await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1);
});

test(
  'a member with a stored session who opens /sign-in is sent on to Home',
  desktopOnly('rule'),
  async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
    await page.getByLabel('Password').fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.goto('/sign-in');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
);
