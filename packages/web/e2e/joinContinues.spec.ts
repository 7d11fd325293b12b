import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { expectAxeClean } from './support/axe';
import { heading, resetPlatform } from './support/booking';
import { PLATFORM } from './support/origins';
import { fillJoin } from './support/join';

// Join continues where the visitor came from: a claim-offer link (seed: INVITE-NW, INVITED,
// northwind), "Create an account", sign-up with a new e-mail, and back on the claim signed in,
// the offer recorded on the new member ("Offer store (local storage): memberOfferCode,
// memberOfferType" sent with the member-create call). Linking the new account to the partner is
// then the member's own partner association: the platform links the partner of the account's
// offer (POST /api/members/memberassociatepartner), not a partner named by the link.

const INVITE_LINK = '/sign-up/claim-offer?code=INVITE-NW&partner=northwind';

interface PlatformMember {
  readonly email: string;
  readonly offerCode: string | null;
  readonly offerType: string | null;
  readonly partnerId: string | null;
}

async function memberByEmail(
  request: APIRequestContext,
  email: string,
): Promise<PlatformMember | undefined> {
  const state = (await (await request.get(`${PLATFORM}/__control/state`)).json()) as {
    members: PlatformMember[];
  };
  return state.members.find((member) => member.email === email);
}

test.beforeEach(async ({ request }) => {
  test.setTimeout(120_000);
  await resetPlatform(request);
});

test(
  'a visitor on a claim-offer link creates an account and lands back on the offer, signed in, with the offer on the new member, and links to the partner from that offer',
  desktopOnly('rule'),
  async ({ page, request }) => {
    await page.goto(INVITE_LINK);
    await expect(heading(page, 'Northwind Health has invited you')).toBeVisible({
      timeout: 15_000,
    });
    await page.getByRole('link', { name: 'Create an account' }).click();

    await expect(heading(page, 'Create your account')).toBeVisible();
    await expect(
      page.getByText('Your offer (INVITE-NW) will be added to your new account.'),
    ).toBeVisible();
    await expectAxeClean(page);

    const email = `offer.member.${Date.now()}@example.com`;
    await fillJoin(page, { email, firstName: 'Nora', lastName: 'West', dateOfBirth: '1982-09-14' });
    await page.getByRole('button', { name: 'Create account' }).click();

    // Back on the claim, signed in: the prices as the booking will charge them, and the way on.
    await expect(page).toHaveURL(/\/sign-up\/claim-offer\?code=INVITE-NW&partner=northwind$/, {
      timeout: 15_000,
    });
    await expect(heading(page, 'Northwind Health has invited you')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your price' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in to claim' })).toHaveCount(0);
    await expectAxeClean(page);

    // The platform recorded the offer on the new member.
    await expect
      .poll(() => memberByEmail(request, email), { timeout: 10_000 })
      .toMatchObject({ email, offerCode: 'INVITE-NW', offerType: 'INVITED', partnerId: null });

    // Linking: the platform links the partner of the offer the account was created with.
    const partnerCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/members/') && r.method() === 'POST') partnerCalls.push(r.url());
    });
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(heading(page, 'Link your account to northwind')).toBeVisible();
    await page.getByRole('button', { name: 'Link my account' }).click();
    await expect(heading(page, 'You are all set')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'linked' })).toContainText(
      'Your account is linked to Northwind Health.',
    );
    await expectAxeClean(page);
    expect(partnerCalls.map((url) => new URL(url).pathname)).toEqual([
      '/api/members/memberassociatepartner',
    ]);
    await expect
      .poll(() => memberByEmail(request, email), { timeout: 10_000 })
      .toMatchObject({ email, partnerId: expect.stringMatching(/\S/) });
  },
);
