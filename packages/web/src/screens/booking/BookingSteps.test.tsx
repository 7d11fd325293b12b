import { CARD_FIELD_READY_WITHIN_MS } from '@scanwise/core';
import { TEST_CARDS } from '@scanwise/core/testing';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import type { PlatformPorts } from '../../test/platform/platformPorts';
import {
  allOf,
  countCalls,
  failing,
  restored,
  signedIn,
  type PlatformScene,
} from '../../test/platform/platformScene';
import { typeIntoCardField } from '../cardPayment/cardFieldTesting';
import { CATALOGUE, fifthAvenueFullyBooked, UK_MEMBER } from './bookingScenes';
import { renderBooking } from './renderBooking';

// The scene starts on Thursday 1 January 2026, 09:00 UTC: the platform offers times from a day
// later, so Friday 2 January is the first free day at the New York centers (08:00-18:00 local).

/** Requests for the plans, add-ons, discounts, centers and free times from now on. */
const countBookingCalls = (scene: PlatformScene): (() => number) => {
  const counters = (
    ['planList', 'addOnList', 'discountList', 'centerList', 'availabilityList'] as const
  ).map((name) => countCalls(scene, name));
  return () => counters.reduce((sum, count) => sum + count(), 0);
};

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
async function payWith(user: UserEvent, ports: PlatformPorts, number: string): Promise<void> {
  await typeIntoCardField(ports, number);
  await user.click(screen.getByRole('button', { name: /^Pay / }));
}

describe('ScheduleScanScreen', { timeout: 20_000 }, () => {
  it('lists the centers of the member country with the booking provider, then free days and times in the center zone', async () => {
    const { user, services } = await renderBooking();
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
    expect(within(days).getByRole('radio', { name: 'Fri, Jan 2' })).toBeChecked();
    expect(within(days).getByRole('radio', { name: 'Sun, Jan 4, no free times' })).toBeDisabled();
    const times = screen.getByRole('radiogroup', { name: 'Time: Fri, Jan 2' });
    const labels = within(times)
      .getAllByRole('radio')
      .map((radio) => radio.closest('label')?.textContent);
    // Every half hour from 8:00 AM; the last hour-long scan starts at 5:00 PM.
    expect(labels.slice(0, 2)).toEqual(['8:00 AM', '8:30 AM']);
    expect(labels.at(-1)).toBe('5:00 PM');
    expect(
      screen.getByText('Times are local to the center (Eastern Standard Time).'),
    ).toBeVisible();
    await user.click(within(days).getByRole('radio', { name: 'Mon, Jan 5' }));
    await user.click(screen.getByRole('radio', { name: '3:00 PM' }));
    expect(services.get(TOKENS.bookingJourney).getSnapshot().progress.selectedSlot?.start).toBe(
      '2026-01-05T20:00:00Z',
    );
  });

  it('asks for a time before continuing', async () => {
    const { user } = await renderBooking();
    await toSchedule(user);
    await user.click(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    await screen.findByRole('radiogroup', { name: 'Day' });
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Choose a day and a time to continue.',
    );
  });

  it('shows the centers failure with a retry', async () => {
    const { user, scene } = await renderBooking({
      scene: allOf(failing('centerList', { status: 503 }), signedIn()),
    });
    await toSchedule(user);
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the centers' }),
    ).toBeVisible();
    expect(scene.ports.logger.has('warn', 'Booking schedule-scan: loadFailed')).toBe(true);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeVisible();
  });

  it('says so when a center has no free times in the two weeks', async () => {
    const { user } = await renderBooking({ seed: fifthAvenueFullyBooked });
    await toSchedule(user);
    await user.click(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    expect(
      await screen.findByRole('heading', { name: 'No free times in these two weeks' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Later dates' })).toBeEnabled();
  });

  it('books a phone-only center by request: preferred times, the center calls back', async () => {
    const { user, services } = await renderBooking();
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
    expect(booking.center?.id).toBe(CATALOGUE.lindenhurst);
    expect(screen.getByRole('region', { name: 'Your booking' })).toHaveTextContent(
      'The center will call you to arrange a time',
    );
  });

  it('en-GB: UK centres with the region, British dates and 24-hour times', async () => {
    const { user } = await renderBooking({ locale: 'en-gb', scene: signedIn(UK_MEMBER) });
    await toSchedule(user);
    const centre = screen.getByRole('radio', { name: /Scanwise Harley Street/ });
    expect(centre.closest('label')).toHaveTextContent('London');
    // Its address as a UK address is written: the postcode after the town, no region code.
    expect(centre.closest('label')).toHaveTextContent('10 Harley Street, London W1G 9PF');
    expect(centre.closest('label')).not.toHaveTextContent('LDN');
    await user.click(centre);
    const days = await screen.findByRole('radiogroup', { name: 'Day' });
    expect(within(days).getByRole('radio', { name: 'Fri 2 Jan' })).toBeChecked();
    // A day after the scene's start, 09:00 in London.
    expect(screen.getByRole('radio', { name: '09:00' })).toBeVisible();
    expect(screen.getByRole('radio', { name: '14:30' })).toBeVisible();
    expect(screen.getByText('Times are local to the centre (Greenwich Mean Time).')).toBeVisible();
  });
});

describe('ReserveAppointmentScreen', { timeout: 20_000 }, () => {
  it('shows the held time and the final price; a declined card says why, keeps the time, and a good card books', async () => {
    let pendingCharges = (): number => 0;
    const { user, services, ports } = await renderBooking({
      scene: allOf(signedIn(), (scene) => {
        pendingCharges = countCalls(scene, 'createPendingCharge');
      }),
    });
    await toReserve(user);
    expect(screen.getByText('We are holding this time for you.')).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Total to pay$2,245.50');
    expect(summary).toHaveTextContent('Fri, Jan 2, 9:30 AM');
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
      '2026-01-02T14:30:00Z',
    );
    await payWith(user, ports, TEST_CARDS.success);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
    // One pending charge for the hold, reused by the retry.
    expect(pendingCharges()).toBe(1);
  });

  it('Pay waits for a complete card in the provider’s field; a failed bank check keeps the time and the charge', async () => {
    let pendingCharges = (): number => 0;
    const { user, ports } = await renderBooking({
      scene: allOf(signedIn(), (scene) => {
        pendingCharges = countCalls(scene, 'createPendingCharge');
      }),
    });
    await toReserve(user);
    const pay = screen.getByRole('button', { name: /^Pay / });
    expect(pay).toBeDisabled();
    await typeIntoCardField(ports, '4242');
    expect(pay).toBeDisabled();
    expect(ports.payment.attempts).toHaveLength(0);

    ports.payment.setChallengeOutcome('fail');
    await payWith(user, ports, TEST_CARDS.requiresAuthentication);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your bank could not confirm it was you: [^.]*, so nothing was charged\. Your time is still held\. Pay again to repeat the check, or use another card\.$/,
    );
    ports.payment.setChallengeOutcome('complete');
    await user.click(screen.getByRole('button', { name: /^Pay / }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
    expect(pendingCharges()).toBe(1);
  });

  it('while card payments cannot load, says so and keeps the held time; Try again brings the field', async () => {
    const { user, ports, services } = await renderBooking({
      scene: allOf(signedIn(), (scene) => {
        scene.ports.payment.setUnavailable('Card payments are unavailable right now.');
      }),
    });
    await toReserve(user);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Card payments cannot load right now');
    expect(screen.getByText('We are holding this time for you.')).toBeVisible();
    ports.payment.setUnavailable(null);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    // The notice and its button go: the field that came back takes the focus.
    await waitFor(() => expect(ports.payment.lastField?.focusCalls).toBe(1));
    await payWith(user, ports, TEST_CARDS.success);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
    expect(services.get(TOKENS.bookingJourney).getSnapshot().step).toBe('scan-confirm');
  });
  it('says so when the card field’s frame does not load in time; Try again brings a field that pays', async () => {
    const { user, ports } = await renderBooking({
      scene: allOf(signedIn(), (scene) => scene.ports.payment.holdFramesLoading()),
    });
    await toReserve(user);
    expect(screen.getByText('Loading the secure card form…')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => ports.clock.advance(CARD_FIELD_READY_WITHIN_MS));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Card payments cannot load right now');
    expect(screen.getByText('We are holding this time for you.')).toBeVisible();
    const stuck = ports.payment.lastField!;
    ports.payment.holdFramesLoading(false);
    await user.click(within(problem).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(ports.payment.lastField?.focusCalls).toBe(1));
    expect(stuck.destroyed).toBe(true);
    await payWith(user, ports, TEST_CARDS.success);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' }),
    ).toBeVisible();
  });
});

describe('ScanConfirmationScreen and reloads', { timeout: 20_000 }, () => {
  it('confirms with the code, the center time, calendar links and next steps', async () => {
    const { user, scene, ports } = await renderBooking();
    await toReserve(user);
    await payWith(user, ports, TEST_CARDS.success);
    await screen.findByRole('heading', { level: 1, name: 'Your scan is booked' });
    // The scan the platform booked: its appointment and code.
    const booked = scene.platform
      .listEncounters(DEMO_MEMBER.id)
      .find((encounter) => encounter.appointment?.start === '2026-01-02T14:30:00Z')!;
    expect(booked.package?.id).toBe(CATALOGUE.fullBody);
    const appointment = booked.appointment!;
    expect(screen.getByText(appointment.bookingCode!)).toBeVisible();
    // A record: the date with its year, the center's phone as written in its country, directions.
    expect(screen.getByText(/Fri, Jan 2, 2026, 9:30 AM \(Eastern Standard Time\)/)).toBeVisible();
    expect(screen.getByRole('link', { name: '(212) 555-0100' })).toHaveAttribute(
      'href',
      'tel:+12125550100',
    );
    const directions = screen.getByRole('link', { name: /^Get directions/ });
    expect(directions).toHaveAttribute(
      'href',
      `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent('Scanwise Fifth Avenue, 350 Fifth Avenue, New York, NY 10118')}`,
    );
    expect(directions).toHaveAttribute('target', '_blank');
    // How to prepare for a body scan.
    const prepare = screen.getByRole('region', { name: 'How to prepare' });
    expect(prepare).toHaveTextContent('Do not eat for 4 hours before your scan; water is fine.');
    expect(prepare).toHaveTextContent('Arrive 15 minutes early with a photo ID.');
    expect(screen.getByRole('link', { name: 'Change or cancel this appointment' })).toHaveAttribute(
      'href',
      `/schedule-actions/${booked.id}/${appointment.id}/${appointment.bookingCode!}`,
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
    // Paid and booked: the way out of the top bar no longer speaks of leaving a booking.
    expect(screen.queryByRole('link', { name: 'Leave booking' })).toBeNull();
    const [topBarWay] = screen.getAllByRole('link', { name: 'Go to home' });
    expect(topBarWay?.closest('header')).not.toBeNull();
    expect(topBarWay).toHaveAttribute('href', '/');
  });

  it('a reload in the middle resumes on the same step with the same choices', async () => {
    const first = await renderBooking();
    await toSchedule(first.user);
    await first.user.click(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ }));
    await first.user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    first.unmount();
    // A new app over the same device (session storage, the identity's session), on the step's URL.
    const bookingCalls = countBookingCalls(first.scene);
    await renderBooking({
      route: '/book-scan/schedule-scan',
      reopen: first.scene,
      scene: restored,
    });
    expect(await screen.findByRole('radio', { name: '9:30 AM' })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Scanwise Fifth Avenue/ })).toBeChecked();
    expect(bookingCalls()).toBe(0);
  });

  it('"Leave booking" ends the booking: starting again shows no earlier plan, center or time', async () => {
    const first = await renderBooking();
    await toReserve(first.user);
    await first.user.click(screen.getByRole('link', { name: 'Leave booking' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    first.unmount();
    // Back at select-plan (a new page over the same session storage): a new booking.
    const again = await renderBooking({ reopen: first.scene, scene: restored });
    await again.user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).not.toHaveTextContent('Scanwise Fifth Avenue');
    expect(summary).not.toHaveTextContent('9:30 AM');
    expect(again.services.get(TOKENS.bookingJourney).getSnapshot().booking.center).toBeNull();
  });

  it('an earlier step in the URL (the back button) takes the journey back; a later one follows the journey', async () => {
    const first = await renderBooking();
    await toSchedule(first.user);
    first.unmount();
    await renderBooking({
      route: '/book-scan/reserve-appointment',
      reopen: first.scene,
      scene: restored,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a center and time' }),
    ).toBeVisible();
  });
});

describe('BookingErrorScreen', { timeout: 20_000 }, () => {
  it('an unknown offer: what went wrong and the way home', async () => {
    const { user } = await renderBooking({ route: '/invite/select-plan?code=NOPE' });
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
