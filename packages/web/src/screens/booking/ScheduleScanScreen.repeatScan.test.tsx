import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { allOf, countCalls, signedIn } from '../../test/platform/platformScene';
import { bodyScanBooked, overlapRefused } from './bookingScenes';
import { renderBooking } from './renderBooking';

// "Two Full Body Scans at the same center on the same day book without a word": the schedule
// step warns before the member reserves, and says clearly when the platform refuses an
// overlapping appointment.

const TITLE = 'Your Full Body Scan is already booked for Fri, Jan 2';
const CONFIRM = 'Book another Full Body Scan anyway';

/**
 * Full Body Scan, Fifth Avenue, Friday 2 January (the first free day) at 9:00: the same day as
 * the demo member's booked one (`bodyScanBooked`, 11:00).
 */
async function chooseTheSameDay(user: UserEvent): Promise<void> {
  await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
  await user.click(screen.getByRole('button', { name: /^Continue to cent/ }));
  await user.click(await screen.findByRole('radio', { name: /Scanwise Fifth Avenue/ }));
  await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
}

describe('ScheduleScanScreen: the same scan again', { timeout: 20_000 }, () => {
  it('warns, before the member reserves, which scan it repeats, when and where, and how often it is repeated', async () => {
    const { user } = await renderBooking({ scene: allOf(bodyScanBooked, signedIn()) });
    await chooseTheSameDay(user);
    const notice = (await screen.findByText(TITLE)).closest('[role="status"]');
    expect(notice).not.toBeNull();
    expect(notice).toHaveTextContent(
      'At 11:00 AM, Scanwise Fifth Avenue. That is the same day as the time you chose.',
    );
    expect(notice).toHaveTextContent(
      'We usually repeat this scan at most once every 12 months, unless your doctor asks for one sooner.',
    );
    expect(screen.getByRole('checkbox', { name: CONFIRM })).not.toBeChecked();
  });

  it('Continue without ticking the box: the reason, nothing held; ticked, the booking goes on', async () => {
    let holds = (): number => 0;
    const { user, services } = await renderBooking({
      scene: allOf(bodyScanBooked, signedIn(), (scene) => {
        holds = countCalls(scene, 'createPendingCharge');
      }),
    });
    await chooseTheSameDay(user);
    await screen.findByText(TITLE);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Check the box to book this scan again, or choose another day or time.',
    );
    // Said on the box, which takes the focus: the answer is where the keyboard is.
    const box = screen.getByRole('checkbox', { name: CONFIRM });
    expect(box).toHaveAccessibleDescription(
      'Check the box to book this scan again, or choose another day or time.',
    );
    await waitFor(() => expect(box).toHaveFocus());
    expect(holds()).toBe(0);

    await user.click(screen.getByRole('checkbox', { name: CONFIRM }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(services.get(TOKENS.bookingJourney).getSnapshot().repeatScanConfirmed).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and pay' })).toBeVisible();
    expect(holds()).toBe(1);
  });

  it('no warning when the member has no scan of the kind within its interval', async () => {
    const { user } = await renderBooking();
    await chooseTheSameDay(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    expect(screen.queryByText(/already booked/)).toBeNull();
  });

  it('en-GB pages say "tick the box"', async () => {
    const { user } = await renderBooking({
      locale: 'en-gb',
      scene: allOf(bodyScanBooked, signedIn()),
    });
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    await user.click(screen.getByRole('button', { name: /^Continue to centre/ }));
    await user.click(await screen.findByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    await user.click(await screen.findByRole('radio', { name: '09:00' }));
    expect(
      await screen.findByText(/^Your Full Body Scan is already booked for Fri 2 Jan/),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tick the box to book this scan again, or choose another day or time.',
    );
  });

  it('the platform refuses an overlapping appointment: a clear reason, back to choosing a time', async () => {
    const { user } = await renderBooking({ scene: allOf(overlapRefused, signedIn()) });
    await chooseTheSameDay(user);
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'You already have an appointment at that time, so we could not book it. Please choose another time.',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Choose a center and time' }),
    ).toBeVisible();
    const times = screen.getByRole('radiogroup', { name: /^Time:/ });
    expect(within(times).getByRole('radio', { name: '9:00 AM' })).not.toBeChecked();
  });
});
