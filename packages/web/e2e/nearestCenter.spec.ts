import { expectAxeClean } from './support/axe';
import {
  GOOD_CARD,
  choosePlan,
  heading,
  payWith,
  pick,
  resetPlatform,
  signIn,
} from './support/booking';
import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';

// Centers nearest first (docs/adr/0106): "centers sorted by distance from the member's address,
// with a ZIP code or postcode search (the platform's centers carry coordinates)". The demo member lives at 10118
// (Midtown Manhattan); a ZIP code search reorders the centers and the nearest one is booked. The
// UK member searches a postcode on /en-gb. Runs on desktop and on the 320 px phone.

test.describe('centers nearest first', () => {
  test.beforeEach(async ({ request }) => {
    test.setTimeout(90_000);
    await resetPlatform(request);
  });

  test('a ZIP code search puts the nearest center first, and the member books there', async ({
    page,
  }, testInfo) => {
    await signedIn(page);
    await page.goto('/book-scan/select-plan');
    await choosePlan(page, /^Full Body Scan/);

    const search = page.getByRole('search', { name: 'Find the centers nearest to you' });
    await expect(search.getByRole('status')).toHaveText('Nearest to your address');
    const centers = page.getByRole('radiogroup', { name: 'Centers', exact: true });
    await expect(centers.getByRole('radio').first()).toHaveAccessibleName(
      /^Scanwise Fifth Avenue\s*Under 0\.1 miles away/,
    );

    await search.getByRole('textbox', { name: 'ZIP code' }).fill('90210');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(search.getByRole('status')).toHaveText('Nearest to 90210');
    const nearest = centers.getByRole('radio').first();
    await expect(nearest).toHaveAccessibleName(/^RadNet Wilshire\s*2\.1 miles away/);
    await expect(nearest.locator('xpath=ancestor::label[1]')).toContainText('2.1 mi');
    await expectAxeClean(page);
    const shot = testInfo.outputPath('nearest-to-zip-code.png');
    await page.screenshot({ path: shot, fullPage: true });
    await testInfo.attach('nearest to a ZIP code', { path: shot, contentType: 'image/png' });

    await pick(nearest);
    const times = page.getByRole('radiogroup', { name: /^Time:/ });
    await expect(times).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Times are local to the center \(Pacific/)).toBeVisible();
    await pick(times.getByRole('radio').first());
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(heading(page, 'Review and pay')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your booking' })).toContainText(
      'RadNet Wilshire',
    );
    await payWith(page, GOOD_CARD);
    await expect(heading(page, 'Your scan is booked')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/RadNet Wilshire/).first()).toBeVisible();
  });

  test(
    'an unknown ZIP code is said, and "Use my address" goes back',
    desktopOnly('rule'),
    async ({ page }, testInfo) => {
      await signedIn(page);
      await page.goto('/book-scan/select-plan');
      await choosePlan(page, /^Full Body Scan/);
      const search = page.getByRole('search', { name: 'Find the centers nearest to you' });
      const zip = search.getByRole('textbox', { name: 'ZIP code' });
      await zip.fill('99999');
      await zip.press('Enter');
      await expect(search.getByRole('alert')).toHaveText(
        'We could not find that ZIP code. Check it and try again.',
      );
      await expect(zip).toHaveAttribute('aria-invalid', 'true');
      await expect(heading(page, 'Choose a center and time')).toBeVisible();
      await expectAxeClean(page);
      const shot = testInfo.outputPath('zip-code-not-found.png');
      await page.screenshot({ path: shot });
      await testInfo.attach('a ZIP code not found', { path: shot, contentType: 'image/png' });
      await zip.fill('33139');
      await zip.press('Enter');
      await expect(search.getByRole('status')).toHaveText('Nearest to 33139');
      await search.getByRole('button', { name: 'Use my address' }).click();
      await expect(search.getByRole('status')).toHaveText('Nearest to your address');
      await expect(
        page.getByRole('radiogroup', { name: 'Centers', exact: true }).getByRole('radio').first(),
      ).toHaveAccessibleName(/^Scanwise Fifth Avenue/);
    },
  );

  test(
    'en-GB: a postcode search puts the nearest centre first, in miles',
    desktopOnly('words'),
    async ({ page }, testInfo) => {
      await signIn(page, 'roles@example.com', 'Roles-password-1', '/en-gb/sign-in');
      await page.goto('/en-gb/book-scan/select-plan');
      await choosePlan(page, /^Full Body Scan \(UK\)/);
      const search = page.getByRole('search', { name: 'Find the centres nearest to you' });
      await expect(search.getByRole('status')).toHaveText('Nearest to your address');
      const postcode = search.getByRole('textbox', { name: 'Postcode' });
      await postcode.fill('m1 1ae');
      await search.getByRole('button', { name: 'Search' }).click();
      await expect(search.getByRole('status')).toHaveText('Nearest to M1 1AE');
      const centres = page.getByRole('radiogroup', { name: 'Centres', exact: true });
      await expect(centres.getByRole('radio').first()).toHaveAccessibleName(
        /^Scanwise Manchester\s*0\.3 miles away/,
      );
      await expect(centres.getByRole('radio').nth(1)).toHaveAccessibleName(
        /^Scanwise Harley Street\s*162 miles away/,
      );
      await expectAxeClean(page);
      const shot = testInfo.outputPath('nearest-to-postcode.png');
      await page.screenshot({ path: shot, fullPage: true });
      await testInfo.attach('nearest to a postcode', { path: shot, contentType: 'image/png' });
    },
  );
});
