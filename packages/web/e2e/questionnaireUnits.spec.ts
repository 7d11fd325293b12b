import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectAxeClean } from './support/axe';
import { pick, resetPlatform, signIn } from './support/booking';

// Height and weight in the member's units: an en-US member answers in feet and inches and pounds
// (shown first), an en-GB member switches weight to stone and pounds (centimetres and kilograms
// shown first). After a reload the boxes show what was typed, in the units it was typed in, and
// the draft on the device holds the value in centimetres and kilograms (docs/adr/0111).
// Required questions are marked and the progress bar says the step.

const EMAIL = 'demo@example.com';
const PASSWORD = 'Demo-password-1';
const QUERY = new URLSearchParams({
  extraData: JSON.stringify({ encounterId: 'enc_demo_3' }),
  direct: 'true',
}).toString();

const stepHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });
const group = (page: Page, name: RegExp): Locator => page.getByRole('group', { name });

/** The stored answers of the draft on this device (local storage). */
async function draftAnswers(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const key = Object.keys(window.localStorage).find((name) =>
      name.startsWith('scanwise.medicalQuestionnaire.'),
    );
    const raw = key === undefined ? null : window.localStorage.getItem(key);
    return raw === null ? {} : (JSON.parse(raw) as { answers: Record<string, string> }).answers;
  });
}

async function expectSaved(page: Page): Promise<void> {
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('en-US: height in feet and inches, weight in pounds, kept after a reload', async ({
  page,
}) => {
  await signIn(page, EMAIL, PASSWORD);
  await page.goto(`/medical-questionnaire?${QUERY}`);
  await expect(stepHeading(page, 'About you')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Step 1 of 7')).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Questionnaire progress' })).toBeVisible();
  await expect(page.getByText('Questions marked * need an answer.')).toBeVisible();

  const height = group(page, /Your height/);
  const weight = group(page, /Your weight/);
  await expect(height.getByRole('radio', { name: 'Feet and inches', exact: true })).toBeChecked();
  await expect(weight.getByRole('radio', { name: 'Pounds', exact: true })).toBeChecked();
  await expect(height.getByRole('textbox', { name: 'feet', exact: true })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await expectAxeClean(page);

  await height.getByRole('textbox', { name: 'feet', exact: true }).fill('5');
  await height.getByRole('textbox', { name: 'inches', exact: true }).fill('10');
  await weight.getByRole('textbox', { name: 'pounds', exact: true }).fill('165');
  await expectSaved(page);

  await page.reload();
  await expect(stepHeading(page, 'About you')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Welcome back: we kept your answers.')).toBeVisible();
  await expect(height.getByRole('radio', { name: 'Feet and inches', exact: true })).toBeChecked();
  await expect(height.getByRole('textbox', { name: 'feet', exact: true })).toHaveValue('5');
  await expect(height.getByRole('textbox', { name: 'inches', exact: true })).toHaveValue('10');
  await expect(weight.getByRole('textbox', { name: 'pounds', exact: true })).toHaveValue('165');
  // Stored in centimetres and kilograms, one decimal.
  expect(await draftAnswers(page)).toMatchObject({ height: '177.8', weight: '74.8' });

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Implants and metal')).toBeFocused();
  await expect(page.getByText('Step 2 of 7')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: /pacemaker/ })).toHaveAttribute(
    'aria-required',
    'true',
  );
});

test('en-GB: centimetres and kilograms first; stone and pounds accepted and kept after a reload', async ({
  page,
}) => {
  await signIn(page, EMAIL, PASSWORD, '/en-gb/sign-in');
  await page.goto(`/en-gb/medical-questionnaire?${QUERY}`);
  await expect(stepHeading(page, 'About you')).toBeVisible({ timeout: 15_000 });

  const height = group(page, /Your height/);
  const weight = group(page, /Your weight/);
  await expect(height.getByRole('radio', { name: 'Centimetres', exact: true })).toBeChecked();
  await expect(weight.getByRole('radio', { name: 'Kilograms', exact: true })).toBeChecked();
  await height.getByRole('textbox', { name: 'centimetres', exact: true }).fill('172');
  await pick(weight.getByRole('radio', { name: 'Stone and pounds', exact: true }));
  await weight.getByRole('textbox', { name: 'stone', exact: true }).fill('11');
  await weight.getByRole('textbox', { name: 'pounds', exact: true }).fill('4');
  await expectSaved(page);
  await expectAxeClean(page);

  await page.reload();
  await expect(stepHeading(page, 'About you')).toBeVisible({ timeout: 15_000 });
  await expect(weight.getByRole('radio', { name: 'Stone and pounds', exact: true })).toBeChecked();
  await expect(weight.getByRole('textbox', { name: 'stone', exact: true })).toHaveValue('11');
  await expect(weight.getByRole('textbox', { name: 'pounds', exact: true })).toHaveValue('4');
  await expect(height.getByRole('textbox', { name: 'centimetres', exact: true })).toHaveValue(
    '172',
  );
  expect(await draftAnswers(page)).toMatchObject({ height: '172', weight: '71.7' });

  // Switching units shows the same weight; switching back gives the boxes as typed.
  await pick(weight.getByRole('radio', { name: 'Kilograms', exact: true }));
  await expect(weight.getByRole('textbox', { name: 'kilograms', exact: true })).toHaveValue('71.7');
  await pick(weight.getByRole('radio', { name: 'Stone and pounds', exact: true }));
  await expect(weight.getByRole('textbox', { name: 'stone', exact: true })).toHaveValue('11');
  await expect(weight.getByRole('textbox', { name: 'pounds', exact: true })).toHaveValue('4');
});
