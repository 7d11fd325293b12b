import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { HOME_URL, PLATFORM } from './support/origins';

// Session journeys of spec section 4 against the mock platform: the idle logout with its toast
// (time driven by Playwright's clock: the app's clock adapter reads Date.now and setTimeout, which
// page.clock replaces), a token renewed once when a clock jump lands in its last minute, a 401
// answered by the platform, and two tabs sharing one session with the hand-over to session storage
// when the last tab goes.

const IDLE_TOAST = 'You were logged out due to inactivity';
const IDLE_WARNING = 'Are you still there?';
const SIGNED_OUT_ELSEWHERE =
  'You signed out in another tab or window, so you are signed out here too.';
// Why the member is signed out, said by the sign-in page as a polite status (ADR 0097).
const SIGNED_OUT = 'You are signed out. Sign in again whenever you need us.';
const SIGNED_OUT_IDLE = /^You were signed out after 15 minutes without activity/;
const SESSION_ENDED = /^Your session ended, so you were signed out\./;
// The seeded demo member (mock-server README): what of them a page may show.
const MEMBER_EMAIL = 'demo@example.com';
const MEMBER_DATA = [MEMBER_EMAIL, 'Dana'];
const ROOT_STATE_KEY = 'scanwise.rootState';

async function resetPlatform(request: APIRequestContext): Promise<void> {
  const reset = await request.post(`${PLATFORM}/__control/reset`);
  expect(reset.ok()).toBe(true);
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** Fills the sign-in screen ('E-mail', 'Password', 'Sign in') and waits for the app shell. */
async function signIn(page: Page, start = '/sign-in'): Promise<void> {
  if (start) await page.goto(start);
  await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
  await page.getByLabel('Password').fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
}

/** A second tab of the page's browser, opened on `path`. */
async function secondTab(page: Page, path: string): Promise<Page> {
  const second = await page.context().newPage();
  await second.goto(path);
  return second;
}

/** The tab followed another's sign-in without a reload: on Home, signed in. */
async function expectFollowedSignIn(tab: Page): Promise<void> {
  await expect(tab).toHaveURL(HOME_URL);
  await expect(tab.getByRole('button', { name: 'Sign out' })).toBeVisible();
}

/**
 * The tab followed another's sign-out without a reload (within `timeoutMs`): on sign-in, saying
 * it was another tab, with no member data left in its DOM.
 */
async function expectFollowedSignOut(tab: Page, timeoutMs?: number): Promise<void> {
  await expect(tab.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible(
    timeoutMs === undefined ? {} : { timeout: timeoutMs },
  );
  await expect(tab).toHaveURL(/\/sign-in$/);
  await expect(tab.getByRole('status').filter({ hasText: SIGNED_OUT_ELSEWHERE })).toBeVisible();
  expect(await memberDataIn(tab)).toEqual([]);
}

/**
 * Holds the page's followers of the other tabs (they load after its first paint, at an idle
 * moment) until the returned function is called: a busy phone and a quick member.
 */
async function holdSessionFollowers(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/assets/sessionFollowers-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The section links of the app shell (folded behind Menu on phones): a client-side move. */
async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

interface StorageSnapshot {
  readonly local: readonly string[];
  readonly session: readonly string[];
  readonly authenticated: boolean | null;
}

/** The hand-over keys of spec 4 (root state, offer state, stored users) in each storage. */
async function handoffKeys(page: Page): Promise<StorageSnapshot> {
  return page.evaluate((rootKey) => {
    const isHandoffKey = (key: string) =>
      key === rootKey || key === 'scanwise.offer' || key.startsWith('oidc.user:');
    const keys = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, i) => storage.key(i) ?? '')
        .filter(isHandoffKey)
        .sort();
    const raw = localStorage.getItem(rootKey);
    const root = raw === null ? null : (JSON.parse(raw) as { authenticated?: boolean });
    return {
      local: keys(localStorage),
      session: keys(sessionStorage),
      authenticated: root?.authenticated ?? null,
    };
  }, ROOT_STATE_KEY);
}

/** Which of the member's data the tab's DOM still holds (text, attributes, field values). */
async function memberDataIn(page: Page): Promise<string[]> {
  const html = await page.evaluate(() => {
    const values = Array.from(document.querySelectorAll('input, textarea'), (field) =>
      field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '',
    );
    return `${document.documentElement.outerHTML} ${values.join(' ')}`;
  });
  return MEMBER_DATA.filter((datum) => html.includes(datum));
}

/** What the browser does when a tab goes away: the app listens to `pagehide`. */
async function firePagehide(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false }));
  });
}

/**
 * The fake clock jumps minutes at once while the platform's hub pings keep real time: the SignalR
 * client sees its server timeout pass and its reconnect's requests time out, and the idle logout
 * stops hubs that are still reconnecting ("Stop while not connected: Warning only"; the client's
 * own errors about the reconnect that stop ends are debug).
 */
const CLOCK_JUMP_HUB_MESSAGES = [
  /Server timeout elapsed without receiving a message from the server/,
  /^Timeout from HTTP request\. \{source: signalr\}/,
  /^Failed to (complete negotiation with the server|start the connection): .*A timeout occurred/,
  /^Hub connection not established\. .*state: Reconnecting/,
];

test.describe('idle logout', () => {
  test(
    '"You were logged out due to inactivity" after 15 minutes without activity, the sign-in page says why; back to the page after signing in',
    desktopOnly('rule'),
    async ({ page, allowConsole }) => {
      allowConsole(...CLOCK_JUMP_HUB_MESSAGES);
      // Install before the app loads, so its clock adapter runs on the fake timers.
      await page.clock.install();
      await signIn(page);
      await openSection(page, 'Reports');
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();

      // "Every 5 s the app checks the last-activity time": 14 minutes idle is not yet 15, only the
      // warning before it.
      await page.clock.fastForward('14:00');
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('alertdialog', { name: IDLE_WARNING })).toBeVisible();

      // Past "Inactive logout | 15 min": logged out, on sign-in, with the toast.
      await page.clock.fastForward('01:10');
      await expect(page).toHaveURL(/\/sign-in$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      const toast = page.getByRole('status').filter({ hasText: IDLE_TOAST });
      await expect(toast).toBeVisible();
      // The page itself says why, and stays saying it after the toast has gone.
      const why = page.getByRole('status').filter({ hasText: SIGNED_OUT_IDLE });
      await expect(why).toBeVisible();
      expect((await handoffKeys(page)).authenticated).not.toBe(true);
      await expectAxeClean(page);

      // "The toast is hidden after a notice duration once activity resumes" (logout notice 5 s).
      await page.clock.fastForward('00:30');
      await expect(toast).toBeVisible();
      await page.getByRole('textbox', { name: 'E-mail' }).press('Tab');
      await page.clock.fastForward('00:06');
      await expect(toast).toHaveCount(0);
      await expect(why).toBeVisible();

      // Logged out by the app, not by choice: signing in again returns to the page. Enter in the
      // password field: after the clock's jumps, a mouse click on react-aria's button is not
      // taken as a press (the fake clock moves performance.now, event time stamps stay real).
      await page.getByRole('textbox', { name: 'E-mail' }).fill('demo@example.com');
      await page.getByLabel('Password').fill('Demo-password-1');
      await page.getByLabel('Password').press('Enter');
      await expect(page).toHaveURL(/\/reports$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    },
  );

  // Runs on the phone too: where the toast sits is the layout's.
  test("the idle logout's toast covers none of the sign-in form, on a 320 px phone as on desktop", async ({
    page,
    allowConsole,
  }) => {
    allowConsole(...CLOCK_JUMP_HUB_MESSAGES);
    await page.clock.install();
    await signIn(page);
    await page.clock.fastForward('15:10');
    await expect(page).toHaveURL(/\/sign-in$/);
    const toast = page.getByRole('status').filter({ hasText: IDLE_TOAST }).locator('div');
    await expect(toast).toBeVisible();
    const toastBox = await toast.boundingBox();
    const controls = [
      page.getByRole('textbox', { name: 'E-mail' }),
      page.getByLabel('Password'),
      page.getByRole('button', { name: 'Sign in', exact: true }),
    ];
    for (const control of controls) {
      const box = await control.boundingBox();
      const overlaps =
        toastBox !== null &&
        box !== null &&
        box.x < toastBox.x + toastBox.width &&
        toastBox.x < box.x + box.width &&
        box.y < toastBox.y + toastBox.height &&
        toastBox.y < box.y + box.height;
      expect(overlaps, `the toast over ${String(control)}`).toBe(false);
    }
  });

  test('the idle warning at 14 minutes in both tabs: "Stay signed in" in one extends both; with no answer both tabs log out', async ({
    page,
    allowConsole,
  }) => {
    // The clock jumps (see CLOCK_JUMP_HUB_MESSAGES), in both tabs: whether a jump lands while a
    // hub reconnects depends on the machine's speed, so every message of the list may come.
    allowConsole(...CLOCK_JUMP_HUB_MESSAGES);
    // The clock is the browser context's: both tabs run on the same fake time.
    await page.clock.install();
    await signIn(page);
    const second = await secondTab(page, '/reports');
    await expect(second.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    const warningIn = (tab: Page) => tab.getByRole('alertdialog', { name: IDLE_WARNING });

    // A minute before the 15-minute logout: warned, with the time left, the focus in the dialog.
    await page.clock.fastForward('14:00');
    for (const tab of [page, second]) {
      await expect(warningIn(tab)).toBeVisible();
      await expect(warningIn(tab)).toContainText(/we will sign you out in \d+ seconds?\./);
    }
    await expect(warningIn(page).getByRole('button', { name: 'Stay signed in' })).toBeVisible();
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="alertdialog"]') !== null),
    ).toBe(true);
    await expectAxeClean(page);

    // "Stay signed in" in the first tab extends every tab: the second tab's warning closes too.
    await warningIn(page).getByRole('button', { name: 'Stay signed in' }).press('Enter');
    await expect(warningIn(page)).toHaveCount(0);
    await expect(warningIn(second)).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect(warningIn(second)).toHaveCount(0);

    // Warned again after 14 more idle minutes; no answer: both tabs log out, each with the toast.
    await page.clock.fastForward('12:00');
    await expect(warningIn(second)).toBeVisible();
    await page.clock.fastForward('01:10');
    for (const tab of [page, second]) {
      await expect(tab).toHaveURL(/\/sign-in$/);
      await expect(warningIn(tab)).toHaveCount(0);
      await expect(tab.getByRole('status').filter({ hasText: IDLE_TOAST })).toBeVisible();
      expect(await memberDataIn(tab)).toEqual([]);
    }
    await second.close();
  });

  test('Escape extends the idle warning as "Stay signed in" does', async ({
    page,
    allowConsole,
  }) => {
    allowConsole(...CLOCK_JUMP_HUB_MESSAGES);
    await page.clock.install();
    await signIn(page);
    await page.clock.fastForward('14:00');
    const warning = page.getByRole('alertdialog', { name: IDLE_WARNING });
    await expect(warning).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(warning).toHaveCount(0);
    await page.clock.fastForward('02:00');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  });

  test(
    'activity keeps the member signed in past 15 minutes',
    desktopOnly('rule'),
    async ({ page, allowConsole }) => {
      allowConsole(...CLOCK_JUMP_HUB_MESSAGES);
      await page.clock.install();
      await signIn(page);
      // "Activity events update the last-activity time" (a key press), shared with every tab.
      await page.clock.fastForward('10:00');
      await page.keyboard.press('Shift');
      await page.clock.fastForward('10:00');
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: IDLE_TOAST })).toHaveCount(0);
      await expect(page).not.toHaveURL(/\/sign-in/);
    },
  );
});

/** The stored user's token expiry (seconds), read from its oidc.user: entry. */
async function storedTokenExpiry(page: Page): Promise<number | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
    const raw = key === undefined ? null : localStorage.getItem(key);
    return raw === null ? null : ((JSON.parse(raw) as { expires_at?: number }).expires_at ?? null);
  });
}

test(
  'a clock jump into the token\'s last minute renews it once: the renewal check ("Renewal check interval | 2 min") joins the automatic renewal, no second refresh, no warning',
  desktopOnly('wire'),
  async ({ page, allowConsole }) => {
    allowConsole(...CLOCK_JUMP_HUB_MESSAGES);
    const refreshes: string[] = [];
    page.on('request', (sent) => {
      const grant = new URLSearchParams(sent.postData() ?? '').get('grant_type');
      if (sent.url().includes('/connect/token') && grant === 'refresh_token') refreshes.push(grant);
    });
    await page.clock.install();
    await signIn(page);
    const firstExpiry = await storedTokenExpiry(page);

    // Fifty minutes with some activity (no idle logout), then a jump into the token's last minute
    // (the platform's tokens last an hour): the library's expiring timer and the renewal check fall
    // due in the same jump. A second refresh with the rotated token would be refused and warned.
    for (let minutes = 0; minutes < 50; minutes += 10) {
      await page.clock.fastForward('10:00');
      await page.keyboard.press('Shift');
    }
    expect(refreshes).toEqual([]);
    await page.clock.fastForward('09:30');
    await expect.poll(() => refreshes.length).toBe(1);
    await expect.poll(() => storedTokenExpiry(page)).toBeGreaterThan(firstExpiry ?? Infinity);

    // The next check finds a fresh token: nothing more.
    await page.clock.fastForward('02:00');
    await openSection(page, 'Reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    expect(refreshes).toHaveLength(1);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  },
);

test(
  'a 401 from the platform ("A 401 or 403 answer fires a logout event") returns to sign-in',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // The platform is told to answer the report list 401: the app logs that failed call.
    allowConsole(/^Member call reportList failed .*status: 401/);
    await signIn(page);
    // The platform answers the next report list (which Home does not read) with 401, as for a
    // token it no longer accepts.
    const fault = await request.post(`${PLATFORM}/__control/faults`, {
      data: { path: '/diagnostics/reports', method: 'GET', status: 401, times: 1 },
    });
    expect(fault.status()).toBe(201);
    // A client-side move, no reload: the app itself reacts to the 401.
    await openSection(page, 'Reports');
    await expect(page).toHaveURL(/\/sign-in$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SESSION_ENDED })).toBeVisible();
    expect((await handoffKeys(page)).authenticated).not.toBe(true);
    await expectAxeClean(page);

    // Logged out by the app, not by choice: signing in again goes back to the reports.
    await signIn(page, '');
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  },
);

test(
  '"If the logout fails, stored user entries are removed from local storage" (the end-session call answers 500)',
  desktopOnly('wire'),
  async ({ page, request, allowConsole }) => {
    // The platform is told to fail the end-session call: the app logs the failed call and the
    // fallback that removes the stored entries.
    allowConsole(
      /^Member call identityLogout failed .*status: 500/,
      /^Logout call failed; stored user entries removed$/,
    );
    await signIn(page);
    // A second stored user left behind (an on-behalf-of entry): only the fallback removes it.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('oidc.user:'));
      if (key) localStorage.setItem(`${key.replace(/:R$/, '')}:O`, localStorage.getItem(key) ?? '');
    });
    expect(
      (await handoffKeys(page)).local.filter((key) => key.startsWith('oidc.user:')),
    ).toHaveLength(2);
    const fault = await request.post(`${PLATFORM}/__control/faults`, {
      data: { path: '/members/connect/logout', method: 'POST', status: 500, times: 1 },
    });
    expect(fault.status()).toBe(201);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect
      .poll(async () =>
        (await handoffKeys(page)).local.filter((key) => key.startsWith('oidc.user:')),
      )
      .toEqual([]);
    expect((await handoffKeys(page)).authenticated).not.toBe(true);
  },
);

test.describe('two tabs (spec 4, Multi-tab)', desktopOnly('rule'), () => {
  test('signing in in one tab signs in the other at once, without a reload', async ({ page }) => {
    const second = await secondTab(page, '/sign-in');
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

    await signIn(page);
    // No reload: the tab hears the sign-in on the broadcast channel and picks the session up.
    await expectFollowedSignIn(second);
    await expectAxeClean(second);
    await second.close();
  });

  test('a tab that signs in before it listens to the others (a fast member) still signs the other in', async ({
    page,
  }) => {
    const second = await secondTab(page, '/sign-in');
    await expect(second.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    const releaseFollowers = await holdSessionFollowers(page);

    await signIn(page);
    releaseFollowers();
    await expectFollowedSignIn(second);
    await second.close();
  });

  test('a tab that signs out before it listens to the others still signs the other out, and says why', async ({
    page,
  }) => {
    await signIn(page);
    const second = await secondTab(page, '/');
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const releaseFollowers = await holdSessionFollowers(page);
    await page.reload();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    releaseFollowers();
    await expectFollowedSignOut(second);
    await second.close();
  });

  test('a tab that signs out and is reloaded before it listens to the others still signs the other out', async ({
    page,
  }) => {
    await signIn(page);
    const second = await secondTab(page, '/');
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();
    // This page's followers never load; the next page's load as usual.
    let holding = true;
    await page.route('**/assets/sessionFollowers-*.js', async (route) => {
      if (holding) await new Promise<never>(() => undefined);
      await route.continue();
    });
    await page.reload();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // Reloaded before anything told the other tab: the next page tells it.
    holding = false;
    await page.reload();
    await expectFollowedSignOut(second);
    await second.close();
  });

  test('signing out in one tab: the other shows the sign-in page within a second, no member data left in its DOM; a reload still says why', async ({
    page,
  }) => {
    await signIn(page);
    const second = await secondTab(page, '/account');
    // Member data on screen in the second tab: the member's name and e-mail.
    await expect(second.getByText(MEMBER_EMAIL).first()).toBeVisible();
    expect(await memberDataIn(second)).not.toEqual([]);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    // The tab that signed out says so, and not that it was another tab.
    await expect(page.getByRole('status').filter({ hasText: SIGNED_OUT })).toBeVisible();
    await expect(page.getByText(SIGNED_OUT_ELSEWHERE)).toHaveCount(0);
    // No reload of the second tab: it follows at once, and says why.
    await expectFollowedSignOut(second, 1_000);
    expect((await handoffKeys(second)).local.some((key) => key.startsWith('oidc.user:'))).toBe(
      false,
    );
    await expectAxeClean(second);
    await second.close();
    // A reload of the tab that signed out (the next person at a shared computer) still says why.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: SIGNED_OUT })).toBeVisible();
  });

  test('closing one of two tabs keeps the session in local storage; the last tab hands it over to session storage and gets it back on startup', async ({
    page,
  }) => {
    await signIn(page);
    const second = await secondTab(page, '/');
    await expect(second.getByRole('button', { name: 'Sign out' })).toBeVisible();

    const before = await handoffKeys(page);
    expect(before.local).toContain(ROOT_STATE_KEY);
    expect(before.local.some((key) => key.startsWith('oidc.user:'))).toBe(true);
    expect(before.authenticated).toBe(true);

    // "On unload, if no other tab is open, ... move": another tab is open, nothing moves.
    await firePagehide(second);
    await second.close();
    const afterOneClosed = await handoffKeys(page);
    expect(afterOneClosed.local).toEqual(before.local);
    expect(afterOneClosed.session).toEqual([]);

    // The last tab: the root state and the stored user move into session storage and leave
    // local storage ("...are removed from local storage").
    await firePagehide(page);
    const handedOver = await handoffKeys(page);
    expect(handedOver.local).toEqual([]);
    expect(handedOver.session).toEqual(before.local);

    // "On startup they are restored": the reload comes back signed in, entries in local storage.
    await page.reload();
    await expect(page).toHaveURL(HOME_URL);
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    const restored = await handoffKeys(page);
    expect(restored.local).toEqual(before.local);
    expect(restored.session).toEqual([]);
    expect(restored.authenticated).toBe(true);
    await expectAxeClean(page);
  });
});
