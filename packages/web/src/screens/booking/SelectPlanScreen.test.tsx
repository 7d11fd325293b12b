import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import type { Discount } from '@scanwise/core';
import { answerBookingPlatform, BOOKING_MEMBER, HEART_PLAN, SPRING10 } from './bookingFixtures';
import { renderBooking } from './renderBooking';

describe('SelectPlanScreen', { timeout: 20_000 }, () => {
  it('starts the book-scan journey and shows plans with prices in US dollars', async () => {
    const { services, ports } = renderBooking({ setup: answerBookingPlatform });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your scan' })).toBeVisible();
    const plan = await screen.findByRole('radio', { name: /Full Body Scan/ });
    expect(plan.closest('label')).toHaveTextContent('$2,499.00');
    expect(screen.getByRole('radio', { name: /Heart CT/ }).closest('label')).toHaveTextContent(
      '$199.00',
    );
    const state = services.get(TOKENS.bookingJourney).getSnapshot();
    expect(state.step).toBe('select-plan');
    expect(state.booking.validEntry).toBe(true);
    expect(state.booking.dob).toBe('1980-04-12');
    expect(ports.http.requestsTo('GET', '/packages/plans')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toHaveTextContent(
      'Step 1 of 4',
    );
  });

  it('shows the loading state while the plans load', async () => {
    renderBooking({
      setup: (services, ports) => {
        answerBookingPlatform(services, ports);
        answerCall(ports, 'planList', 'loading');
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Getting your booking ready|Loading scans/,
    );
  });

  it('shows the failure with a retry, logs it, and loads on retry', async () => {
    const { ports, user } = renderBooking({
      setup: (services, ports) => {
        answerBookingPlatform(services, ports);
        answerCall(ports, 'planList', { status: 500, body: { code: 'boom', message: 'x' } });
      },
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the scans' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(ports.logger.has('warn', 'Booking select-plan: loadFailed')).toBe(true);
    answerCall(ports, 'planList', { body: [HEART_PLAN] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Heart CT/ })).toBeVisible();
  });

  it('says so when no scan is on offer', async () => {
    renderBooking({
      setup: (services, ports) => answerBookingPlatform(services, ports, { plans: [] }),
    });
    expect(
      await screen.findByRole('heading', { name: 'No scans to book right now' }),
    ).toBeVisible();
  });

  it('adds the heart add-on to the price and asks the heart questions; a stent is a rejection the member understands', async () => {
    const { user, services } = renderBooking({ setup: answerBookingPlatform });
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Total$2,499.00');
    await user.click(screen.getByRole('checkbox', { name: /Heart CT \(calcium score\)/ }));
    expect(summary).toHaveTextContent('Total$2,898.00');
    const stent = screen.getByRole('radiogroup', { name: 'Do you have a coronary stent?' });
    await user.click(within(stent).getByRole('radio', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A heart calcium scan is not right for you');
    expect(alert).toHaveTextContent('A stent makes the calcium score unreliable');
    expect(services.get(TOKENS.bookingJourney).getSnapshot().booking.cacAnswers.isRejected).toBe(
      true,
    );
    await user.click(
      within(alert).getByRole('button', { name: 'Remove Heart CT (calcium score)' }),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(summary).toHaveTextContent('Total$2,499.00');
  });

  it('asks for every heart answer before continuing, and focuses the reason', async () => {
    const { user } = renderBooking({ setup: answerBookingPlatform });
    await user.click(await screen.findByRole('radio', { name: /Heart CT/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to center and time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Answer all the heart scan questions to continue.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('applies a promo code to the total and words a refusal', async () => {
    const { user, ports } = renderBooking({ setup: answerBookingPlatform });
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    answerCall(ports, 'discountLookup', { status: 404, body: { code: 'not_found', message: 'x' } });
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('We do not recognize this code. Check it and try again.'),
    ).toHaveAttribute('role', 'alert');
    answerBookingPlatform(null as never, ports);
    await user.clear(screen.getByRole('textbox', { name: 'Promo code' }));
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'SPRING10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Code SPRING10 applied: 10% off/)).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Discount (SPRING10)−$249.90');
    expect(summary).toHaveTextContent('Total$2,249.10');
  });

  it('says which saving applies and why when a code saves less than a discount the member holds', async () => {
    const welcome50: Discount = {
      ...SPRING10,
      id: 'dsc_welcome50',
      code: 'WELCOME50',
      kind: 'AMOUNT',
      percentOff: null,
      amountOff: 5_000,
    };
    const { user, ports } = renderBooking({
      setup: (services, p) => {
        answerBookingPlatform(services, p);
        answerCall(p, 'discountList', { body: [SPRING10] });
      },
    });
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    answerCall(ports, 'discountLookup', { body: welcome50 });
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        /^Code WELCOME50 would save \$50\.00, but SPRING10 saves you more \(\$249\.90\), so SPRING10 applies\. Savings do not combine: you get the largest one\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Code WELCOME50 applied/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Discount (SPRING10)−$249.90');
    expect(summary).toHaveTextContent('Your largest saving applies; savings do not combine.');
  });

  it('says an expired code has expired', async () => {
    const { user, ports } = renderBooking({ setup: answerBookingPlatform });
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    answerCall(ports, 'discountLookup', {
      body: { ...SPRING10, code: 'EXPIRED5', expires: '2025-12-31T00:00:00Z' },
    });
    await user.type(screen.getByRole('textbox', { name: 'Promo code' }), 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/recogni[sz]e/)).toBeNull();
  });

  it('asks for sex when the plan needs it and refuses an ineligible member with the reason', async () => {
    const { user } = renderBooking({
      setup: (services, ports) =>
        answerBookingPlatform(services, ports, {
          member: { ...BOOKING_MEMBER, sex: 'MALE' },
        }),
    });
    await user.click(await screen.findByRole('radio', { name: /Mammography/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This scan is offered for another sex only.',
    );
  });

  it('continues to schedule-scan with a bookable plan', async () => {
    const { user } = renderBooking({ setup: answerBookingPlatform });
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to center and time' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a center and time' }),
    ).toBeVisible();
  });

  it('refuses an invite link without its code, with the way home', async () => {
    const { user } = renderBooking({ route: '/invite/select-plan', setup: answerBookingPlatform });
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking link is incomplete.');
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('applies a sponsored offer from the link: the partner and the discount', async () => {
    renderBooking({
      route: '/sponsored/select-plan?code=ACME2026&partner=acme',
      setup: answerBookingPlatform,
    });
    expect(await screen.findByText('Offer from Acme Corp: 100% off')).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Heart CT/ })).toBeNull();
  });
});
