import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { resetPlatform, signIn } from './support/booking';
import { REVOKED_SESSION_CONSOLE } from './support/signedIn';
import { PLATFORM } from './support/origins';

// Home's first paint on a later visit (it sets Home's mobile Lighthouse score;
// docs/adr/0059-first-page-plan.md): the reload restores the stored session and Home appears in one
// piece (startup reads the stored user before the first render; on a slow device the session status
// may come first), never through the route's "Loading this page…" fallback; the member's reload
// runs behind it; index.html preloads Home's code, not the sign-in page's.

/**
 * Records every text the page's main landmark takes from the very start of the load, marked
 * "shell: " when the dashboard's shell is on screen around it.
 */
async function recordMainTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { mainTexts: string[] }).mainTexts = seen;
    const read = (): void => {
      const main = [...document.querySelectorAll('main')]
        .filter((element) => element.checkVisibility())
        .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60))
        .join(' | ');
      // Whether the dashboard's shell (its Sign out button, on phones too) is on screen.
      const shell = [...document.querySelectorAll('button')].some(
        (button) => button.textContent?.trim() === 'Sign out' && button.checkVisibility(),
      );
      const text = main === '' ? '' : `${shell ? 'shell: ' : ''}${main}`;
      if (text !== '' && seen.at(-1) !== text) seen.push(text);
    };
    new MutationObserver(read).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });
}

const mainTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { mainTexts: string[] }).mainTexts);

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test(
  'a later visit shows Home in one piece: the session status, then the page, no route fallback',
  desktopOnly('rule'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    await recordMainTexts(page);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Your upcoming scan' })).toBeVisible();
    const seen = await mainTexts(page);
    expect(seen.length, `main showed: ${seen.join(' → ')}`).toBeGreaterThan(0);
    // Before the page, only the guard's status (checking the session, then loading the page);
    // never the shell around the route's fallback.
    expect(
      seen.some((text) => text.startsWith('shell: ') && text.includes('Loading this page')),
      `main showed: ${seen.join(' → ')}`,
    ).toBe(false);
    expect(seen.filter((text) => text.startsWith('shell: '))[0]).toContain('Welcome, Dana');
    expect(seen.at(-1)).toContain('Welcome, Dana');
    await expectAxeClean(page);
  },
);

test(
  'a later visit paints the next step Home showed last time with its greeting, in one piece',
  desktopOnly('rule'),
  async ({ page }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    // Home has shown its next step once: its overview is kept for the next visit.
    await expect(page.getByRole('region', { name: 'Your next step' })).toBeVisible({
      timeout: 15_000,
    });
    const preloadLinks = (chunk: string) =>
      page.locator(`link[rel="modulepreload"][href*="/assets/${chunk}-"]`);
    // Whether the next step was on screen the first moment the greeting was.
    await page.addInitScript(() => {
      const state: { nextStepWithGreeting?: boolean } = {};
      (window as unknown as { firstPaint: typeof state }).firstPaint = state;
      const visibleText = (selector: string, text: string): boolean =>
        [...document.querySelectorAll(selector)].some(
          (element) => element.textContent?.includes(text) === true && element.checkVisibility(),
        );
      const observer = new MutationObserver(() => {
        if (!visibleText('h1', 'Welcome')) return;
        state.nextStepWithGreeting = visibleText('h2', 'Your next step');
        observer.disconnect();
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('region', { name: 'Your to-do list' })).toBeVisible();
    const firstPaint = await page.evaluate(
      () => (window as unknown as { firstPaint: { nextStepWithGreeting?: boolean } }).firstPaint,
    );
    expect(firstPaint.nextStepWithGreeting).toBe(true);
    // index.html fetched the lists' code and the member's data beside the entry.
    await expect(preloadLinks('HomeLiveSections')).toHaveCount(1);
    await expect(preloadLinks('member-data')).toHaveCount(1);
    await expectAxeClean(page);
  },
);

test(
  "a first visit fetches the sign-in page's code beside the entry; a later visit fetches Home's instead",
  desktopOnly('wire'),
  async ({ page }) => {
    const signInChunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/SignInScreen-[\w-]+\.js$/.test(request.url()))
        signInChunks.push(request.url());
    });
    const preloadLinks = (chunk: string) =>
      page.locator(`link[rel="modulepreload"][href*="/assets/${chunk}-"]`);
    await page.goto('/sign-in');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible({ timeout: 15_000 });
    // The inline preload script (allowed by its hash: the CSP check of every journey) added it.
    await expect(preloadLinks('SignInScreen')).toHaveCount(1);
    await expect(preloadLinks('HomeScreen')).toHaveCount(0);
    // No stored user: the platform is called on submit only, no connection is opened early.
    await expect(page.locator('link[rel="preconnect"]')).toHaveCount(0);
    expect(signInChunks).toHaveLength(1);
    await expectAxeClean(page); // with no CSP report: the script ran under the strict policy

    await signIn(page, 'demo@example.com', 'Demo-password-1');
    signInChunks.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(preloadLinks('SignInScreen')).toHaveCount(0);
    // Home's last paint is on screen on this reload (docs/adr/0082): the script's preloads go out
    // once it has painted, beside the app's own for the same files (one fetch each).
    await expect(preloadLinks('HomeScreen').first()).toBeAttached();
    await expect(preloadLinks('storedUser').first()).toBeAttached();
    // With them, the connection to the platform (another origin), anonymous as the calls are.
    const preconnect = page.locator(`link[rel="preconnect"][href="${new URL(PLATFORM).origin}"]`);
    await expect(preconnect).toHaveCount(1);
    await expect(preconnect).toHaveAttribute('crossorigin', '');
    expect(signInChunks).toEqual([]);
  },
);

test(
  'a later visit does not wait for the member reload: Home shows from the stored member',
  desktopOnly('rule'),
  async ({ page, request }) => {
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    // The member's reload answers only after 8 s.
    const slow = await request.post(`${PLATFORM}/__control/faults`, {
      data: { path: '/members', method: 'GET', latencyMs: 8_000, times: 1 },
    });
    expect(slow.ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
      timeout: 6_000,
    });
    await expect(page.getByRole('region', { name: 'Your upcoming scan' })).toBeVisible({
      timeout: 6_000,
    });
  },
);

test(
  'a later visit whose session was revoked ends on sign-in, Home gone',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // The member's tokens are revoked: the app logs the member load answered 401, and the calls
    // of Home's kept overview, asked for beside it, answered 401 too.
    allowConsole(...REVOKED_SESSION_CONSOLE, /^Remote data failed to load/);
    await signIn(page, 'demo@example.com', 'Demo-password-1');
    const revoked = await request.post(`${PLATFORM}/__control/tokens/revoke`, {
      data: { user: 'demo@example.com' },
    });
    expect(revoked.ok()).toBe(true);
    await page.reload();
    await expect(page).toHaveURL(/\/sign-in/, { timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome, Dana' })).toHaveCount(0);
  },
);

test(
  "a first visit's sign-in page paints at once: never the route's fallback first",
  desktopOnly('rule'),
  async ({ page }) => {
    // Whether "Loading this page…" was ever on screen, anywhere on the page, from the very start.
    await page.addInitScript(() => {
      const state = { fallbackSeen: false };
      (window as unknown as { firstPaint: typeof state }).firstPaint = state;
      new MutationObserver(() => {
        if (document.body?.innerText.includes('Loading this page')) state.fallbackSeen = true;
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.goto('/sign-in');
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible({ timeout: 15_000 });
    const fallbackSeen = await page.evaluate(
      () =>
        (window as unknown as { firstPaint: { fallbackSeen: boolean } }).firstPaint.fallbackSeen,
    );
    // The route's fallback would also hold the form back for React's reveal throttle (LCP).
    expect(fallbackSeen).toBe(false);
    await expectAxeClean(page);
  },
);
