import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOf, signedIn } from '../../test/platform/platformScene';
import { driveJourney } from './bookingScenes';
import { renderBooking } from './renderBooking';

const POLICY = /^Changes and cancellations: you can move or cancel your appointment from Scans/;

describe('ReserveAppointmentScreen: what the member checks before Pay', { timeout: 20_000 }, () => {
  it('the booking summary comes before the card form (first on a phone, first for a screen reader)', async () => {
    await renderBooking({
      route: '/book-scan/reserve-appointment',
      scene: allOf(signedIn(), (scene) => driveJourney(scene, { until: 'reserve-appointment' })),
    });
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    const summary = screen.getByRole('region', { name: 'Your booking' });
    const pay = await screen.findByRole('button', { name: /^Pay \$/ });
    expect(summary.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('the cancellation and refund policy is beside Pay and read with it', async () => {
    await renderBooking({
      route: '/book-scan/reserve-appointment',
      scene: allOf(signedIn(), (scene) => driveJourney(scene, { until: 'reserve-appointment' })),
    });
    const pay = await screen.findByRole('button', { name: /^Pay \$/ });
    expect(screen.getByText(POLICY)).toBeVisible();
    // Read after the hint of what Pay still needs, while the card is incomplete.
    expect(pay).toHaveAccessibleDescription(
      /complete\. Changes and cancellations: you can move or cancel your appointment from Scans/,
    );
  });

  it('on en-GB it is spelt the British way', async () => {
    await renderBooking({
      route: '/book-scan/reserve-appointment',
      locale: 'en-gb',
      scene: allOf(signedIn(), (scene) => driveJourney(scene, { until: 'reserve-appointment' })),
    });
    await screen.findByRole('button', { name: /^Pay \$/ });
    expect(screen.getByText(POLICY)).toHaveTextContent('A cancelled scan stays paid for');
  });
});
