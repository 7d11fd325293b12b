import { TEST_CARDS } from '@scanwise/core/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import type { FakeScanwisePorts } from '../../composition/fakeScanwisePorts';
import { typeIntoCardField } from '../cardPayment/cardFieldTesting';
import { answerBookingPlatform, PHONE_CENTER, UK_MEMBER } from './bookingFixtures';
import { renderBooking } from './renderBooking';

async function toSchedule(user: UserEvent, plan = /Full Body Scan/): Promise<void> {
  await user.click(await screen.findByRole('radio', { name: plan }));
  await user.click(screen.getByRole('button', { name: /^Continue to cent/ }));
  await screen.findByRole('heading', { level: 1, name: /Choose a cent(er|re) and time/ });
}

async function toReserve(user: UserEvent): Promise<void> {
  await toSchedule(user);
  await user.click(await screen.findByRole('radio', { name: /Scanwise Fifth Avenue/ }));
  await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
}

/** Types the card into the provider's field (the fake provider's) and presses Pay. */
async function payWith(user: UserEvent, ports: FakeScanwisePorts, number: string): Promise<void> {
  await typeIntoCardField(ports, number);
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('ScheduleScanScreen', { timeout: 20_000 }, () => {
  it('lists the centers of the member country with the booking provider, then free days and times in the center zone', async () => {
    const { user, services } = renderBooking({ setup: answerBookingPlatform });
    await toSchedule(user);
    const centers = screen.getByRole('radiogroup', { name: 'Centers' });
    const fifth = within(centers).getByRole('radio', { name: /Scanwise Fifth Avenue/ });
    expect(fifth.closest('label')).toHaveTextContent('Booked with RadNet East');
    expect(fifth.closest('label')).toHaveTextContent('New York');
    expect(
      within(centers)
        .getByRole('radio', { name: /Zwanger-Pesiri Lindenhurst/ })
        .closest('label'),
    ).toHaveTextContent('Books by phone');
    await user.click(fifth);
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    expect(within(days).getByRole('radio', { name: 'Mon, Jan 5' })).toBeChecked();
    expect(within(days).getByRole('radio', { name: 'Sun, Jan 4, no free times' })).toBeDisabled();
    const times = screen.getByRole('radiogroup', { name: 'Time: Mon, Jan 5' });
    expect(
      within(times)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['9:00 AM', '9:30 AM']);
    expect(
      screen.getByText('Times are local to the center (Eastern Standard Time).'),
    ).toBeVisible();
    await user.click(within(days).getByRole('radio', { name: 'Tue, Jan 6' }));
    await user.click(screen.getByRole('radio', { name: '3:00 PM' }));
    expect(services.get(TOKENS.bookingJourney).getSnapshot().progress.selectedSlot?.start).toBe(
      '2026-01-06T20:00:00.000Z',
    );
  });

  it('asks for a time before continuing', async () => {
    const { user } = renderBooking({ setup: answerBookingPlatform });
    await toSchedule(user);
    await user.click(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    await screen.findByRole('radiogroup', { name: 'Day' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a day and a time to continue.',
    );
  });

  it('shows the centers failure with a retry', async () => {
    const { user, ports } = renderBooking({
      setup: (services, ports) => {
        answerBookingPlatform(services, ports);
        answerCall(ports, 'centerList', { status: 503, body: { code: 'down', message: 'x' } });
      },
    });
    await toSchedule(user);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the centers' }),
    ).toBeVisible();
    expect(ports.logger.has('warn', 'Booking schedule-scan: loadFailed')).toBe(true);
    answerBookingPlatform(null as never, ports);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeVisible();
  });

  it('says so when a center has no free times in the two weeks', async () => {
    const { user } = renderBooking({
      setup: (services, ports) => answerBookingPlatform(services, ports, { slots: [] }),
    });
    await toSchedule(user);
    await user.click(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    expect(
      await screen.findByRole('heading', { name: 'No free times in these two weeks' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later dates' })).toBeEnabled();
  });

  it('books a phone-only center by request: preferred times, the center calls back', async () => {
    const { user, services } = renderBooking({ setup: answerBookingPlatform });
    await toSchedule(user);
    await user.click(screen.getByRole('radio', { name: /Zwanger-Pesiri Lindenhurst/ }));
    expect(screen.getByText('This center books by phone')).toBeVisible();
    await user.type(
      screen.getByRole('textbox', { name: 'Preferred days and times (optional)' }),
      'Mornings',
    );
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    await screen.findByRole('heading', { level: 1, name: 'Review and pay' });
    const booking = services.get(TOKENS.bookingJourney).getSnapshot().booking;
    expect(booking.additionalBookingInformation).toBe('Mornings');
    expect(booking.center?.id).toBe(PHONE_CENTER.id);
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'The center will call you to arrange a time',
    );
  });

  it('en-GB: UK centres with the region, British dates and 24-hour times', async () => {
    const { user } = renderBooking({
      locale: 'en-gb',
      setup: (services, ports) => answerBookingPlatform(services, ports, { member: UK_MEMBER }),
    });
    await toSchedule(user);
    const centre = screen.getByRole('radio', { name: /Scanwise Harley Street/ });
    expect(centre.closest('label')).toHaveTextContent('London');
    await user.click(centre);
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    expect(within(days).getByRole('radio', { name: 'Mon 5 Jan' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '10:00' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '14:30' })).toBeVisible();
    expect(screen.getByText('Times are local to the centre (Greenwich Mean Time).')).toBeVisible();
  });
});

describe('ReserveAppointmentScreen', { timeout: 20_000 }, () => {
  it('shows the held time and the final price; a declined card says why, keeps the time, and a good card books', async () => {
    const { user, services, ports } = renderBooking({ setup: answerBookingPlatform });
    await toReserve(user);
    expect(screen.getByText('We are holding this time for you.')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Total to pay$2,499.00');
    expect(summary).toHaveTextContent('Mon, Jan 5, 9:30 AM');
    await payWith(user, ports, TEST_CARDS.declined);
    const alert = await screen.findByRole('alert');
    // The decline is said once, in the provider's words, then what the member can do.
    expect(alert).toHaveTextContent(
      /^Your card was declined\. Your time is still held\. Check the details or use another card\.$/,
    );
    await waitFor(() => expect(alert).toHaveFocus());
    // A declined card is the designed answer, not a failure: logged as information.
    expect(ports.logger.has('info', 'Booking reserve-appointment: cardDeclined')).toBe(true);
    expect(ports.logger.messages('warn')).not.toContain(
      'Booking reserve-appointment: cardDeclined',
    );
    expect(services.get(TOKENS.bookingJourney).getSnapshot().progress.selectedSlot?.start).toBe(
      '2026-01-05T14:30:00.000Z',
    );
    await payWith(user, ports, TEST_CARDS.success);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
    // One pending charge for the hold, reused by the retry.
    expect(ports.http.requestsTo('POST', '/packages/payments/*/create-pending')).toHaveLength(1);
  });

  it('Pay waits for a complete card in the provider’s field; a failed bank check keeps the time and the charge', async () => {
    const { user, ports } = renderBooking({ setup: answerBookingPlatform });
    await toReserve(user);
    const pay = screen.getByRole('button', { name: /^Pay / });
    expect(pay).toBeDisabled();
    await typeIntoCardField(ports, '4242');
    expect(pay).toBeDisabled();
    expect(ports.payment.attempts).toHaveLength(0);

    ports.payment.setChallengeOutcome('fail');
    await payWith(user, ports, TEST_CARDS.requiresAuthentication);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your bank could not confirm it was you: .* Your time is still held\./,
    );
    ports.payment.setChallengeOutcome('complete');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
    expect(ports.http.requestsTo('POST', '/packages/payments/*/create-pending')).toHaveLength(1);
  });

  it('while card payments cannot load, says so and keeps the held time; Try again brings the field', async () => {
    const { user, ports, services } = renderBooking({
      setup: (container, fakes) => {
        answerBookingPlatform(container, fakes);
        fakes.payment.setUnavailable('Card payments are unavailable right now.');
      },
    });
    await toReserve(user);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Card payments cannot load right now');
    expect(screen.getByText('We are holding this time for you.')).toBeVisible();
    ports.payment.setUnavailable(null);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await payWith(user, ports, TEST_CARDS.success);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
    expect(services.get(TOKENS.bookingJourney).getSnapshot().step).toBe('scan-confirm');
  });
});

describe('ScanConfirmationScreen and reloads', { timeout: 20_000 }, () => {
  it('confirms with the code, the center time, calendar links and next steps', async () => {
    const { user, ports } = renderBooking({ setup: answerBookingPlatform });
    await toReserve(user);
    await payWith(user, ports, TEST_CARDS.success);
    await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' });
    expect(screen.getByText('SW-1001')).toBeVisible();
    expect(screen.getByText(/Mon, Jan 5, 9:30 AM \(Eastern Standard Time\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Change or cancel this appointment' })).toHaveAttribute(
      'href',
      '/schedule-actions/enc_new/apt_1/SW-1001',
    );
    const google = screen.getByRole('link', { name: /Google Calendar/ });
    expect(google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    const ics = screen.getByRole('link', { name: 'Download calendar file (.ics)' });
    expect(ics).toHaveAttribute('download', expect.stringMatching(/\.ics$/));
    expect(decodeURIComponent(ics.getAttribute('href') ?? '')).toContain('BEGIN:VCALENDAR');
    expect(
      screen.getByRole('link', { name: 'Complete your medical questionnaire' }),
    ).toHaveAttribute('href', expect.stringContaining('/medical-questionnaire?extraData='));
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toHaveTextContent(
      'Step 4 of 4',
    );
  });

  it('a reload in the middle resumes on the same step with the same choices', async () => {
    const first = renderBooking({ setup: answerBookingPlatform });
    await toSchedule(first.user);
    await first.user.click(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    await first.user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    first.unmount();
    // A new app over the same session storage, opened on the step's URL.
    const { ports } = first;
    const requestsBefore = ports.http.requests.length;
    renderBooking({ route: '/book-scan/schedule-scan', ports, setup: answerBookingPlatform });
    expect(await screen.findByRole('radio', { name: '9:30 AM' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeChecked();
    expect(ports.http.requests.length).toBe(requestsBefore);
  });

  it('"Leave booking" ends the booking: starting again shows no earlier plan, center or time', async () => {
    const first = renderBooking({ setup: answerBookingPlatform });
    await toReserve(first.user);
    await first.user.click(screen.getByRole('link', { name: 'Leave booking' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    first.unmount();
    // Back at select-plan (a new page over the same session storage): a new booking.
    const again = renderBooking({ ports: first.ports, setup: answerBookingPlatform });
    await again.user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).not.toHaveTextContent('Scanwise Fifth Avenue');
    expect(summary).not.toHaveTextContent('9:30 AM');
    expect(again.services.get(TOKENS.bookingJourney).getSnapshot().booking.center).toBeNull();
  });

  it('an earlier step in the URL (the back button) takes the journey back; a later one follows the journey', async () => {
    const first = renderBooking({ setup: answerBookingPlatform });
    await toSchedule(first.user);
    first.unmount();
    renderBooking({
      route: '/book-scan/reserve-appointment',
      ports: first.ports,
      setup: answerBookingPlatform,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a center and time' }),
    ).toBeVisible();
  });
});

describe('BookingErrorScreen', { timeout: 20_000 }, () => {
  it('an unknown offer: what went wrong and the way home', async () => {
    const { user } = renderBooking({
      route: '/invite/select-plan?code=NOPE',
      setup: (services, ports) => {
        answerBookingPlatform(services, ports);
        answerCall(ports, 'offerGet', { status: 404, body: { code: 'not_found', message: 'x' } });
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not continue your booking' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not find this offer. Check the link or the code.',
    );
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
