import { TEST_CARDS } from '@scanwise/core/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failCall, signedIn } from '../../test/platform/platformScene';
import { typeIntoCardField } from '../cardPayment/cardFieldTesting';
import { renderBooking } from './renderBooking';

// Chaos: the platform restarted with fresh keys while the member was paying. The
// payment answered 401, the member signed in again and came back to the payment step: the old
// "Your session has ended" must not greet them, while the time and the choices stay.

describe('ReserveAppointmentScreen after the session ended', { timeout: 20_000 }, () => {
  it('forgets "Your session has ended" when the member is back on the step, keeping the time', async () => {
    const first = await renderBooking();
    const { user, scene } = first;
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    await user.click(screen.getByRole('button', { name: /^Continue to cent/ }));
    await user.click(await screen.findByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    // The platform no longer knows the member's token when the payment completes.
    failCall(scene, 'completePendingCharge', { status: 401, times: 1 });
    await typeIntoCardField(first.ports, TEST_CARDS.success);
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session has ended. Please sign in again.',
    );
    first.unmount();

    // Signed in again, back on the step (the same session storage).
    await renderBooking({
      route: '/book-scan/reserve-appointment',
      reopen: scene,
      scene: signedIn(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'Fri, Jan 2, 9:30 AM',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
