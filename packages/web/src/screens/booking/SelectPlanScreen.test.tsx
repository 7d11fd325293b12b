import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { allOf, countCalls, failing, holding, signedIn } from '../../test/platform/platformScene';
import { demoIsMale, noPlansOnOffer } from './bookingScenes';
import { renderBooking } from './renderBooking';

describe('SelectPlanScreen', { timeout: 20_000 }, () => {
  it('starts the book-scan journey and shows plans with prices in US dollars', async () => {
    let plansAsked = (): number => 0;
    const { services } = await renderBooking({
      scene: allOf(signedIn(), (scene) => {
        plansAsked = countCalls(scene, 'planList');
      }),
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your scan' })).toBeVisible();
    const plan = await screen.findByRole('radio', { name: /Full Body Scan/ });
    expect(plan.closest('label')).toHaveTextContent('$2,495.00');
    expect(
      screen.getByRole('radio', { name: /Heart CT \(calcium score\)/ }).closest('label'),
    ).toHaveTextContent('$199.00');
    const state = services.get(TOKENS.bookingJourney).getSnapshot();
    expect(state.step).toBe('select-plan');
    expect(state.booking.validEntry).toBe(true);
    expect(state.booking.dob).toBe('1980-04-12');
    expect(plansAsked()).toBe(1);
    expect(screen.getByRole('navigation', { name: 'Booking steps' })).toHaveTextContent(
      'Step 1 of 4',
    );
  });

  // Its view loads when it is shown (from the booking-error screen's chunk), the loading state
  // meanwhile: the way home works as on the booking-error screen.
  it('an invite link without its code is refused before the journey begins, with the way home', async () => {
    await renderBooking({ route: '/invite/select-plan' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'We could not continue your booking',
      }),
    ).toBeVisible();
    expect(
      screen.getByText('This booking link is incomplete. Please use the link you were sent again.'),
    ).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });

  const lastPaintEnds = (): Element[] => [...document.querySelectorAll('[data-last-paint="end"]')];

  it('ends its top (its last paint, docs/adr/0137) at the title while the plans load', async () => {
    await renderBooking({ scene: allOf(holding('planList'), signedIn()) });
    await screen.findByRole('status');
    expect(lastPaintEnds()).toEqual([
      screen.getByRole('heading', { level: 1, name: 'Choose your scan' }),
    ]);
  });

  it('ends its top at the plans once they show, before the currency note and the rest of the form', async () => {
    await renderBooking({ scene: signedIn() });
    const plan = await screen.findByRole('radio', { name: /Heart CT/ });
    const [end, ...more] = lastPaintEnds();
    expect(more).toEqual([]);
    expect(end).toContainElement(plan);
    expect(end).not.toContainElement(
      screen.getByRole('button', { name: 'Continue to center and time' }),
    );
  });

  it('shows the loading state while the plans load', async () => {
    await renderBooking({ scene: allOf(holding('planList'), signedIn()) });
    expect(await screen.findByRole('status')).toHaveTextContent(
      /Getting your booking ready|Loading scans/,
    );
  });

  it('shows the failure with a retry, logs it, and loads on retry', async () => {
    const { scene, user } = await renderBooking({
      scene: allOf(failing('planList'), signedIn()),
    });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load the scans' }),
    ).toBeVisible();
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(scene.ports.logger.has('warn', 'Booking select-plan: loadFailed')).toBe(true);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('radio', { name: /Heart CT/ })).toBeVisible();
  });

  it('says so when no scan is on offer', async () => {
    await renderBooking({ seed: noPlansOnOffer });
    expect(
      await screen.findByRole('heading', { name: 'No scans to book right now' }),
    ).toBeVisible();
  });

  it('adds the heart add-on to the price and asks the heart questions; a stent is a rejection the member understands', async () => {
    const { user, services } = await renderBooking();
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    const summary = screen.getByRole('region', { name: 'Your booking' });
    // The platform's public code for body scans applies by itself: 10% off.
    expect(summary).toHaveTextContent('Discount (SPRING10)−$249.50Total$2,245.50');
    await user.click(screen.getByRole('checkbox', { name: /Heart CT/ }));
    expect(summary).toHaveTextContent('Heart CT$149.00Discount (SPRING10)−$264.40Total$2,379.60');
    const stent = screen.getByRole('radiogroup', { name: 'Do you have a coronary stent?' });
    await user.click(within(stent).getByRole('radio', { name: 'Yes' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A heart calcium scan is not right for you');
    expect(alert).toHaveTextContent('A stent makes the calcium score unreliable');
    expect(services.get(TOKENS.bookingJourney).getSnapshot().booking.cacAnswers.isRejected).toBe(
      true,
    );
    await user.click(within(alert).getByRole('button', { name: /^Remove Heart CT/ }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(summary).toHaveTextContent('Total$2,245.50');
    // The button is gone with its notice: the member goes on from the add-on, now unticked.
    const heart = screen.getByRole('checkbox', { name: /Heart CT/ });
    expect(heart).not.toBeChecked();
    await waitFor(() => expect(heart).toHaveFocus());
  });

  it('asks for every heart answer before continuing, and focuses the reason', async () => {
    const { user } = await renderBooking();
    await user.click(await screen.findByRole('radio', { name: /Heart CT/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to center and time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Answer all the heart scan questions to continue.');
    await waitFor(() => expect(alert).toHaveFocus());
  });

  it('applies a promo code to the total and words a refusal', async () => {
    const { user } = await renderBooking();
    await user.click(await screen.findByRole('radio', { name: /Lung CT/ }));
    await user.type(screen.getByRole('textbox', { name: 'Enter your code' }), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText('We do not recognize this code. Check it and try again.'),
    ).toHaveAttribute('role', 'alert');
    await user.clear(screen.getByRole('textbox', { name: 'Enter your code' }));
    await user.type(screen.getByRole('textbox', { name: 'Enter your code' }), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/Code WELCOME50 applied: \$50\.00 off/)).toBeVisible();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    expect(summary).toHaveTextContent('Discount (WELCOME50)−$50.00');
    expect(summary).toHaveTextContent('Total$249.00');
  });

  it('says which saving applies and why when a code saves less than a discount the member holds', async () => {
    const { user } = await renderBooking();
    // The platform's public SPRING10 (10% off body scans) applies to the Full Body Scan by itself.
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    await user.type(screen.getByRole('textbox', { name: 'Enter your code' }), 'WELCOME50');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(
      await screen.findByText(
        /^Code WELCOME50 would save \$50\.00, but SPRING10 saves you more \(\$249\.50\), so SPRING10 applies\. Savings do not combine: you get the largest one\./,
      ),
    ).toBeVisible();
    expect(screen.queryByText(/Code WELCOME50 applied/)).toBeNull();
    const summary = screen.getByRole('region', { name: 'Your booking' });
    // The note is the saving's own line: under its name, beside its amount.
    const saving = within(summary).getByText(/^Discount \(SPRING10\)/, { selector: 'dt' });
    expect(saving).toHaveTextContent(
      'Discount (SPRING10)Your largest saving applies; savings do not combine.',
    );
    expect(saving.nextElementSibling).toHaveTextContent('−$249.50');
  });

  it('says an expired code has expired', async () => {
    const { user } = await renderBooking();
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    // The seed's EXPIRED5 ended the day before the scene starts.
    await user.type(screen.getByRole('textbox', { name: 'Enter your code' }), 'EXPIRED5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This code has expired.')).toHaveAttribute('role', 'alert');
    expect(screen.queryByText(/recogni[sz]e/)).toBeNull();
  });

  it('asks for sex when the plan needs it and refuses an ineligible member with the reason', async () => {
    const { user } = await renderBooking({ seed: demoIsMale });
    await user.click(await screen.findByRole('radio', { name: /Mammography/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This scan is offered for another sex only.',
    );
  });

  it('continues to schedule-scan with a bookable plan', async () => {
    const { user } = await renderBooking();
    await user.click(await screen.findByRole('radio', { name: /Full Body Scan/ }));
    await user.click(screen.getByRole('button', { name: 'Continue to center and time' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a center and time' }),
    ).toBeVisible();
  });

  it('refuses an invite link without its code, with the way home', async () => {
    const { user } = await renderBooking({ route: '/invite/select-plan' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This booking link is incomplete.');
    await user.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("applies a partner's invitation from the link: the partner and the discount", async () => {
    await renderBooking({ route: '/invite/select-plan?code=INVITE-NW' });
    expect(await screen.findByText('Offer from Northwind Health: 10% off')).toBeVisible();
  });

  it("offers a sponsored link's plans only", async () => {
    await renderBooking({ route: '/sponsored/select-plan?code=ACME2026&partner=acme' });
    expect(await screen.findByRole('radio', { name: /Full Body Scan/ })).toBeVisible();
    expect(screen.queryByRole('radio', { name: /Heart CT/ })).toBeNull();
  });
});
