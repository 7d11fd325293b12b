import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import {
  DECLINED_CARD,
  chooseCenterAndFirstTime,
  choosePlan,
  heading,
  payWith,
  resetPlatform,
  typeCard,
} from './support/booking';
import { PLATFORM, TRACKING_WEB_ORIGIN } from './support/origins';

// The card-data promise (docs/security.md): no card number typed into the card field reaches the
// app. The numbers live in the card field's cross-origin frame (Stripe's Card Element; in e2e the
// platform's emulated Stripe.js) and go from there to Stripe's API only. After a booking paid with
// a declined card then a good one, none of them appears in the app's document (its DOM, every
// attribute, every form value), its localStorage, sessionStorage or IndexedDB, its cookies, any
// request or WebSocket message other than to the emulator's frame and API, its console, or its
// error reports: this spec runs on the build with error reporting on (Sentry, its ingest stubbed
// here), and an error is raised on purpose after paying so that a report with every breadcrumb of
// the payment is sent and read.

const THIRD_PARTY_ORIGIN = TRACKING_WEB_ORIGIN;
test.use({ baseURL: THIRD_PARTY_ORIGIN });

/** The emulated Stripe.js, its frames and its API: the one place card numbers may go. */
const STRIPE_EMULATOR = `${PLATFORM}/stripe/`;
/** The error-reporting ingest of the build's DSN (`http://e2e@<platform>/1`). */
const INGEST = /\/api\/1\/envelope\//;
const PROBE = 'Card data probe: an error reported after the payment';
/**
 * A good test card other than the one the test-mode banner names (4242 4242 4242 4242 is in the
 * page as that hint): any appearance of these two is a leak.
 */
const GOOD_CARD = '5555 5555 5555 4444';

/** Every way a typed number could be written: digits, groups of four, and single spaced digits. */
function forms(card: string): string[] {
  const digits = card.replace(/\s/g, '');
  return [digits, digits.replace(/(\d{4})(?=\d)/g, '$1 '), digits.split('').join(' ')];
}
const TYPED = [DECLINED_CARD, GOOD_CARD].flatMap(forms);

/** Fails naming where a typed card number turned up. */
function expectNoCardNumber(where: string, text: string): void {
  for (const form of TYPED) {
    expect(text.includes(form), `a card number (${form}) in ${where}`).toBe(false);
  }
}

interface Witness {
  readonly requests: string[];
  readonly webSocketFrames: string[];
  readonly console: string[];
  readonly reports: string[];
  readonly toEmulator: string[];
}

/** Records what the app sends, logs and reports from now on. */
async function watch(page: Page): Promise<Witness> {
  const witness: Witness = {
    requests: [],
    webSocketFrames: [],
    console: [],
    reports: [],
    toEmulator: [],
  };
  const describe = (request: Request): string =>
    [
      `${request.method()} ${request.url()}`,
      JSON.stringify(request.headers()),
      request.postData() ?? '',
    ].join('\n');
  page.on('request', (request) => {
    if (request.url().startsWith(STRIPE_EMULATOR)) witness.toEmulator.push(request.url());
    else witness.requests.push(describe(request));
  });
  page.on('websocket', (socket) => {
    socket.on('framesent', (frame) => witness.webSocketFrames.push(String(frame.payload)));
    socket.on('framereceived', (frame) => witness.webSocketFrames.push(String(frame.payload)));
  });
  page.on('console', (message) => witness.console.push(message.text()));
  page.on('pageerror', (error) => witness.console.push(`${error.message}\n${error.stack ?? ''}`));
  // The error-reporting ingest, stubbed: each envelope (events with their breadcrumbs, sessions,
  // transactions) is kept.
  await page.route(INGEST, async (route) => {
    witness.reports.push(route.request().postData() ?? '');
    await route.fulfill({
      status: 200,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': THIRD_PARTY_ORIGIN },
      body: '{}',
    });
  });
  return witness;
}

/** The app's document as written (attributes included) and every form control's value. */
const documentText = (page: Page): Promise<string> =>
  page.evaluate(() =>
    [
      document.documentElement.outerHTML,
      ...[...document.querySelectorAll('input, textarea, select')].map(
        (control) => (control as HTMLInputElement).value,
      ),
    ].join('\n'),
  );

/** localStorage, sessionStorage and every IndexedDB record of the app's origin. */
const storageText = (page: Page): Promise<string> =>
  page.evaluate(async () => {
    const parts: string[] = [];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index += 1) {
        const key = storage.key(index) ?? '';
        parts.push(`${key}=${storage.getItem(key) ?? ''}`);
      }
    }
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const open = indexedDB.open(info.name as string);
        open.onsuccess = () => resolve(open.result);
        open.onerror = () =>
          reject(new Error(`IndexedDB ${String(info.name)}: ${String(open.error)}`));
      });
      for (const name of [...db.objectStoreNames]) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const all = db.transaction(name, 'readonly').objectStore(name).getAll();
          all.onsuccess = () => resolve(all.result);
          all.onerror = () => reject(new Error(`IndexedDB ${name}: ${String(all.error)}`));
        });
        parts.push(`${info.name}/${name}=${JSON.stringify(records)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });

async function expectNothingInThePage(page: Page, moment: string): Promise<void> {
  expectNoCardNumber(`the app's document ${moment}`, await documentText(page));
  expectNoCardNumber(`the app's storage ${moment}`, await storageText(page));
}

test.beforeEach(async ({ request }) => {
  test.setTimeout(90_000);
  await resetPlatform(request);
});

test(
  'no card number typed into the card field reaches the app: its document, storage, requests, logs or error reports',
  desktopOnly('wire'),
  async ({ page, context, allowConsole }) => {
    // The probe is thrown on purpose, uncaught, so that error reporting sends it.
    allowConsole(new RegExp(`^Error: ${PROBE}$`));
    const witness = await watch(page);
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill('demo@example.com');
    await page.getByLabel(/^Password/).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible({ timeout: 15_000 });
    await page.goto('/book-scan/select-plan');
    await choosePlan(page, /^Essential Scan/);
    await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 'Review and pay')).toBeVisible({ timeout: 15_000 });

    // The reader sees the page's text: the test card the test-mode banner names is there.
    expect(await documentText(page)).toContain('4242 4242 4242 4242');
    // Typed, before paying: the number is in the frame only.
    await typeCard(page, DECLINED_CARD);
    await expectNothingInThePage(page, 'with a card typed');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await expect(page.getByRole('alert')).toContainText('Your card was declined.', {
      timeout: 15_000,
    });
    await expectNothingInThePage(page, 'after a decline');
    await expectAxeClean(page);
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });

    // An error after the payment: error reporting sends it with the breadcrumbs of the payment.
    await page.evaluate((message) => {
      setTimeout(() => {
        throw new Error(message);
      }, 0);
    }, PROBE);
    await expect
      .poll(() => witness.reports.some((envelope) => envelope.includes(PROBE)), { timeout: 20_000 })
      .toBe(true);
    // The report carries the payment's breadcrumbs (its requests among them).
    const report = witness.reports.find((envelope) => envelope.includes(PROBE)) ?? '';
    expect(report).toContain('"breadcrumbs"');
    expect(report).toContain('create-pending');

    await expectNothingInThePage(page, 'after paying');
    for (const cookie of await context.cookies()) {
      expectNoCardNumber(`the cookie ${cookie.name}`, cookie.value);
    }
    // The card went to the emulated Stripe's API, from its frame: the path it is meant to take.
    expect(witness.toEmulator.some((url) => /\/payment_intents\/[^/]+\/confirm$/.test(url))).toBe(
      true,
    );
    expect(witness.requests.length).toBeGreaterThan(0);
    witness.requests.forEach((request) => expectNoCardNumber('a request', request));
    witness.webSocketFrames.forEach((frame) => expectNoCardNumber('a WebSocket message', frame));
    witness.console.forEach((line) => expectNoCardNumber('the console', line));
    witness.reports.forEach((envelope) => expectNoCardNumber('an error report', envelope));
  },
);
