import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { expectAxeClean } from './support/axe';
import { PLATFORM } from './support/origins';

// The digital report, the screen members come back to, against the mock platform's demo member
// (Dana Demo): opened from Reports, the summary first, the findings once each in their organ
// system's group, the body diagram's text alternative, the eScore's scale, and Print / Save as
// PDF with the print stylesheet (no navigation, footer or buttons on paper). Screenshots of the
// screen and the printed PDF are attached to the test for review.

const HEART_CT_REPORT = '/reports/digital-report/enc_demo_2';

/** Signed in as the demo member (support/signedIn.ts: the form once per worker), on Home. */
async function signIn(page: Page): Promise<void> {
  await signedIn(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Dana' })).toBeVisible({
    timeout: 15_000,
  });
}

async function openReports(page: Page): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const link = nav.getByRole('link', { name: 'Reports', exact: true });
  if (!(await link.isVisible())) await page.getByRole('button', { name: 'Menu' }).click();
  await link.click();
}

test.beforeEach(async ({ request }) => {
  expect((await request.post(`${PLATFORM}/__control/reset`)).ok()).toBe(true);
});

test('the digital report: summary first, findings grouped by organ system beside the body diagram, the eScore scale, and Print', async ({
  page,
}, testInfo) => {
  await signIn(page);
  await openReports(page);
  await page.getByRole('link', { name: 'Open digital report: Heart CT report' }).click();
  await expect(page).toHaveURL(new RegExp(`${HEART_CT_REPORT}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Heart CT report' })).toBeVisible();

  // Summary first, then the findings, then the sections' words.
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    'Summary',
    'Findings',
    'Report sections',
  ]);
  const about = page.getByLabel('About this report');
  await expect(about).toContainText('Dr. Priya Raman, MD');
  await expect(about).toContainText('Scan date');
  await expect(about).toContainText('Report released');
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    'Some findings need a follow-up conversation',
  );

  const findings = page.getByRole('region', { name: 'Findings', exact: true });
  await expect(findings).toContainText('2 findings, grouped by organ system.');
  const heart = findings.getByRole('region', { name: 'Heart and blood vessels', exact: true });
  const lungs = findings.getByRole('region', { name: 'Lungs and chest', exact: true });
  await expect(heart.getByRole('region', { name: 'Calcified plaque, LAD' })).toBeVisible();
  await expect(lungs.getByRole('region', { name: 'Pulmonary nodule, 6 mm' })).toContainText(
    'eScore 4: Follow up',
  );
  // The platform lists each finding again under a section: shown once.
  await expect(page.getByRole('region', { name: 'Pulmonary nodule, 6 mm' })).toHaveCount(1);

  await expect(
    page.getByRole('img', { name: 'Body diagram of where your findings are: Chest, 2 findings.' }),
  ).toBeVisible();
  const where = page.getByRole('region', { name: 'Where your findings are' });
  await where.getByRole('link', { name: 'Lungs and chest' }).click();
  await expect(page).toHaveURL(/#findings-lungs$/);
  await expect(lungs).toBeInViewport();
  await expect(
    page.getByRole('region', { name: 'What the eScore means' }).getByRole('listitem'),
  ).toHaveCount(5);

  const print = page.getByRole('button', { name: 'Print / Save as PDF' });
  await expect(print).toBeVisible();
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes');
  });
  await print.click();
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes');

  await expectAxeClean(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? width);
  await page.evaluate(() => window.scrollTo(0, 0));
  await testInfo.attach('digital-report-screen', {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
});

test(
  'printed, the digital report is the document alone: the member and scan date on top, no navigation, footer or buttons',
  desktopOnly('print'),
  async ({ page }, testInfo) => {
    await signIn(page);
    await page.goto(HEART_CT_REPORT);
    await expect(page.getByRole('heading', { level: 1, name: 'Heart CT report' })).toBeVisible();
    const navigation = page.getByRole('navigation', { name: 'Main navigation' });
    const footer = page.getByRole('contentinfo');
    const buttons = page.getByRole('button').filter({ visible: true });
    const memberLine = page.getByText(/^Dana Demo, scan date /);
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
    await expect(memberLine).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(navigation).toBeHidden();
    await expect(footer).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(buttons).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Back to reports' })).toBeHidden();
    await expect(memberLine).toBeVisible();
    await expect(page.getByRole('img', { name: /^Body diagram/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Lungs and chest', exact: true })).toBeVisible();
    // Black on white.
    const colours = await page.evaluate(() => {
      const style = getComputedStyle(document.body);
      const heading = getComputedStyle(document.querySelector('h1') as Element);
      return [style.backgroundColor, heading.color];
    });
    expect(colours).toEqual(['rgb(255, 255, 255)', 'rgb(0, 0, 0)']);
    // Each group kept whole on its page.
    const breaks = await page
      .getByRole('region', { name: 'Heart and blood vessels', exact: true })
      .evaluate((group) => getComputedStyle(group).breakInside);
    expect(breaks).toBe('avoid');

    if (testInfo.project.name === 'desktop') {
      await testInfo.attach('digital-report-print', {
        body: await page.pdf({ format: 'Letter', printBackground: true }),
        contentType: 'application/pdf',
      });
    }
    await page.emulateMedia({ media: 'screen' });
    await expect(navigation.or(page.getByRole('button', { name: 'Menu' }))).not.toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Print / Save as PDF' })).toBeVisible();
  },
);
