import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { pick, resetPlatform } from './support/booking';
import { HOME_URL } from './support/origins';

// The medical questionnaire: the demo member opens it from the to-do
// list on Home, answers, reloads (the answers and the step come back), finishes, and a second tab
// on Home sees the task done live (the tasks hub's SetDone). The route rules of
// /medical-questionnaire, the sign-in entry /login/medical-questionnaire?encounterId= and the
// one-tap e-mail answer /mq/confirm. Nothing is tracked on questionnaire screens (health data).

const EMAIL = 'demo@example.com';
const PASSWORD = 'Demo-password-1';
const ENCOUNTER = 'enc_demo_3';

const questionnaireUrl = (extraData: string, direct = true): string =>
  `/medical-questionnaire?${new URLSearchParams({
    extraData,
    ...(direct ? { direct: 'true' } : {}),
  }).toString()}`;

async function signInAt(page: Page, start: string): Promise<void> {
  await page.goto(start);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel(/^Password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signInHome(page: Page): Promise<void> {
  await signInAt(page, '/sign-in');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible({
    timeout: 15_000,
  });
}

const stepHeading = (page: Page, name: string): Locator =>
  page.getByRole('heading', { level: 2, name, exact: true });

async function choose(page: Page, question: RegExp, option: string): Promise<void> {
  const group = page.getByRole('radiogroup', { name: question });
  await pick(group.getByRole('radio', { name: option, exact: true }));
}

/** Height and weight in the en-US units shown first (feet and inches, pounds). */
async function answerHeightAndWeight(page: Page): Promise<void> {
  const height = page.getByRole('group', { name: /Your height/ });
  await height.getByRole('textbox', { name: 'feet' }).fill('5');
  await height.getByRole('textbox', { name: 'inches' }).fill('6');
  await page
    .getByRole('group', { name: /Your weight/ })
    .getByRole('textbox', { name: 'pounds' })
    .fill('150');
}

async function next(page: Page, heading: string): Promise<void> {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, heading)).toBeFocused();
}

async function readDataLayer(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).map((entry) =>
      JSON.stringify(entry),
    ),
  );
}

test.beforeEach(async ({ request }) => {
  await resetPlatform(request);
});

test('the medical questionnaire saved, reloaded and finished, and its task done on Home live', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  // Tracking on (the session flag): the questionnaire must still add nothing to the data layer.
  await page.addInitScript(() => window.sessionStorage.setItem('scanwise.tracking', 'true'));
  await signInHome(page);

  // A second tab stays on Home: it must see the task done without a reload.
  const home = await context.newPage();
  await home.goto('/');
  const homeTasks = home.getByRole('region', { name: 'Your to-do list' });
  await expect(
    homeTasks.getByRole('link', { name: 'Complete your medical questionnaire' }),
  ).toBeVisible({ timeout: 15_000 });
  // The member works in the first tab, which comes to the front again: Chromium runs no animation
  // frames in a tab behind another, so every action there would wait out Playwright's checks.
  await page.bringToFront();

  await page
    .getByRole('region', { name: 'Your to-do list' })
    .getByRole('link', { name: 'Complete your medical questionnaire' })
    .click();
  await expect(page).toHaveURL(/\/medical-questionnaire\?extraData=/);
  await expect(stepHeading(page, 'About you')).toBeVisible({ timeout: 15_000 });
  const layerOnEntry = await readDataLayer(page);
  await expectAxeClean(page);

  // A Continue with nothing answered says what to fix.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Please check 2 answers on this step.')).toBeFocused();
  await expect(page.getByText('The Height field is required.')).toBeVisible();
  await expectAxeClean(page);

  await answerHeightAndWeight(page);
  await next(page, 'Implants and metal');
  await choose(page, /pacemaker/, 'No');
  await choose(page, /other metal/, 'Yes');
  await page.getByRole('textbox', { name: /What implant/ }).fill('Titanium knee, 2021');
  await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

  // Nothing was tracked while on the questionnaire (health data).
  expect(await readDataLayer(page)).toEqual(layerOnEntry);
  expect(layerOnEntry.join('\n')).not.toContain('questionnaire');

  // Reload: the answers and the step come back.
  await page.reload();
  await expect(stepHeading(page, 'Implants and metal')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Welcome back: we kept your answers.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /What implant/ })).toHaveValue(
    'Titanium knee, 2021',
  );
  await expect(
    page.getByRole('radiogroup', { name: /other metal/ }).getByRole('radio', { name: 'Yes' }),
  ).toBeChecked();
  await expectAxeClean(page);
  // The reloaded questionnaire page counts no page view either.
  const layerAfterReload = await readDataLayer(page);
  expect(layerAfterReload.join('\n')).not.toContain('pageView');

  await choose(page, /metal in your eyes/, 'No');
  await next(page, 'Pregnancy');
  // The phone's Back returns to the section before, Forward to the one after.
  await page.goBack();
  await expect(stepHeading(page, 'Implants and metal')).toBeFocused();
  await page.goForward();
  await expect(stepHeading(page, 'Pregnancy')).toBeFocused();
  await choose(page, /pregnant/, 'Does not apply to me');
  await choose(page, /breastfeeding/, 'No');
  await next(page, 'Comfort during the scan');
  await choose(page, /closed spaces/, 'A little anxious');
  await choose(page, /keep still/, 'Yes');
  await next(page, 'Kidneys and contrast');
  await choose(page, /kidney disease/, 'No');
  await choose(page, /diabetes/, 'No');
  await choose(page, /contrast dye/, 'No');
  await next(page, 'Health history and medicines');
  await choose(page, /had cancer/, 'No');
  await choose(page, /take any medicines/, 'Yes');
  await page.getByRole('textbox', { name: /Which medicines/ }).fill('Metformin 500 mg twice a day');
  await page.getByRole('button', { name: 'Review answers' }).click();
  await expect(stepHeading(page, 'Check your answers')).toBeFocused();
  await expect(page.getByRole('region', { name: 'Implants and metal' })).toContainText(
    'Titanium knee, 2021',
  );
  // Each section's Edit sits beside its title, not on a line of its own (at 320 px too).
  const longest = page.getByRole('region', { name: 'Health history and medicines' });
  const title = await longest.getByRole('heading', { level: 3 }).boundingBox();
  const edit = await longest
    .getByRole('button', { name: 'Edit Health history and medicines' })
    .boundingBox();
  expect(edit!.y).toBeLessThan(title!.y + title!.height);
  expect(edit!.x).toBeGreaterThan(title!.x + title!.width - 1);
  await expectAxeClean(page);

  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(
    page.getByRole('heading', { name: 'Thank you, your questionnaire is sent' }),
  ).toBeVisible({ timeout: 15_000 });
  await expectAxeClean(page);

  // Home in the other tab: the task is done, live (no reload).
  await expect(
    homeTasks.getByRole('link', { name: 'Complete your medical questionnaire' }),
  ).toHaveCount(0, { timeout: 15_000 });
  expect(await readDataLayer(page)).toEqual(layerAfterReload);

  // Sent, the sections are behind the member: one Back leaves for Home.
  await page.goBack();
  await expect(page).toHaveURL(HOME_URL);
  await expect(
    page
      .getByRole('region', { name: 'Your to-do list' })
      .getByRole('link', { name: 'Complete your medical questionnaire' }),
  ).toHaveCount(0);
});

test(
  'route rules: no extraData, invalid JSON, no encounterId, or neither direct nor an active flow go home',
  desktopOnly('rule'),
  async ({ page, context }) => {
    await signInHome(page);
    for (const url of [
      '/medical-questionnaire',
      questionnaireUrl('{not json'),
      questionnaireUrl(JSON.stringify({ encounter: ENCOUNTER })),
      questionnaireUrl(JSON.stringify({ encounterId: 42 })),
    ]) {
      await page.goto(url);
      await expect(page).toHaveURL(HOME_URL);
      await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    }
    // A new tab (its own session storage: no active flow) without direct goes home...
    const fresh = await context.newPage();
    await fresh.goto(questionnaireUrl(JSON.stringify({ encounterId: ENCOUNTER }), false));
    await expect(fresh).toHaveURL(HOME_URL);
    // ...while with direct it opens, and then the active flow lets it open without direct.
    await fresh.goto(questionnaireUrl(JSON.stringify({ encounterId: ENCOUNTER })));
    await expect(stepHeading(fresh, 'About you')).toBeVisible({ timeout: 15_000 });
    await fresh.goto(questionnaireUrl(JSON.stringify({ encounterId: ENCOUNTER }), false));
    await expect(stepHeading(fresh, 'About you')).toBeVisible({ timeout: 15_000 });
  },
);

test(
  'the sign-in entry lands in the questionnaire of its encounter; an e-mail one-tap answer is confirmed first',
  desktopOnly('rule'),
  async ({ page, allowConsole }) => {
    // One link carries a broken token on purpose: the app logs the refused confirmation link.
    allowConsole(/^Questionnaire confirmation link refused/);
    // /mq/confirm: the link answers nothing by itself; the member confirms with a tap.
    await page.goto(`/mq/confirm?token=${ENCOUNTER}.Sig_abcdef123456&value=metalImplants:no`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Confirm your answer' }),
    ).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 2, name: /other metal in your body/ }),
    ).toBeVisible();
    await expectAxeClean(page);
    await page.getByRole('button', { name: 'Confirm and continue' }).click();

    // Login/MedicalQuestionnaire: after sign-in, the questionnaire of that encounter.
    await expect(page).toHaveURL(
      new RegExp(`/login/medical-questionnaire\\?encounterId=${ENCOUNTER}`),
    );
    await expectAxeClean(page);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel(/^Password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/medical-questionnaire\?extraData=/, { timeout: 15_000 });
    await expect(stepHeading(page, 'About you')).toBeVisible({ timeout: 15_000 });
    await expect(
      page.getByText('We added the answer you chose in our e-mail. Check it as you go.'),
    ).toBeVisible();
    await answerHeightAndWeight(page);
    await next(page, 'Implants and metal');
    await expect(
      page.getByRole('radiogroup', { name: /other metal/ }).getByRole('radio', { name: 'No' }),
    ).toBeChecked();

    // A broken link says so, with the way home.
    await page.goto('/mq/confirm?token=broken&value=metalImplants:perhaps');
    await expect(page.getByRole('heading', { name: 'This link does not work' })).toBeVisible();
    await expectAxeClean(page);
  },
);
