import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { heading, resetPlatform } from './support/booking';
import { PLATFORM } from './support/origins';

// The mammogram registration (spec section 7: POST members register/mammogram, "two merged
// objects plus timeZone") is the form of the public website, not a screen of this app
// (docs/adr/0037-initial-setup.md): the platform creates the member and the mammography
// encounter and e-mails the initial-setup code. The member arrives in the app from that e-mail
// (/initial-setup/tos), sets a password, and finds the mammogram on Home.

const EMAIL = `mammo.${Date.now()}@example.com`;

async function registerOnTheWebsite(request: APIRequestContext): Promise<void> {
  const member = {
    email: EMAIL,
    firstName: 'Mina',
    lastName: 'Park',
    phoneNumber: '+1 212 555 0142',
    dob: '1978-03-02',
    sex: 'FEMALE',
  };
  const booking = { centerId: 'ctr_nyc_5th', priorMammogram: true };
  const response = await request.post(`${PLATFORM}/members/register/mammogram`, {
    data: { ...member, ...booking, timeZone: 'America/New_York' },
  });
  expect(response.status()).toBe(201);
}

async function setupCode(request: APIRequestContext): Promise<string> {
  const outbox = (await (await request.get(`${PLATFORM}/__control/outbox`)).json()) as {
    to: string;
    code?: string;
  }[];
  const code = outbox.filter((mail) => mail.to === EMAIL && mail.code).at(-1)?.code;
  expect(code).toBeTruthy();
  return code ?? '';
}

test.beforeEach(async ({ request }) => {
  test.setTimeout(90_000);
  await resetPlatform(request);
});

test(
  'a mammogram registered on the website arrives through the initial-setup e-mail: terms, a password, and the mammogram on Home',
  desktopOnly('rule'),
  async ({ page, request }) => {
    await registerOnTheWebsite(request);
    const code = await setupCode(request);

    await page.goto(`/initial-setup/tos?email=${encodeURIComponent(EMAIL)}&code=${code}`);
    await expect(heading(page, 'Terms of service')).toBeVisible();
    await page
      .getByRole('checkbox', {
        name: 'I have read and accept the terms of service and the privacy notice.',
      })
      .check();
    await page.getByRole('button', { name: 'Accept and continue' }).click();

    await expect(heading(page, 'Set your password')).toBeVisible();
    await expectAxeClean(page);
    await page.getByLabel(/^New password/).fill('Mammo-password-1');
    await page.getByLabel(/^Confirm new password/).fill('Mammo-password-1');
    await page.getByRole('button', { name: 'Set password and continue' }).click();

    await expect(heading(page, /Welcome/)).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('Mammography').first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Your to-do list' })
        .getByRole('listitem')
        .filter({ hasText: 'Upload your mammography files' }),
    ).toBeVisible();
    await expectAxeClean(page);
  },
);
