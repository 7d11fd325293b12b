import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import {
  GOOD_CARD,
  chooseCenterAndFirstTime,
  choosePlan,
  heading,
  payWith,
} from './support/booking';
import { writeFigures } from './support/figures';
import { PLATFORM } from './support/origins';
import { choose } from './support/select';
import { openUploadFromNextStep } from './support/uploads';

// Privacy of health data: with tracking switched on by the session flag
// (`scanwise.tracking` = 'true' in session storage, as QA does outside production) the demo
// member walks Home, Scans, Invoices, a digital report and the mammography upload screen.
// `window.dataLayer` (Google Tag Manager's data layer, fed by the GTM/pixel adapter) and every
// request URL the browser makes are read: page views carry route patterns only (no encounter id,
// no query value, no e-mail), and nothing at all is tracked on the report and upload screens.

const EMAIL = 'demo@example.com';
const REPORT_ENCOUNTER = 'enc_demo_2';

async function resetPlatform(request: APIRequestContext): Promise<void> {
  const reset = await request.post(`${PLATFORM}/__control/reset`);
  expect(reset.ok()).toBe(true);
}

/** Turns tracking on for the tab before any script of the app runs. */
async function turnTrackingOn(page: Page): Promise<void> {
  await page.addInitScript(() => window.sessionStorage.setItem('scanwise.tracking', 'true'));
}

async function signIn(page: Page): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel(/^Password/).fill('Demo-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

/** The section links of the app shell (folded behind Menu on phones). */
async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name, exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

type DataLayerEntry = Record<string, unknown>;

/** A copy of the page's data layer (plain objects only; GTM's own functions are dropped). */
async function readDataLayer(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => {
    const layer = (window as Window & { dataLayer?: unknown[] }).dataLayer ?? [];
    return JSON.parse(JSON.stringify(layer)) as Record<string, unknown>[];
  });
}

/** The page paths of the page views in the data layer, in order. */
async function pageViewPaths(page: Page): Promise<string[]> {
  const layer = await readDataLayer(page);
  return layer.filter((entry) => entry.event === 'pageView').map((entry) => String(entry.pagePath));
}

/** Waits until the data layer holds this many page views (tracking runs after the render). */
async function expectPageViews(page: Page, paths: string[]): Promise<void> {
  await expect.poll(() => pageViewPaths(page), { timeout: 10_000 }).toEqual(paths);
}

/** Nothing that identifies the member or an encounter in any string of the data layer. */
function expectNoPersonalData(serialized: string): void {
  expect(serialized).not.toContain(EMAIL);
  expect(serialized).not.toContain(encodeURIComponent(EMAIL));
  expect(serialized).not.toMatch(/enc_[a-z0-9_]+/i);
  expect(serialized).not.toMatch(/SW-\d/);
  expect(serialized).not.toMatch(/access_token|id_token|refresh_token|Bearer /i);
}

const TRACKING_HOSTS = /googletagmanager\.com|google-analytics\.com|facebook\.com|tiktok\.com/;

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

/** What the checks below inspected, printed by scripts/figures.mjs (a leak fails the test first). */
const inspected = { requests: 0, dataLayerEntries: 0, pageViews: 0, leaks: 0 };
test.afterAll(() => {
  writeFigures('privacy', test.info().project.name, inspected);
});

test(
  'with tracking on, page views carry route patterns only and report and upload screens send nothing',
  desktopOnly('wire'),
  async ({ page }) => {
    const requestUrls: string[] = [];
    page.on('request', (request) => requestUrls.push(request.url()));
    await turnTrackingOn(page);

    await signIn(page);
    const afterSignIn = requestUrls.length;
    // The sign-in page is counted too, as its pattern.
    await expectPageViews(page, ['/sign-in', '/']);
    await expectAxeClean(page);

    await openSection(page, 'Scans');
    await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
    await expectPageViews(page, ['/sign-in', '/', '/scans']);
    await expectAxeClean(page);

    await openSection(page, 'Invoices');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expectPageViews(page, ['/sign-in', '/', '/scans', '/invoices']);
    await expectAxeClean(page);
    const beforeReport = (await readDataLayer(page)).length;

    // A digital report (from Scans, in the app): nothing at all reaches the data layer.
    await openSection(page, 'Scans');
    await expectPageViews(page, ['/sign-in', '/', '/scans', '/invoices', '/scans']);
    const beforeReportFromScans = (await readDataLayer(page)).length;
    expect(beforeReportFromScans).toBeGreaterThan(beforeReport);
    await page
      .getByRole('region', { name: 'Past' })
      .getByRole('link', { name: /^View your report: / })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/reports/digital-report/${REPORT_ENCOUNTER}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Heart CT report' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Findings', exact: true })).toBeVisible();
    await expectAxeClean(page);
    expect(await readDataLayer(page)).toHaveLength(beforeReportFromScans);

    // Back Home, then the mammography upload, Home's next step: Home is counted, upload is not.
    await openSection(page, 'Home');
    await expectPageViews(page, ['/sign-in', '/', '/scans', '/invoices', '/scans', '/']);
    const beforeUpload = (await readDataLayer(page)).length;
    await openUploadFromNextStep(page);
    await expectAxeClean(page);
    expect(await readDataLayer(page)).toHaveLength(beforeUpload);

    // The whole data layer: route patterns only, nothing that names the member or an encounter.
    const layer = await readDataLayer(page);
    const paths = layer.filter((entry) => entry.event === 'pageView').map((e) => e.pagePath);
    for (const path of paths) {
      expect(String(path)).toMatch(/^\/[a-z0-9/:-]*$/);
      expect(String(path)).not.toMatch(/^\/(reports|mammo-upload|documents)/);
    }
    expectNoPersonalData(JSON.stringify(layer));
    inspected.dataLayerEntries += layer.length;
    inspected.pageViews += paths.length;

    // Every request made after sign-in: none to a tracker carries an id, and no URL at all carries
    // the e-mail or a token.
    const signedInUrls = requestUrls.slice(afterSignIn);
    expect(signedInUrls.length).toBeGreaterThan(0);
    for (const url of signedInUrls) {
      expect(url).not.toContain(EMAIL);
      expect(url).not.toContain(encodeURIComponent(EMAIL));
      expect(url).not.toMatch(/[?&#](access_token|id_token|refresh_token|code_verifier)=/i);
      if (TRACKING_HOSTS.test(url)) expectNoPersonalData(url);
    }
    inspected.requests += signedInUrls.length;
    test.info().annotations.push({
      type: 'privacy',
      description: `${paths.length} page views (${paths.join(', ')}), ${signedInUrls.length} request URLs checked`,
    });
  },
);

test(
  'query values, fragments and ids never reach a page view',
  desktopOnly('wire'),
  async ({ page }) => {
    await turnTrackingOn(page);
    await signIn(page);
    // A tracked page opened with a query and fragment carrying the e-mail: only the pattern counts.
    await page.goto(
      `/invoices?ref=${encodeURIComponent(EMAIL)}&code=SW-100003#${REPORT_ENCOUNTER}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible({
      timeout: 15_000,
    });
    await expectPageViews(page, ['/invoices']);
    await expectAxeClean(page);
    const invoicesLayer = await readDataLayer(page);
    expectNoPersonalData(JSON.stringify(invoicesLayer));
    inspected.dataLayerEntries += invoicesLayer.length;
    inspected.pageViews += 1;

    // A report opened straight from a link (a fresh page load): the data layer stays empty of views.
    await page.goto(
      `/reports/digital-report/${REPORT_ENCOUNTER}?from=${encodeURIComponent(EMAIL)}`,
    );
    await expect(page.getByRole('heading', { level: 1, name: 'Heart CT report' })).toBeVisible({
      timeout: 15_000,
    });
    await expectAxeClean(page);
    expect(await pageViewPaths(page)).toEqual([]);
    const reportLayer = await readDataLayer(page);
    expectNoPersonalData(JSON.stringify(reportLayer));
    inspected.dataLayerEntries += reportLayer.length;
  },
);

test(
  'attribution: UTM values reach the new member and conversions fire with nothing personal',
  desktopOnly('wire'),
  async ({ page, request }) => {
    test.setTimeout(120_000);
    const requestUrls: string[] = [];
    const utmBodies: unknown[] = [];
    page.on('request', (sent) => {
      requestUrls.push(sent.url());
      if (sent.method() === 'PUT' && /\/members\/utm$/.test(new URL(sent.url()).pathname))
        utmBodies.push(sent.postDataJSON());
    });
    await turnTrackingOn(page);

    // A visitor arrives from a campaign and joins.
    await page.goto('/join?utm_source=newsletter&utm_medium=email&utm_campaign=spring');
    await expect(heading(page, 'Create your account')).toBeVisible({ timeout: 15_000 });
    const email = `utm.member.${Date.now()}@example.com`;
    const personal = { email, first: 'Nora', last: 'Westerby', dob: '1982-09-14' };
    const field = (name: string) => page.getByLabel(new RegExp(`^${name}( \\*)?$`));
    await field('First name').fill(personal.first);
    await field('Last name').fill(personal.last);
    await field('E-mail').fill(email);
    await field('Password').fill('New-password-1');
    await field('Phone number').fill('+1 212 555 0100');
    await field('Date of birth').fill(personal.dob);
    await choose(page.getByRole('combobox', { name: 'Sex assigned at birth' }), 'Female');
    await page
      .getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' })
      .check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('link', { name: 'Book your first scan' })).toBeVisible({
      timeout: 15_000,
    });

    // The UTM values were sent once the member existed, and the platform keeps them on the member.
    const utm = { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring' };
    await expect.poll(() => utmBodies, { timeout: 10_000 }).toEqual([utm]);
    const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
      members: { email: string; utm: unknown }[];
    };
    expect(state.members.find((member) => member.email === email)?.utm).toEqual(utm);

    // Account created: the funnel stage and the registration conversion reach the tag manager.
    const events = async (): Promise<unknown[]> =>
      (await readDataLayer(page)).map((entry) =>
        entry.event === 'bookingStage' ? `stage:${String(entry.stage)}` : entry.event,
      );
    await expect
      .poll(events, { timeout: 10_000 })
      .toEqual(expect.arrayContaining(['stage:ACCOUNT_CREATED', 'CompleteRegistration']));

    // Booking from the dashboard, then paying: MY_MONITOR_BOOK_NOW and the Purchase conversion.
    await page.getByRole('link', { name: 'Book your first scan' }).click();
    await choosePlan(page, /^Essential Scan/);
    await expect.poll(events, { timeout: 10_000 }).toContain('stage:MY_MONITOR_BOOK_NOW');
    await chooseCenterAndFirstTime(page, /Scanwise Fifth Avenue/);
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 'Review and pay')).toBeVisible();
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    await expect.poll(events, { timeout: 10_000 }).toContain('Purchase');
    await expectAxeClean(page);

    // Nothing personal in the data layer or in any request to a tracker.
    const layer = await readDataLayer(page);
    const serialized = JSON.stringify(layer);
    expectNoPersonalData(serialized);
    for (const value of [email, personal.first, personal.last, personal.dob, 'newsletter']) {
      expect(serialized).not.toContain(value);
    }
    for (const url of requestUrls.filter((url) => TRACKING_HOSTS.test(url))) {
      expectNoPersonalData(url);
      for (const value of [personal.first, personal.last, personal.dob]) {
        expect(url).not.toContain(value);
      }
    }
    inspected.dataLayerEntries += layer.length;
    inspected.requests += requestUrls.length;
  },
);

test(
  "attribution: an arrival's UTM values are kept from the first page, through sign-in and a reload, for the member",
  desktopOnly('wire'),
  async ({ page, request }) => {
    const utmBodies: unknown[] = [];
    page.on('request', (sent) => {
      if (sent.method() === 'PUT' && /\/members\/utm$/.test(new URL(sent.url()).pathname))
        utmBodies.push(sent.postDataJSON());
    });
    // A visitor arrives from a campaign at Home, is sent to sign-in (the address loses the query),
    // and opens sign-in again before signing in: the values were kept at arrival.
    await page.goto('/?utm_source=partner&utm_medium=referral&utm_campaign=autumn');
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto('/sign-in');
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel(/^Password/).fill('Demo-password-1');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
      timeout: 15_000,
    });
    const utm = { utm_source: 'partner', utm_medium: 'referral', utm_campaign: 'autumn' };
    await expect.poll(() => utmBodies, { timeout: 10_000 }).toEqual([utm]);
    const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
      members: { email: string; utm: unknown }[];
    };
    expect(state.members.find((member) => member.email === EMAIL)?.utm).toEqual(utm);
  },
);
