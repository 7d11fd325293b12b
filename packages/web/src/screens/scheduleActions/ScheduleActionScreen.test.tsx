import { scheduleActionDraftKey } from '@scanwise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { renderScreenAt } from '../../test/renderScreenAt';
import { renderWithProviders } from '../../test/renderWithProviders';
import type { PrepareFakes } from '../../test/renderWithProviders';
import { ScheduleActionScreen } from './ScheduleActionScreen';
import {
  BOOKING_CODE,
  MORE_TIMES_ROUTE,
  REQUESTED_APPOINTMENT,
  SCHEDULED_APPOINTMENT,
  SCHEDULED_APPOINTMENT_ID,
  SCHEDULE_ACTION_PATTERN,
  SCHEDULE_ACTION_ROUTE,
  SERVER_ERROR,
  SLOT_TAKEN,
  answerSchedulePlatform,
  storeScheduleDraft,
} from './scheduleActionFixtures';

function renderScheduleAction(
  setup: PrepareFakes = (_s, ports) => answerSchedulePlatform(ports),
  route = SCHEDULE_ACTION_ROUTE,
  locale: 'en-us' | 'en-gb' = 'en-us',
) {
  return renderScreenAt(<ScheduleActionScreen />, {
    path: SCHEDULE_ACTION_PATTERN,
    route,
    setup,
    locale,
    probeOtherPaths: true,
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const bodyOf = (request: { body?: unknown } | undefined): unknown =>
  typeof request?.body === 'string' ? JSON.parse(request.body) : request?.body;

describe('ScheduleActionScreen', { timeout: 20_000 }, () => {
  it('shows a polite loading status while the appointment opens', async () => {
    renderScheduleAction((_s, ports) => answerCall(ports, 'encounterGet', 'loading'));
    expect(await heading('Your appointment')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting your appointment…');
  });

  it('shows the appointment: center, local time in the center zone and the booking code', async () => {
    renderScheduleAction();
    const h1 = await heading('Your appointment');
    await waitFor(() => expect(h1).toHaveFocus());
    const booking = await screen.findByRole('heading', { level: 2, name: 'Your booking' });
    const card = booking.closest('section') ?? document.body;
    expect(within(card).getByText('Scanwise Fifth Avenue')).toBeVisible();
    // 15:00 UTC is 10:00 AM in New York, shown in the center's zone.
    expect(within(card).getByText(/Jan \d+ at 10:00 AM/)).toBeVisible();
    expect(within(card).getByText(/Eastern Standard Time/)).toBeVisible();
    expect(within(card).getByText(BOOKING_CODE)).toBeVisible();
    expect(within(card).getByText('Confirmed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a new time' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
  });

  it('says what failed, logs it and tries again', async () => {
    const { ports, user } = renderScheduleAction((_s, p) =>
      answerCall(p, 'encounterGet', SERVER_ERROR),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open your appointment');
    expect(
      ports.logger.entries.some((entry) => entry.message === 'Schedule action: load failed'),
    ).toBe(true);
    answerSchedulePlatform(ports);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your booking' })).toBeVisible();
  });

  it('explains an appointment that can no longer be changed here', async () => {
    renderScheduleAction(undefined, '/schedule-actions/enc_sched/apt_other');
    expect(
      await screen.findByRole('heading', { name: 'This appointment cannot be changed here' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your scans' })).toHaveAttribute('href', '/scans');
  });

  it('says a cancelled appointment cannot be changed, offering neither a new time nor a cancellation', async () => {
    renderScheduleAction((_s, ports) =>
      answerSchedulePlatform(ports, {
        appointment: { ...SCHEDULED_APPOINTMENT, status: 'CANCELLED' },
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'This appointment cannot be changed here' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('opened again after the appointment-actions entry was cleared, checks the appointment again: a cancelled one offers nothing to change', async () => {
    const { user, ports, services } = renderWithProviders(
      <Routes>
        <Route path={SCHEDULE_ACTION_PATTERN} element={<ScheduleActionScreen />} />
        <Route path="*" element={<Link to={SCHEDULE_ACTION_ROUTE}>Open the appointment</Link>} />
      </Routes>,
      { route: SCHEDULE_ACTION_ROUTE, setup: (_s, p) => answerSchedulePlatform(p) },
    );
    expect(await screen.findByRole('button', { name: 'Choose a new time' })).toBeEnabled();
    expect(services.get(TOKENS.booking).getSnapshot().validEntryAppointmentActions).toBe(true);
    await user.click(screen.getByRole('link', { name: /Back to/ }));
    // Meanwhile another link's appointment could not change (the entry is cleared), and the care
    // team cancelled this one.
    services.get(TOKENS.booking).update({ validEntryAppointmentActions: false });
    answerSchedulePlatform(ports, {
      appointment: { ...SCHEDULED_APPOINTMENT, status: 'CANCELLED' },
    });
    await user.click(await screen.findByRole('link', { name: 'Open the appointment' }));
    expect(
      await screen.findByRole('heading', { name: 'This appointment cannot be changed here' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose a new time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('reschedules to a new time picked on the center calendar, with the booking code', async () => {
    const { user, ports, services } = renderScheduleAction();
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    expect(await heading('Choose a new time')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    expect(screen.getByText(/New time: .*9:30 AM/)).toBeVisible();
    // The pick survives a reload (session storage).
    expect(
      services
        .get(TOKENS.storage)
        .session.getItem(scheduleActionDraftKey(SCHEDULED_APPOINTMENT_ID)),
    ).toContain('2026-01-05T14:30:00.000Z');
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await heading('Your appointment is moved')).toBeVisible();
    expect(screen.getByText(/See you on .*9:30 AM at Scanwise Fifth Avenue/)).toBeVisible();
    const [request] = ports.http.requestsTo('POST', '/packages/appointments/*/reschedule');
    expect(bodyOf(request)).toMatchObject({
      start: '2026-01-05T14:30:00.000Z',
      bookingCode: BOOKING_CODE,
    });
    expect(screen.getByRole('link', { name: 'See your scans' })).toHaveAttribute('href', '/scans');
  });

  it('asks for a time before confirming, and keeps the member on the calendar when it was taken', async () => {
    const { user, ports } = renderScheduleAction((services, p) => {
      answerSchedulePlatform(p);
      storeScheduleDraft(services, { view: 'reschedule' });
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pick a time first.');
    await waitFor(() => expect(alert).toHaveFocus());

    answerCall(ports, 'appointmentReschedule', SLOT_TAKEN);
    await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time was just taken. Please pick another one.',
    );
    expect(await heading('Choose a new time')).toBeVisible();
  });

  it('cancels after a confirmation that says what happens to the payment', async () => {
    const { user, ports } = renderScheduleAction();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('Your scan stays paid for');
    expect(dialog).toHaveTextContent('refund');
    // "Keep this time" closes without cancelling.
    await user.click(within(dialog).getByRole('button', { name: 'Keep this time' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(ports.http.requestsTo('POST', '/packages/appointments/*/cancel')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const again = await screen.findByRole('alertdialog');
    await user.type(within(again).getByLabelText('Reason (optional)'), 'Travelling');
    await user.click(within(again).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await heading('Your appointment is canceled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/messages',
    );
    const [request] = ports.http.requestsTo('POST', '/packages/appointments/*/cancel');
    expect(bodyOf(request)).toMatchObject({ reason: 'Travelling', bookingCode: BOOKING_CODE });
  });

  it('shows a failed cancellation on the page and keeps the reason typed', async () => {
    const { user, ports } = renderScheduleAction((_s, p) => {
      answerSchedulePlatform(p);
      answerCall(p, 'appointmentCancel', SERVER_ERROR);
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Ill');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not save this.');
    expect(ports.logger.entries.some((e) => e.message === 'Schedule action: cancel failed')).toBe(
      true,
    );
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByLabelText('Reason (optional)'),
    ).toHaveValue('Ill');
  });

  it('opens the calendar at once when the link asks for more times (phone-only centre, en-GB)', async () => {
    const { user, ports } = renderScheduleAction(
      (_s, p) => answerSchedulePlatform(p, { appointment: REQUESTED_APPOINTMENT }),
      MORE_TIMES_ROUTE,
      'en-gb',
    );
    expect(await heading('Pick another time')).toBeVisible();
    expect(screen.getByText(/The centre could not hold the time you asked for/)).toBeVisible();
    expect(screen.getByText('You can also call the centre on +16315550100.')).toBeVisible();
    expect(screen.getByText('Waiting for the centre')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: 'Send this time' }));
    expect(await heading('Your time is sent to the centre')).toBeVisible();
    const [request] = ports.http.requestsTo('POST', '/packages/appointments/*/reschedule');
    // No booking code: the "-" of the link is not sent.
    expect(bodyOf(request)).toMatchObject({ start: '2026-01-07T14:00:00.000Z', bookingCode: null });
  });
});
