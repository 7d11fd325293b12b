import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import {
  GOOD_CARD,
  chooseCenterAndFirstTime,
  expectCardFieldReady,
  heading,
  payWith,
  pick,
} from './support/booking';
import { ChaosDriver } from './support/chaos';
import { PLATFORM } from './support/origins';
import { writeFigures } from './support/figures';
import { expectPreloadedStylesApplied } from './support/preloads';
import { MEBIBYTE, syntheticDicom } from './support/uploads';

/**
 * Every journey here runs under the platform's faults (errors, latency, dropped hubs, restarts,
 * revoked tokens), so the app logs what they cause: failed member calls and loads, the hubs'
 * dropped connections and failed negotiations, the journeys' own failure notes.
 */
const INJECTED_FAULT_MESSAGES = [
  /^Member call \w+ failed /,
  /^Remote data failed to load /,
  /^Member data could not be loaded/,
  /^Account: the member could not be loaded/,
  /^Booking [\w-]+: /,
  /^Medical questionnaire could not be sent/,
  /^Hub connection not established\. .*state: Reconnecting/,
  // The hubs stopped by the platform: the connection closes, and reconnects once they are back.
  /^Hub connection closed\./,
  /\{source: signalr\}/,
];

test.beforeEach(({ allowConsole }) => {
  allowConsole(...INJECTED_FAULT_MESSAGES);
});

// Resilience: the member journeys under the platform's faults (latency up to 5 s, a 10 % error
// rate, hubs dropped every few seconds, the platform restarted mid-journey, tokens revoked, an
// upload cut). The app never shows a blank screen (an error boundary with a way back), the
// member always sees what failed, and nothing typed or chosen is lost. Each journey
// asserts the failure the member sees and the way they recover (the retry button or by itself);
// retries are off, so a pass is a pass at the first try. The last line printed is the summary:
// "chaos: N faults injected (...), C of J journeys completed".

const JOURNEYS = [
  'booking under errors and latency',
  'live updates with hubs dropped',
  'platform restarted mid-booking',
  'tokens revoked mid-session',
  'mammography upload cut and slowed',
  'every route with its data calls failing',
  'questionnaire answers survive a restart and a failed send',
] as const;
type Journey = (typeof JOURNEYS)[number];

const DEMO = { email: 'demo@example.com', password: 'Demo-password-1' };

// The desktop project only (playwright.config.ts: the phone project ignores this file).
test.describe.configure({ retries: 0 });
// With no retry, a failure's own run is the only one: it keeps its trace and a screenshot.
test.use({ trace: 'retain-on-failure', screenshot: 'only-on-failure' });

let chaos: ChaosDriver;

test.beforeAll(async ({ request }, testInfo) => {
  chaos = new ChaosDriver(join(testInfo.project.outputDir, 'chaos-tally.json'), JOURNEYS);
  await chaos.use(request).start();
});

test.beforeEach(async ({ request }) => {
  chaos.use(request);
  await chaos.reset();
});

test.afterEach(async () => {
  await chaos.refresh();
  await chaos.clear();
});

test.afterAll(() => {
  // Playwright's list reporter shows a test file's stdout: the run's summary line; the counts go
  // to reports/figures/ for the summary at the end of `npm test` (scripts/figures.mjs).
  console.log(chaos.summary());
  writeFigures('chaos', 'desktop', chaos.counts());
});

function done(journey: Journey): void {
  chaos.completed(journey);
}

async function signIn(page: Page, start = '/sign-in', until?: Locator): Promise<void> {
  if (start) await page.goto(start);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel(/^Password/).fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(until ?? page.getByRole('button', { name: 'Sign out' })).toBeVisible({
    timeout: 20_000,
  });
}

/**
 * "Try again" on any error state on the page; true when one was pressed. A failure can go away
 * between its count and the press (the press before this one is still loading, and its answer
 * replaces the failure): then there is nothing to press, and the caller looks at the page again
 * rather than waiting for a failure that may never come back.
 */
async function retryIfFailed(page: Page): Promise<boolean> {
  const retry = page.getByRole('alert').getByRole('button', { name: /Try again|Reload/ });
  if ((await retry.count()) === 0) return false;
  return retry
    .first()
    .click({ timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
}

/** Clicks until `next` shows, pressing "Try again" whenever a failure is shown instead. */
async function untilVisible(
  page: Page,
  next: Locator,
  action?: () => Promise<void>,
  timeoutMs = 30_000,
): Promise<number> {
  let recoveries = 0;
  const deadline = Date.now() + timeoutMs;
  if (action) await action();
  while (!(await next.isVisible())) {
    if (Date.now() > deadline) throw new Error(`not visible in ${timeoutMs} ms: ${String(next)}`);
    if (await retryIfFailed(page)) recoveries += 1;
    else await page.waitForTimeout(150);
  }
  return recoveries;
}

test('booking with a 10 % error rate and up to 5 s latency reaches confirmation; choices survive a failure', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  await chaos.seed(7);
  // Every booking call fails one time in ten and is slow; the first reservation takes 5 s.
  for (const path of [
    '/packages/plans',
    '/packages/addons',
    '/packages/centers*',
    '/packages/discounts*',
  ]) {
    await chaos.inject({ path, method: 'GET', errorRate: 0.1, latencyMs: 300 });
  }
  await chaos.inject({
    path: '/packages/appointments',
    method: 'POST',
    latencyMs: 5_000,
    times: 1,
  });
  await chaos.inject({ path: '/packages/payments/*', errorRate: 0.1, latencyMs: 500 });
  // And one failure for certain, where a choice has been made: the availability of a center.
  await chaos.inject({ path: '/packages/centers/*', method: 'GET', status: 503, times: 1 });

  await page.goto('/book-scan/select-plan');
  await untilVisible(page, page.getByRole('radio', { name: /^Full Body Scan/ }));
  await pick(page.getByRole('radio', { name: /^Full Body Scan/ }));
  await page.getByRole('button', { name: 'Continue to center and time' }).click();
  await expect(heading(page, 'Choose a center and time')).toBeVisible();
  await untilVisible(page, page.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
  await pick(page.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));

  // The availability failed: the member sees it, the center stays chosen, "Try again" recovers.
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Something went wrong on our side. Please try again.');
  await expect(page.getByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeChecked();
  await expectAxeClean(page);
  const times = page.getByRole('radiogroup', { name: /^Time:/ });
  await untilVisible(page, times, () => failure.getByRole('button', { name: 'Try again' }).click());
  const time = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText('Full Body Scan');
  await expect(summary).toContainText(time);

  // Pay; a failure of the payment calls says so and keeps the time; paying again books.
  await payWith(page, GOOD_CARD);
  const booked = heading(page, 'Your scan is booked');
  const deadline = Date.now() + 40_000;
  while (!(await booked.isVisible())) {
    if (Date.now() > deadline) throw new Error('no confirmation');
    const payAgain = page.getByRole('button', { name: /^Pay \$/ });
    if ((await page.getByRole('alert').count()) > 0 && (await payAgain.isEnabled())) {
      await expect(summary).toContainText(time);
      await payWith(page, GOOD_CARD);
    }
    await page.waitForTimeout(200);
  }
  await expect(page.getByText(/^SW-\d+$/)).toBeVisible();
  done('booking under errors and latency');
});

test('Home and Scans with the hubs dropped every 3 s: the indicator shows it, a pushed encounter still appears', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page);
  const pill = page.getByText(/^(Live updates on|Connecting…|Live updates paused)$/);
  await expect(pill).toHaveText('Live updates on', { timeout: 15_000 });
  await expect.poll(() => chaos.hubConnections(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  // Every text the indicator takes, recorded in the page (a reconnection can take milliseconds).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { pillSeen: string[] }).pillSeen = seen;
    const read = () => {
      for (const node of document.querySelectorAll('[data-tone]')) {
        const text = node.textContent?.trim() ?? '';
        if (/^(Live updates on|Connecting…|Live updates paused)$/.test(text)) {
          if (seen.at(-1) !== text) seen.push(text);
          return;
        }
      }
    };
    read();
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  });

  // The hubs drop every 3 s while the member moves between Home and Scans.
  let dropping = true;
  const drops = (async () => {
    while (dropping) {
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      if (dropping) await chaos.dropHubs();
    }
  })();
  try {
    await page.waitForTimeout(3_500);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Scans', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
    await page.waitForTimeout(3_000);
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Home', exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await page.waitForTimeout(3_000);
  } finally {
    dropping = false;
    await drops;
  }
  const seen = await page.evaluate(() => (window as unknown as { pillSeen: string[] }).pillSeen);
  expect(
    seen.some((text) => text !== 'Live updates on'),
    `indicator saw ${seen.join(' → ')}`,
  ).toBe(true);
  await expect(pill).toHaveText('Live updates on', { timeout: 15_000 });
  await expect.poll(() => chaos.hubConnections(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);

  // After the reconnections, an encounter pushed by the platform still appears without a reload.
  const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
    encounters: { id: string; memberId: string; appointment?: Record<string, unknown> }[];
  };
  const template = state.encounters.find((encounter) => encounter.id === 'enc_demo_3');
  expect(template).toBeDefined();
  const { memberId: _memberId, ...base } = template as {
    memberId: string;
    appointment?: Record<string, unknown>;
  };
  const start = Date.now() + 3 * 24 * 60 * 60 * 1000;
  const now = new Date().toISOString();
  const push = await request.post(`${PLATFORM}/__control/hubs/push`, {
    data: {
      user: DEMO.email,
      hub: 'encounters',
      target: 'UpdateEncounter',
      args: [
        {
          ...base,
          id: 'enc_chaos_push',
          name: 'Chaos follow-up scan',
          created: now,
          updated: now,
          status: 'SCHEDULED',
          appointment: {
            ...(base.appointment ?? {}),
            id: 'apt_chaos_push',
            encounterId: 'enc_chaos_push',
            start: new Date(start).toISOString(),
            end: new Date(start + 30 * 60 * 1000).toISOString(),
            bookingCode: 'SW-900777',
            status: 'CONFIRMED',
          },
        },
      ],
    },
  });
  expect(((await push.json()) as { reached: number }).reached).toBeGreaterThanOrEqual(1);
  await expect(
    page
      .getByRole('region', { name: 'Your upcoming scan' })
      .getByRole('heading', { level: 3, name: 'Chaos follow-up scan' }),
  ).toBeVisible();
  await expectAxeClean(page);
  done('live updates with hubs dropped');
});

/**
 * A restart gives the platform fresh signing keys: the member's session is refused, and the
 * logout call the app makes for it is refused too (the restarted platform does not know that
 * session), so the app removes the stored entries itself and says so.
 */
const RESTART_LOGOUT_REFUSED = /^Logout call failed; stored user entries removed$/;

test('the platform restarted mid-booking: the member sees it, signs in again and the booking resumes', async ({
  page,
  allowConsole,
}) => {
  // Paying while the platform is down: its Stripe emulation is down with it.
  allowConsole(/^Card payment provider unavailable /, RESTART_LOGOUT_REFUSED);
  test.setTimeout(90_000);
  await signIn(page);
  await page.goto('/book-scan/select-plan');
  await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
  await pick(page.getByRole('radio', { name: /^Full Body Scan/ }));
  await page.getByRole('button', { name: 'Continue to center and time' }).click();
  await expect(heading(page, 'Choose a center and time')).toBeVisible();
  const time = await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });
  // The member has the card field before the platform goes: its frame is the platform's too.
  await expectCardFieldReady(page);

  // The platform goes down (a deploy): paying now fails, and the member is told so; the time
  // and the choices stay on the screen. The held time's pending charge exists already, so the
  // first step that fails is the card's: here Stripe is the platform's emulation, down with it.
  await chaos.goDown(4_000);
  await payWith(page, GOOD_CARD);
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('Card payments are not available right now.', {
    timeout: 15_000,
  });
  await expect(failure).toContainText('Your time is still held.');
  const summary = page.getByRole('region', { name: 'Your booking' });
  await expect(summary).toContainText(time);
  await expectAxeClean(page);
  await chaos.waitUntilBack();

  // Back with fresh signing keys: the old session is refused; the member signs in again and is
  // back on the payment step with the same plan, center and time (session storage).
  await payWith(page, GOOD_CARD);
  await expect(page).toHaveURL(/\/sign-in/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, '', heading(page, 'Review and pay'));
  await expect(page).toHaveURL(/\/book-scan\/reserve-appointment/);
  // The failure from before the sign-in is gone ("Your session has ended" no longer applies).
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(summary).toContainText('Full Body Scan');
  await expect(summary).toContainText(time);
  await payWith(page, GOOD_CARD);
  await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
  done('platform restarted mid-booking');
});

test('tokens revoked mid-session: back to sign-in with the target kept, then the journey continues', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Scans');
  await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
  await chaos.revokeTokens(DEMO.email);
  // The next data call (the report list, which Home does not read) is refused: the member lands
  // on sign-in, then back on the reports.
  await openSection(page, 'Reports');
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expectAxeClean(page);
  await signIn(page, '');
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  done('tokens revoked mid-session');
});

test('a mammography upload cut halfway and slowed down resumes and completes', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const path = testInfo.outputPath('chaos-mlo.dcm');
  await writeFile(
    path,
    syntheticDicom({ studyDate: '20250120', modality: 'MG', totalBytes: 8 * MEBIBYTE }),
  );
  // The resumption is slow: each offset check (HEAD) waits 1.5 s.
  await chaos.inject({ path: '/packages/uploads/*', method: 'HEAD', latencyMs: 1_500 });
  // The connection drops once the first 5 MB chunk is stored. (A cut inside a chunk is the stall
  // watchdog's case: e2e/uploadStall.spec.ts, docs/adr/0036-stalled-uploads.md.)
  const cut = await page.request.post(`${PLATFORM}/__control/uploads/cut`, {
    data: { afterBytes: 5 * 1024 * 1024 },
  });
  expect(cut.status()).toBe(201);

  await signIn(page);
  await page
    .getByRole('region', { name: 'Your next step' })
    .getByRole('link', { name: /mammogra/i })
    .click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Your files', exact: true }),
  ).toBeVisible({ timeout: 15_000 });
  await page.locator('input[type=file][multiple]').setInputFiles(path);
  const entry = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: 'chaos-mlo.dcm' }) });
  await expect(entry).toContainText('Uploaded', { timeout: 40_000 });
  await expect(
    page.getByRole('region', { name: 'Your files are with your care team' }),
  ).toBeVisible();
  const cuts = (await (
    await page.request.get(`${PLATFORM}/__control/uploads/cuts`)
  ).json()) as unknown[];
  expect(cuts, 'the cut happened').toEqual([]);
  await expectAxeClean(page);
  done('mammography upload cut and slowed');
});

// Every data call of the member app, GET only (sign-in, token and hub transports stay up).
const DATA_CALLS = [
  '/members',
  '/members/messages*',
  '/members/documents*',
  '/members/cat*',
  '/packages/plans*',
  '/packages/addons*',
  '/packages/discounts*',
  '/packages/offers*',
  '/packages/centers*',
  '/packages/encounters*',
  '/tasks',
  '/diagnostics/*',
  '/payments/*',
  '/api/*',
];

const ROUTES = [
  '/',
  '/scans',
  '/reports',
  '/reports/digital-report/enc_demo_1',
  '/invoices',
  '/messages',
  '/account',
  '/book-scan/select-plan',
  '/mammo-upload/enc_demo_3',
];

test('every route with 100 % errors on its data calls: never a blank page, a failure with a way out, axe-clean', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page);
  for (const path of DATA_CALLS) await chaos.inject({ path, method: 'GET', status: 500 });
  // The live data of Home and Scans comes through the hubs: their negotiation fails too.
  for (const path of ['/tasks/hubs/*', '/packages/hubs/*'])
    await chaos.inject({ path, status: 503 });
  for (const route of ROUTES) {
    await page.goto(route);
    const main = page.getByRole('main');
    await expect(main, `${route}: a main landmark`).toBeVisible({ timeout: 15_000 });
    // The member sees what failed (an alert) and a way out: a retry, a reload or home.
    const alert = page.getByRole('alert').first();
    await expect(alert, `${route}: the failure is said`).toBeVisible({ timeout: 15_000 });
    const wayOut = page
      .getByRole('button', { name: /Try again|Reload|Back to home/ })
      .or(page.getByRole('link', { name: /home/i }));
    await expect(wayOut.first(), `${route}: a way out`).toBeVisible();
    expect((await main.innerText()).trim().length, `${route}: not blank`).toBeGreaterThan(20);
    await expectPreloadedStylesApplied(page, route);
    await expectAxeClean(page);
  }
  // When the platform answers again, "Try again" recovers without a reload.
  await page.goto('/invoices');
  const retry = page.getByRole('alert').getByRole('button', { name: 'Try again' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await chaos.clear();
  await retry.click();
  await expect(page.getByText(/You have \d+ invoices? to pay/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('alert')).toHaveCount(0);
  done('every route with its data calls failing');
});

test('medical questionnaire: answers survive a platform restart and a failed send', async ({
  page,
  allowConsole,
}) => {
  allowConsole(RESTART_LOGOUT_REFUSED);
  test.setTimeout(90_000);
  const step = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
  const choose = (question: RegExp, option: string) =>
    pick(
      page
        .getByRole('radiogroup', { name: question })
        .getByRole('radio', { name: option, exact: true }),
    );
  const next = async (name: string) => {
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(step(name)).toBeVisible();
  };
  await signIn(page);
  await page
    .getByRole('region', { name: 'Your to-do list' })
    .getByRole('link', { name: 'Complete your medical questionnaire' })
    .click();
  await expect(step('About you')).toBeVisible({ timeout: 15_000 });
  const height = page.getByRole('group', { name: /Your height/ });
  await height.getByRole('textbox', { name: 'feet' }).fill('5');
  await height.getByRole('textbox', { name: 'inches' }).fill('6');
  await page
    .getByRole('group', { name: /Your weight/ })
    .getByRole('textbox', { name: 'pounds' })
    .fill('150');
  await next('Implants and metal');
  await choose(/pacemaker/, 'No');
  await choose(/other metal/, 'Yes');
  await page.getByRole('textbox', { name: /What implant/ }).fill('Titanium knee, 2021');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // A deploy: the platform restarts with fresh keys. The member reloads; signed out by the
  // platform, they sign in again and land on the questionnaire with every answer kept.
  await chaos.restart(1_500);
  await page.reload();
  const signInHeading = page.getByRole('heading', { level: 1, name: 'Sign in' });
  await expect(step('Implants and metal').or(signInHeading)).toBeVisible({ timeout: 15_000 });
  if (await signInHeading.isVisible()) await signIn(page, '', step('Implants and metal'));
  await expect(page.getByRole('textbox', { name: /What implant/ })).toHaveValue(
    'Titanium knee, 2021',
  );
  await expect(
    page.getByRole('radiogroup', { name: /other metal/ }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();

  await choose(/metal in your eyes/, 'No');
  await next('Pregnancy');
  await choose(/pregnant/, 'Does not apply to me');
  await choose(/breastfeeding/, 'No');
  await next('Comfort during the scan');
  await choose(/closed spaces/, 'A little anxious');
  await choose(/keep still/, 'Yes');
  await next('Kidneys and contrast');
  await choose(/kidney disease/, 'No');
  await choose(/diabetes/, 'No');
  await choose(/contrast dye/, 'No');
  await next('Health history and medicines');
  await choose(/had cancer/, 'No');
  await choose(/take any medicines/, 'No');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(step('Check your answers')).toBeVisible();

  // The answers go through the tasks hub: with the hubs down, sending fails and says so.
  await chaos.stopHubs();
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByRole('alert')).toContainText('We could not send your answers just now.', {
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: 'Implants and metal' })).toContainText(
    'Titanium knee, 2021',
  );
  await expectAxeClean(page);
  await chaos.startHubs();
  await expect.poll(() => chaos.hubConnections(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
  await page
    .getByRole('button', { name: /Send my answers|Try again/ })
    .first()
    .click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your questionnaire is sent' }),
  ).toBeVisible({ timeout: 20_000 });
  done('questionnaire answers survive a restart and a failed send');
});

/** The section links of the app shell: a client-side move. */
async function openSection(page: Page, name: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name, exact: true })
    .click();
}
