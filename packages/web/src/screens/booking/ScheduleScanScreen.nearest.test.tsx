import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allOf, failing, signedIn } from '../../test/platform/platformScene';
import { UK_MEMBER } from './bookingScenes';
import { renderBooking } from './renderBooking';

// Centers nearest first (docs/adr/0106): "centers sorted by distance from the member's address,
// with a ZIP code or postcode search (the platform's centers carry coordinates)". The demo member lives at 10118
// (350 Fifth Avenue), the UK member at W1G 9PF (10 Harley Street).

async function toSchedule(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
  await user.click(screen.getByRole('button', { name: /^Continue to cent/ }));
  await screen.findByRole('heading', { level: 1, name: /Choose a cent(er|re) and time/ });
}

/** The centers' names in the order listed. */
const centerNames = (group = /^Cent(er|re)s$/): string[] =>
  within(screen.getByRole('radiogroup', { name: group }))
    .getAllByRole('radio')
    .map(
      (radio) => radio.closest('label')?.querySelector('[class*="choiceName"]')?.textContent ?? '',
    );

describe('ScheduleScanScreen: centers nearest first', { timeout: 30_000 }, () => {
  it("orders the centers from the member's address, then from a ZIP code, and back", async () => {
    const { user } = await renderBooking();
    await toSchedule(user);
    const search = screen.getByRole('search', { name: 'Find the centers nearest to you' });
    expect(await within(search).findByRole('status')).toHaveTextContent('Nearest to your address');
    expect(centerNames().slice(0, 2)).toEqual([
      'Scanwise Fifth Avenue',
      'Zwanger-Pesiri Lindenhurst',
    ]);
    const fifth = screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ });
    expect(fifth.closest('label')).toHaveTextContent('Under 0.1 mi');
    expect(
      screen.getByRole('radio', { name: /Zwanger-Pesiri Lindenhurst.*33 miles away/ }),
    ).toBeInTheDocument();

    const zip = within(search).getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '90210');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('Nearest to 90210')).toBeVisible();
    expect(centerNames()[0]).toBe('RadNet Wilshire');
    expect(
      screen.getByRole('radio', { name: /RadNet Wilshire/ }).closest('label'),
    ).toHaveTextContent('2.1 mi');

    await user.click(within(search).getByRole('button', { name: 'Use my address' }));
    expect(within(search).getByRole('status')).toHaveTextContent('Nearest to your address');
    expect(centerNames()[0]).toBe('Scanwise Fifth Avenue');
    expect(zip).toHaveValue('');
  });

  it('says what is wrong with a ZIP code; Enter searches without continuing the booking', async () => {
    const { user } = await renderBooking();
    await toSchedule(user);
    const search = screen.getByRole('search');
    const zip = within(search).getByRole('textbox', { name: 'ZIP code' });
    await user.type(zip, '123{Enter}');
    expect(await within(search).findByRole('alert')).toHaveTextContent(
      'Enter a 5-digit ZIP code, for example 10001.',
    );
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    await user.clear(zip);
    await user.type(zip, '99999{Enter}');
    expect(await within(search).findByRole('alert')).toHaveTextContent(
      'We could not find that ZIP code. Check it and try again.',
    );
    // Still ordered from the member's address; the booking did not move on.
    expect(within(search).getByRole('status')).toHaveTextContent('Nearest to your address');
    expect(screen.queryByText('Choose a center to continue.')).not.toBeInTheDocument();
    await user.clear(zip);
    await user.type(zip, '33139{Enter}');
    expect(await within(search).findByText('Nearest to 33139')).toBeVisible();
    expect(within(search).queryByRole('alert')).not.toBeInTheDocument();
    expect(centerNames()[0]).toBe('Scanwise Miami');
  });

  it('says the search is unavailable when the lookup fails, and keeps the list', async () => {
    const { user, scene } = await renderBooking({
      scene: allOf(signedIn(), failing('postalCodeLookup', { status: 503 })),
    });
    await toSchedule(user);
    const search = screen.getByRole('search');
    // The member's own address could not be located either: the centers keep their region order.
    expect(within(search).getByRole('status')).toHaveTextContent(
      'Search by ZIP code to see the nearest centers first.',
    );
    expect(screen.queryByText(/ mi$/)).not.toBeInTheDocument();
    await user.type(within(search).getByRole('textbox', { name: 'ZIP code' }), '10001{Enter}');
    expect(await within(search).findByRole('alert')).toHaveTextContent(
      /^We could not search just now\./,
    );
    scene.faults.clear();
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    expect(await within(search).findByText('Nearest to 10001')).toBeVisible();
  });

  it('en-GB: a postcode search for UK centres, in miles', async () => {
    const { user } = await renderBooking({ locale: 'en-gb', scene: signedIn(UK_MEMBER) });
    await toSchedule(user);
    const search = screen.getByRole('search', { name: 'Find the centres nearest to you' });
    expect(await within(search).findByRole('status')).toHaveTextContent('Nearest to your address');
    expect(centerNames()).toEqual(['Scanwise Harley Street', 'Scanwise Manchester']);
    const postcode = within(search).getByRole('textbox', { name: 'Postcode' });
    await user.type(postcode, 'sw1a 9zz{Enter}');
    expect(await within(search).findByRole('alert')).toHaveTextContent(
      'We could not find that postcode. Check it and try again.',
    );
    await user.clear(postcode);
    await user.type(postcode, 'm11ae{Enter}');
    expect(await within(search).findByText('Nearest to M1 1AE')).toBeVisible();
    expect(centerNames()).toEqual(['Scanwise Manchester', 'Scanwise Harley Street']);
    expect(
      screen.getByRole('radio', { name: /Scanwise Harley Street/ }).closest('label'),
    ).toHaveTextContent('162 mi');
  });
});
