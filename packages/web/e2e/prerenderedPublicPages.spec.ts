import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/csp';
import { desktopOnly } from './support/projects';
import { expectNoAxeViolations } from './support/axe';
import { HOME_URL, PLATFORM } from './support/origins';
import { field, fillJoin } from './support/join';

// Join, the three steps of forgot password, and the heart health check's introduction and results
// paint from their HTML, like sign-in
// (prerenderedSignIn.spec.ts): the build prerenders them (src/prerender), the browser shows the
// page before any script has run, and the app hydrates that markup once the page's code and the
// services its first render reads are there (the same DOM nodes, no hydration warning: the console
// gate fails on one), with no layout shift, and the form works as before
// (docs/adr/0115-prerendered-public-pages.md).

interface PrerenderedPage {
  readonly path: string;
  readonly heading: string;
  /** A control of the page's content that React hydrates (its nodes are checked for being kept). */
  readonly control: string;
}

const PAGES: readonly PrerenderedPage[] = [
  { path: '/join', heading: 'Create your account', control: '#root input[name="email"]' },
  {
    path: '/forgot-password',
    heading: 'Forgot your password?',
    control: '#root input[name="email"]',
  },
  { path: '/forgot-password/confirm', heading: 'Password changed', control: '#root main a' },
  { path: '/cat/questionnaire', heading: 'Heart health check', control: '#root main button' },
  // Its link's e-mail and code go into their fields once hydrated.
  {
    path: '/forgot-password/change',
    heading: 'Choose a new password',
    control: '#root input[name="code"]',
  },
  // Loading until hydrated; then this tab's answers, or the note with none.
  { path: '/cat/results', heading: 'Your heart check results', control: '#root h1' },
];

const EN_GB = PAGES.map((page) => ({ ...page, path: `/en-gb${page.path}` }));

async function resetPlatform(request: APIRequestContext): Promise<void> {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
}

/** Asks the platform for a password code for `email` (as the start step does) and reads it. */
async function resetCode(request: APIRequestContext, email: string): Promise<string> {
  expect((await request.post(`${PLATFORM}/users/password/forgot`, { data: { email } })).ok()).toBe(
    true,
  );
  const outbox = (await (await request.get(`${PLATFORM}/__control/outbox`)).json()) as {
    to: string;
    code: string | null;
  }[];
  const code = outbox.filter((mail) => mail.to === email && mail.code).at(-1)?.code;
  expect(code).toBeTruthy();
  return code ?? '';
}

/** Answers the heart check's five questions in this tab (the draft is kept in session storage). */
async function answerHeartCheck(page: Page, answers: readonly ('Yes' | 'No')[]): Promise<void> {
  await page.goto('/cat/questionnaire');
  await page.getByRole('button', { name: 'Start the heart check' }).click();
  for (const [index, choice] of answers.entries()) {
    await expect(page.getByText(`Question ${index + 1} of ${answers.length}`)).toBeVisible();
    await page.getByRole('radio', { name: choice, exact: true }).check();
    await page
      .getByRole('button', { name: index === answers.length - 1 ? 'See my results' : 'Next' })
      .click();
  }
  await expect(page).toHaveURL(/\/cat\/results$/);
}

declare global {
  interface Window {
    __prerenderedPageShifts?: { value: number; time: number; moved: string }[];
  }
}

/** Installed before any script of the page: every layout shift since the first paint, described. */
function recordLayoutShifts(): void {
  const shifts: { value: number; time: number; moved: string }[] = [];
  window.__prerenderedPageShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      sources?: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    })[]) {
      const moved = (entry.sources ?? []).map(({ node, previousRect: from, currentRect: to }) => {
        const name = node instanceof Element ? `${node.tagName}.${node.className}` : 'node';
        return `${name} ${from.x},${from.y} ${from.width}x${from.height} -> ${to.x},${to.y} ${to.width}x${to.height}`;
      });
      shifts.push({ value: entry.value, time: entry.startTime, moved: moved.join('; ') });
    }
  }).observe({ type: 'layout-shift', buffered: true });
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

/**
 * Opens the page with its scripts held, marks its heading and control (the HTML's nodes), lets the
 * scripts run once the font is in (what moves before is the font's swap, not the app) and waits
 * for React to own the control. Says whether the nodes on screen are the HTML's (hydrated in place,
 * not rendered afresh) and when the scripts were let go.
 */
async function openHydrated(
  page: Page,
  target: PrerenderedPage,
): Promise<{ kept: boolean; released: number }> {
  await page.addInitScript(recordLayoutShifts);
  const release = await holdScripts(page);
  await page.goto(target.path, { waitUntil: 'commit' });
  // Before any script: the page is there, from the HTML.
  await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
  const marked = `#root h1, ${target.control}`;
  const released = await page.evaluate(async (selector) => {
    for (const node of document.querySelectorAll(selector)) {
      (node as Element & { prerendered?: boolean }).prerendered = true;
    }
    // The font in and laid out (its swap is the HTML's, not the app's doing).
    await document.fonts.load('1em "Inter Variable"');
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    return performance.now();
  }, marked);
  release();
  await page.waitForFunction((selector) => {
    const control = document.querySelector(selector);
    return control !== null && Object.keys(control).some((key) => key.startsWith('__reactProps'));
  }, target.control);
  const kept = await page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].every(
        (node) => (node as Element & { prerendered?: boolean }).prerendered === true,
      ),
    marked,
  );
  return { kept, released };
}

/**
 * Checks the page's layout shifts once its loads have settled: none from its scripts (hydration
 * moves nothing), and a cumulative shift since the first paint of 0 as Lighthouse prints it (three
 * places: the font's swap over its metric-matched fallback may nudge a line by a pixel).
 */
async function expectNoLayoutShift(page: Page, released: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  const shifts = await page.evaluate(() => window.__prerenderedPageShifts ?? []);
  expect(shifts.filter((shift) => shift.time >= released)).toEqual([]);
  const cumulative = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(cumulative.toFixed(3), JSON.stringify(shifts)).toBe('0.000');
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const [target, lang] of [
    ...PAGES.map((page) => [page, 'en-US'] as const),
    ...EN_GB.map((page) => [page, 'en-GB'] as const),
  ]) {
    test(
      `${target.path} shows its page from its HTML, in ${lang}`,
      desktopOnly('wire'),
      async ({ page }) => {
        await page.goto(target.path);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1, name: target.heading })).toBeVisible();
        await expect(page.locator(target.control)).toBeVisible();
        await expect(page.locator('#root')).toHaveAttribute('data-prerendered', target.path);
      },
    );
  }

  test(
    "the heart check's results are busy loading in the HTML",
    desktopOnly('wire'),
    async ({ page }) => {
      await page.goto('/cat/results');
      await expect(page.locator('#root main').getByRole('status')).toHaveText(
        'Getting your results…',
      );
      await expect(page.locator('#root main [aria-busy="true"]')).toContainText(
        'Getting your results…',
      );
    },
  );

  test(
    'a Join submitted before the app runs keeps the password out of the address',
    desktopOnly('wire'),
    async ({ page }) => {
      await page.goto('/join');
      await field(page, 'E-mail').fill('ann.lee@example.com');
      await field(page, 'Password').fill('New-password-1');
      await field(page, 'Password').press('Enter');
      await page.waitForLoadState();
      expect(page.url()).not.toContain('New-password-1');
    },
  );
});

test.describe('hydrated in place', () => {
  test.beforeEach(async ({ request }) => {
    await resetPlatform(request);
  });

  test('Join is hydrated with no layout shift, then creates a member who lands signed in', async ({
    page,
  }) => {
    const { kept, released } = await openHydrated(page, PAGES[0]!);
    expect(kept).toBe(true);
    await expectNoLayoutShift(page, released);
    await expectNoAxeViolations(page);

    await fillJoin(page, { email: `prerendered.${Date.now()}@example.com` });
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(HOME_URL);
  });

  test(
    'Join reloaded with a remembered offer shows its note once hydrated',
    desktopOnly('rule'),
    async ({ page }) => {
      // Seed: INVITE-NW, Northwind Health's invitation (joinContinues.spec.ts).
      await page.goto('/sign-up/claim-offer?code=INVITE-NW&partner=northwind');
      await page.getByRole('link', { name: 'Create an account' }).click();
      const note = page.getByText('Your offer (INVITE-NW) will be added to your new account.');
      await expect(note).toBeVisible();
      // A load of the page itself: the build's Join, then the note this browser keeps.
      await page.reload();
      await expect(
        page.getByRole('heading', { level: 1, name: 'Create your account' }),
      ).toBeVisible();
      await expect(note).toBeVisible();
      await expectNoAxeViolations(page);
    },
  );

  test('forgot password is hydrated with no layout shift, then sends the code', async ({
    page,
  }) => {
    const { kept, released } = await openHydrated(page, PAGES[1]!);
    expect(kept).toBe(true);
    await expectNoLayoutShift(page, released);
    await expectNoAxeViolations(page);

    await field(page, 'E-mail').fill('demo@example.com');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/change\?email=demo%40example\.com$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
  });

  test(
    "a reset link's e-mail in the query is rendered afresh, prefilled",
    desktopOnly('rule'),
    async ({ page }) => {
      await page.goto('/forgot-password?email=demo%40example.com');
      await expect(field(page, 'E-mail')).toHaveValue('demo@example.com');
    },
  );

  test('the password-changed page is hydrated with no layout shift, its link goes to sign-in', async ({
    page,
  }) => {
    const { kept, released } = await openHydrated(page, PAGES[2]!);
    expect(kept).toBe(true);
    await expectNoLayoutShift(page, released);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Go to sign in' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
  });

  test("the heart check's introduction is hydrated with no layout shift, then starts the questions", async ({
    page,
  }) => {
    const { kept, released } = await openHydrated(page, PAGES[3]!);
    expect(kept).toBe(true);
    await expectNoLayoutShift(page, released);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start the heart check' }).click();
    await expect(page.getByRole('heading', { level: 2, name: /chest discomfort/ })).toBeFocused();
  });

  test(
    'a heart check under way in this tab is rendered afresh at its question',
    desktopOnly('rule'),
    async ({ page }) => {
      await page.goto('/cat/questionnaire');
      // A press before the app has hydrated is made once it has (beforeHydration.spec.ts).
      await page.getByRole('button', { name: 'Start the heart check' }).click();
      await expect(page.getByRole('heading', { level: 2, name: /chest discomfort/ })).toBeVisible();
      // The HTML's introduction shows until the app renders the question kept in this tab.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: /chest discomfort/ })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Start the heart check' })).toHaveCount(0);
    },
  );

  test("the change step from an e-mail's link is hydrated with no layout shift, fills the link's e-mail and code, then changes the password", async ({
    page,
    request,
  }) => {
    const code = await resetCode(request, 'demo@example.com');
    const link = `/forgot-password/change?${new URLSearchParams({ email: 'demo@example.com', code }).toString()}`;
    const { kept, released } = await openHydrated(page, { ...PAGES[4]!, path: link });
    expect(kept).toBe(true);
    await expect(field(page, 'E-mail')).toHaveValue('demo@example.com');
    await expect(field(page, 'Code')).toHaveValue(code);
    await expectNoLayoutShift(page, released);
    await expectNoAxeViolations(page);

    await field(page, 'New password').fill('Changed-password-2');
    await field(page, 'Confirm new password').fill('Changed-password-2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page).toHaveURL(/\/forgot-password\/confirm$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
  });

  test("the heart check's results are hydrated from their loading state and show this tab's answers with no layout shift", async ({
    page,
  }) => {
    await answerHeartCheck(page, ['No', 'No', 'No', 'No', 'No']);
    const { kept, released } = await openHydrated(page, PAGES[5]!);
    expect(kept).toBe(true);
    await expect(
      page.getByRole('heading', { level: 2, name: 'No risk factors in your answers' }),
    ).toBeVisible();
    await expect(page.locator('#root [aria-busy]')).toHaveCount(0);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your heart check results' }),
    ).toBeFocused();
    await expectNoLayoutShift(page, released);
    await expectNoAxeViolations(page);
  });

  test(
    "the heart check's results with nothing answered in this tab show the way to start",
    desktopOnly('rule'),
    async ({ page }) => {
      const { kept, released } = await openHydrated(page, PAGES[5]!);
      expect(kept).toBe(true);
      await expect(page.getByRole('heading', { name: 'No answers yet' })).toBeVisible();
      await expectNoLayoutShift(page, released);
      await expectNoAxeViolations(page);
      await page.getByRole('link', { name: 'Start the heart check' }).click();
      await expect(page).toHaveURL(/\/cat\/questionnaire$/);
    },
  );

  for (const target of EN_GB) {
    test(`${target.path} is hydrated in place with no layout shift`, async ({ page }) => {
      const { kept, released } = await openHydrated(page, target);
      expect(kept).toBe(true);
      await expectNoLayoutShift(page, released);
    });
  }
});

// An offer's claim paints from its HTML what every link's visit shows first (the page's frame, its
// heading and the offer's loading status); the app renders the visitor's own over it once its code
// and the offers' services are there (the same page: nothing moves), then the offer as it comes.
// Seed: INVITE-NW (INVITED, Northwind Health), ACME2026 (SPONSORED, Acme Corporation).
const PAINTED = [
  {
    link: '/sign-up/claim-offer?code=INVITE-NW&partner=northwind',
    heading: 'Your Scanwise offer',
    loading: 'Checking your offer…',
    then: { role: 'heading', level: 1, name: 'Northwind Health has invited you' },
  },
  {
    link: '/en-gb/sign-up/claim-offer-sponsored?code=ACME2026&partner=acme&encounterName=Acme%20executive%20health%20scan',
    heading: 'Your Scanwise offer',
    loading: 'Checking your offer…',
    then: { role: 'heading', level: 1, name: 'Acme Corporation is sponsoring your scan' },
  },
] as const;

test.describe("painted from HTML until the app renders the visitor's own", () => {
  test.beforeEach(async ({ request }) => {
    await resetPlatform(request);
  });

  for (const claim of PAINTED) {
    test(`${claim.link.split('?')[0]} shows its loading state from the HTML, then the app's, with no layout shift`, async ({
      page,
    }) => {
      await page.addInitScript(recordLayoutShifts);
      // The offer's answer is held too: the app's own loading state shows first.
      let answer: () => void = () => undefined;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      await page.route(/\/packages\/offers\//, async (route) => {
        await answered;
        await route.continue().catch(() => undefined);
      });
      const release = await holdScripts(page);
      await page.goto(claim.link, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1, name: claim.heading });
      const loading = page.getByText(claim.loading);
      await expect(heading).toBeVisible();
      await expect(loading).toBeVisible();
      const path = new URL(claim.link, 'http://localhost').pathname;
      await expect(page.locator('#root')).toHaveAttribute('data-prerendered', path);
      const released = await page.evaluate(async () => {
        (document.querySelector('#root h1') as Element & { prerendered?: boolean }).prerendered =
          true;
        await document.fonts.load('1em "Inter Variable"');
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        return performance.now();
      });
      release();
      // The app's render is over the HTML's (new nodes), showing the same page.
      await page.waitForFunction(
        () =>
          document.querySelector<Element & { prerendered?: boolean }>('#root h1')?.prerendered !==
          true,
      );
      await expect(heading).toBeVisible();
      // The app's loading state, while the offer's answer is held.
      await expect(loading).toBeVisible();
      const shifts = await page.evaluate(() => window.__prerenderedPageShifts ?? []);
      expect(shifts.filter((shift) => shift.time >= released)).toEqual([]);
      await expectNoAxeViolations(page);

      answer();
      await expect(
        page.getByRole(claim.then.role, { level: claim.then.level, name: claim.then.name }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
