import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { PLATFORM } from './support/origins';
import { signedIn } from './support/signedIn';

// The live dashboard journeys against the mock platform's seeded demo member (Dana Demo): Home
// with the upcoming scan and the tasks, Scans, Reports and a digital report, Invoices with the due
// one, Messages (read and send), and an encounter advanced by the clinic appearing on Scans
// without a reload. Every screen is checked with axe (WCAG 2.2 AA).

async function resetPlatform(request: APIRequestContext): Promise<void> {
  const reset = await request.post(`${PLATFORM}/__control/reset`);
  expect(reset.ok()).toBe(true);
}

/** Signed in as the demo member (support/signedIn.ts: the form once per worker), on Home. */
async function signIn(page: Page): Promise<void> {
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

/** Nothing is wider than the viewport (320 px phones included): no sideways scrolling. */
async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? width);
}

/** The section links of the app shell (folded behind Menu on phones). */
async function openSection(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // Messages may carry its unread count: "Messages, 1 unread".
  const link = nav.getByRole('link', { name: new RegExp(`^${name}(, \\d+ unread)?$`) });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('Home greets the member, shows the upcoming scan and the tasks to do', async ({ page }) => {
  await signIn(page);
  const upcoming = page.getByRole('region', { name: 'Your upcoming scan' });
  await expect(upcoming.getByRole('heading', { level: 3, name: /mammo/i })).toBeVisible();
  await expect(upcoming).toContainText(/In \d+ days/);
  await expect(upcoming).toContainText('Scheduled');
  await expect(upcoming).toContainText('Booking code SW-100003');

  const tasks = page.getByRole('region', { name: 'Your to-do list' });
  await expect(tasks.getByRole('listitem')).toHaveCount(2);
  await expect(
    tasks.getByRole('listitem').filter({ hasText: 'Complete your medical questionnaire' }),
  ).toBeVisible();
  await expect(tasks.getByText('Upload your mammography files')).toBeVisible();
  // The done REVIEW_REPORT task is not a to-do.
  await expect(tasks.getByText('Review your Heart CT report')).toHaveCount(0);
  // The upload is due first: it is Home's next step, its link at the top, not a second one here.
  await expect(
    page
      .getByRole('region', { name: 'Your next step' })
      .getByRole('link', { name: 'Upload your mammography files' }),
  ).toHaveAttribute('href', /\/mammo-upload\/enc_demo_3$/);
  await expect(tasks.getByRole('link', { name: 'Upload your mammography files' })).toHaveCount(0);

  const scans = page.getByRole('region', { name: 'Your scans' });
  await expect(scans.getByRole('heading', { level: 3 }).first()).toBeVisible();
  await expectAxeClean(page);
});

test('Scans lists every encounter, upcoming and past, with status and next step', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Scans');
  await expect(page).toHaveURL(/\/scans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Scans' })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  const past = page.getByRole('region', { name: 'Past' });
  await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(1);
  await expect(past.getByRole('heading', { level: 3 })).toHaveCount(2);
  // The scan's next step as Home names it: the upload, due before the questionnaire.
  await expect(upcoming).toContainText('Upload your mammography files');
  await expect(upcoming).not.toContainText('Complete your medical questionnaire');
  // The step's button keeps its words clear of its edges and centred, on two lines at 320 px too.
  const words = await upcoming
    .getByRole('link', { name: /^Upload your mammography files: / })
    .evaluate((link) => {
      const box = link.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(link);
      const text = range.getBoundingClientRect();
      return {
        above: text.top - box.top,
        below: box.bottom - text.bottom,
        offCentre: Math.abs(text.left + text.width / 2 - (box.left + box.width / 2)),
      };
    });
  expect(words.above).toBeGreaterThanOrEqual(6);
  expect(words.below).toBeGreaterThanOrEqual(6);
  expect(words.offCentre).toBeLessThanOrEqual(2);
  await expect(past).toContainText('Report ready');
  await expect(past).toContainText('Completed');
  await expect(past.getByRole('link', { name: /^View your report: / })).toHaveAttribute(
    'href',
    '/reports/digital-report/enc_demo_2',
  );
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
});

test('Reports open the digital report with its findings, shown with care', async ({ page }) => {
  await signIn(page);
  await openSection(page, 'Reports');
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Heart CT report' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Full Body Scan report' }),
  ).toBeVisible();
  await expectAxeClean(page);

  await page.getByRole('link', { name: 'Open digital report: Heart CT report' }).click();
  await expect(page).toHaveURL(/\/reports\/digital-report\/enc_demo_2$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Heart CT report' })).toBeVisible();
  const findings = page.getByRole('region', { name: 'Findings', exact: true });
  const nodule = findings.getByRole('region', { name: 'Pulmonary nodule, 6 mm' });
  await expect(nodule).toContainText('eScore 4');
  await expect(nodule).toContainText('Please talk to your care team about this finding');
  await expect(nodule).toContainText('This does not mean you have cancer.');
  const plaque = findings.getByRole('region', { name: 'Calcified plaque, LAD' });
  await expect(plaque).toContainText('eScore 4');
  await expect(plaque).toContainText('Agatston score');
  await expect(plaque).not.toContainText('Please talk to your care team');
  await expect(page.getByRole('region', { name: 'Report sections' })).toContainText(
    'Findings by organ system.',
  );
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
});

test('Invoices show amounts, statuses and due dates, and the due one can be paid', async ({
  page,
}) => {
  await signIn(page);
  await openSection(page, 'Invoices');
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  await expect(page.getByText('You have 1 invoice to pay.')).toBeVisible();
  const due = page.getByRole('region', { name: 'Invoice SW-2026-0003' });
  await expect(due).toContainText('Due');
  await expect(due).toContainText(/\$\d[\d,]*\.\d{2}/);
  await expect(due.getByRole('link', { name: 'Pay now: invoice SW-2026-0003' })).toHaveAttribute(
    'href',
    '/payment-authorize/enc_demo_3',
  );
  const paid = page.getByRole('region', { name: 'Invoice SW-2025-0001' });
  await expect(paid).toContainText('Paid');
  await expect(paid.getByRole('link', { name: /^Pay/ })).toHaveCount(0);
  // The amount and the due date side by side, at 320 px too: the items under them read as the
  // amount's, not as the due date's.
  const amount = await paid.getByText('Amount', { exact: true }).boundingBox();
  const dueDate = await paid.getByText('Due date', { exact: true }).boundingBox();
  if (!amount || !dueDate) throw new Error('The invoice shows no amount or due date');
  expect(Math.abs(amount.y - dueDate.y)).toBeLessThanOrEqual(1);
  await expectAxeClean(page);
  await expectNoHorizontalScroll(page);
});

test('Messages: the unread message is read (and marked read), and a message is sent', async ({
  page,
  request,
}) => {
  await signIn(page);
  await openSection(page, 'Messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const inbox = page.getByRole('region', { name: 'Inbox' });
  await expect(inbox).toContainText('1 unread message');
  await expectAxeClean(page);

  const unread = inbox.getByRole('button', { name: /Before your mammography/ });
  await expect(unread).toContainText('Unread');
  await unread.click();
  await expect(unread).toHaveAttribute('aria-expanded', 'true');
  await expect(inbox.getByText('Please complete your medical questionnaire')).toBeVisible();
  await expect(unread).not.toContainText('Unread');
  await expect
    .poll(async () => {
      const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
        messages: { id: string; read: boolean }[];
      };
      return state.messages.find((message) => message.id === 'msg_demo_3')?.read;
    })
    .toBe(true);

  // Validation first: "The {label} field is required."
  const send = page.getByRole('button', { name: 'Send message' });
  await send.click();
  await expect(page.getByText('The Subject field is required.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Subject/ })).toBeFocused();

  await page.getByRole('textbox', { name: /Subject/ }).fill('Parking');
  await page.getByRole('textbox', { name: /Message/ }).fill('Is there parking near the center?');
  await send.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your message was sent.' }),
  ).toBeVisible();
  await expect(inbox.getByRole('button', { name: /Parking/ })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Subject/ })).toHaveValue('');
  await expectAxeClean(page);
});

test(
  'sending a message that fails keeps the text and offers to try again',
  desktopOnly('rule'),
  async ({ page, request, allowConsole }) => {
    // The platform is told to fail the send: the app logs the failed call and the unsent message.
    allowConsole(/^Member call messageSend failed .*status: 500/, /^Message could not be sent/);
    await signIn(page);
    await openSection(page, 'Messages');
    await expect(page.getByRole('region', { name: 'Inbox' })).toBeVisible();
    await request.post(`${PLATFORM}/__control/faults`, {
      data: { path: '/members/messages', method: 'POST', status: 500, times: 1 },
    });
    await page.getByRole('textbox', { name: /Subject/ }).fill('Question');
    await page.getByRole('textbox', { name: /Message/ }).fill('Can I eat before my scan?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your message was not sent.' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue(
      'Can I eat before my scan?',
    );
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Try sending again' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your message was sent.' }),
    ).toBeVisible();
  },
);

test(
  'an encounter advanced by the clinic changes on Scans without a reload',
  desktopOnly('wire'),
  async ({ page, request }) => {
    await signIn(page);
    await openSection(page, 'Scans');
    const upcoming = page.getByRole('region', { name: 'Upcoming' });
    const past = page.getByRole('region', { name: 'Past' });
    await expect(upcoming.getByRole('heading', { level: 3 })).toHaveCount(1);
    await expect(past.getByRole('heading', { level: 3 })).toHaveCount(2);
    // Both hubs connected (the encounters hub delivers the push).
    await expect
      .poll(async () => {
        const hubs = (await (await request.get(`${PLATFORM}/__control/hubs`)).json()) as {
          connections: number;
        };
        return hubs.connections;
      })
      .toBeGreaterThanOrEqual(2);
    // A marker on the window survives only if the page is not reloaded.
    await page.evaluate(() => {
      (window as unknown as { scanwiseNoReload: boolean }).scanwiseNoReload = true;
    });

    const advance = await request.post(`${PLATFORM}/__control/encounters/enc_demo_3/advance`, {
      data: { status: 'SCANNED' },
    });
    expect(advance.ok()).toBe(true);

    await expect(upcoming).toHaveCount(1);
    await expect(past.getByRole('heading', { level: 3 })).toHaveCount(3);
    await expect(page.getByText('No upcoming scans.')).toBeVisible();
    await expect(past).toContainText('Scan done');
    // Its upload task is still open: the card names it, as Home does.
    await expect(past.getByRole('region', { name: 'Mammography' })).toContainText(
      'Upload your mammography files',
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { scanwiseNoReload?: boolean }).scanwiseNoReload,
      ),
    ).toBe(true);
    await expectAxeClean(page);
  },
);
