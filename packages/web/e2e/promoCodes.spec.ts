import { expect, test } from './support/test';
import { desktopOnly } from './support/projects';
import { signedIn } from './support/signedIn';
import { heading, pick, resetPlatform } from './support/booking';

// Promo codes against the platform: savings do not combine, so a code that saves less than the
// discount the member already holds is set aside, and the page says which saving applies and
// why; an expired code says it expired (in US spelling on en-US pages).

test.beforeEach(async ({ request }) => {
  test.setTimeout(60_000);
  await resetPlatform(request);
});

test(
  'a smaller code is set aside with the reason; an expired code says it expired',
  desktopOnly('rule'),
  async ({ page }) => {
    await signedIn(page);
    await page.goto('/book-scan/select-plan');
    await expect(heading(page, 'Choose your scan')).toBeVisible({ timeout: 15_000 });
    await pick(page.getByRole('radio', { name: /^Full Body Scan/ }));
    const summary = page.getByRole('region', { name: 'Your booking' });
    await expect(summary).toContainText('Discount (SPRING10)−$249.50');

    const code = page.getByRole('textbox', { name: 'Enter your code' });
    await code.fill('WELCOME50');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText(
        'Code WELCOME50 would save $50.00, but SPRING10 saves you more ($249.50), so SPRING10 applies. Savings do not combine: you get the largest one.',
      ),
    ).toBeVisible();
    await expect(page.getByText(/Code WELCOME50 applied/)).toHaveCount(0);
    // The note is the saving's own line: under its name, beside its amount.
    await expect(summary).toContainText(
      'Discount (SPRING10)Your largest saving applies; savings do not combine.−$249.50',
    );

    await code.fill('EXPIRED5');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByText('This code has expired.')).toBeVisible();
    await expect(page.getByText(/recogni[sz]e/)).toHaveCount(0);

    await code.fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(
      page.getByText('We do not recognize this code. Check it and try again.'),
    ).toBeVisible();
  },
);
