import { scheduleActionDraftKey } from '@scanwise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { DEMO } from '../../test/platform/demoRecords';
import {
  allOf,
  failCall,
  failing,
  holding,
  signedIn,
  type PlatformScene,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { screenOnPlatform } from '../../test/screenOnPlatform';
import { BrowserHistory } from '../../test/BrowserHistory';
import type { SeedChange } from '../../test/platform/platformScene';
import { ScheduleActionScreen } from './ScheduleActionScreen';
import {
  MORE_TIMES_ROUTE,
  REQUESTED,
  SCHEDULED,
  SCHEDULE_ACTION_PATTERN,
  SCHEDULE_ACTION_ROUTE,
  mammographyCancelled,
  requestedAtPhoneCenter,
  withDraft,
} from './scheduleActionScenes';

function renderScheduleAction(
  scene: SceneSetup = signedIn(),
  route = SCHEDULE_ACTION_ROUTE,
  locale: 'en-us' | 'en-gb' = 'en-us',
  seed?: SeedChange,
) {
  return screenOnPlatform(<ScheduleActionScreen />, {
    path: SCHEDULE_ACTION_PATTERN,
    route,
    seed,
    scene,
    locale,
    probeOtherPaths: true,
  });
}

const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });

/** The screen opened from Scans, with the browser's Back and Forward beside it. */
const openedFromScansWithBrowserHistory = () =>
  screenOnPlatform(
    <>
      <ScheduleActionScreen />
      <BrowserHistory />
    </>,
    {
      path: SCHEDULE_ACTION_PATTERN,
      route: SCHEDULE_ACTION_ROUTE,
      cameFrom: '/scans',
      scene: signedIn(),
      probeOtherPaths: true,
    },
  );

const appointmentOf = (scene: PlatformScene, appointmentId: string) =>
  scene.platform.snapshot().appointments.find((appointment) => appointment.id === appointmentId);

// The scene starts on Thursday 1 January 2026: the center's first free day is Friday 2 January.

describe('ScheduleActionScreen', { timeout: 20_000 }, () => {
  it('shows a polite loading status while the appointment opens', async () => {
    await renderScheduleAction(allOf(holding('encounterGet'), signedIn()));
    expect(await heading('Your appointment')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Getting your appointment…');
  });

  it('shows the appointment: center, local time in the center zone and the booking code', async () => {
    await renderScheduleAction();
    const h1 = await heading('Your appointment');
    await waitFor(() => expect(h1).toHaveFocus());
    const booking = await screen.findByRole('heading', { level: 2, name: 'Your booking' });
    const card = booking.closest('section') ?? document.body;
    expect(within(card).getByText('Scanwise Fifth Avenue')).toBeVisible();
    // 15:00 UTC is 10:00 AM in New York, shown in the center's zone.
    expect(within(card).getByText(/Jan \d+ at 10:00 AM/)).toBeVisible();
    expect(within(card).getByText(/Eastern Standard Time/)).toBeVisible();
    expect(within(card).getByText(DEMO.mammographyBookingCode)).toBeVisible();
    expect(within(card).getByText('Confirmed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a new time' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
  });

  it('says what failed, logs it and tries again', async () => {
    const { scene, user } = await renderScheduleAction(allOf(failing('encounterGet'), signedIn()));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not open your appointment');
    // The reason of a load, not a sentence about saving.
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    expect(alert).not.toHaveTextContent(/save/i);
    expect(
      scene.ports.logger.entries.some((entry) => entry.message === 'Schedule action: load failed'),
    ).toBe(true);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Your booking' })).toBeVisible();
  });

  it('explains an appointment that can no longer be changed here', async () => {
    await renderScheduleAction(signedIn(), `/schedule-actions/${DEMO.mammography}/apt_other`);
    expect(
      await screen.findByRole('heading', { name: 'This appointment cannot be changed here' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'See your scans' })).toHaveAttribute('href', '/scans');
  });

  it('says a cancelled appointment cannot be changed, offering neither a new time nor a cancellation', async () => {
    await renderScheduleAction(allOf(mammographyCancelled, signedIn()));
    expect(
      await screen.findByRole('heading', { name: 'This appointment cannot be changed here' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('opened again after the appointment-actions entry was cleared, checks the appointment again: a cancelled one offers nothing to change', async () => {
    const { user, scene, services } = await renderOnPlatform(
      <Routes>
        <Route path={SCHEDULE_ACTION_PATTERN} element={<ScheduleActionScreen />} />
        <Route path="*" element={<Link to={SCHEDULE_ACTION_ROUTE}>Open the appointment</Link>} />
      </Routes>,
      { route: SCHEDULE_ACTION_ROUTE, scene: signedIn() },
    );
    expect(await screen.findByRole('button', { name: 'Choose a new time' })).toBeEnabled();
    expect(services.get(TOKENS.booking).getSnapshot().validEntryAppointmentActions).toBe(true);
    await user.click(screen.getByRole('link', { name: /Back to/ }));
    // Meanwhile another link's appointment could not change (the entry is cleared), and this one
    // was cancelled.
    services.get(TOKENS.booking).update({ validEntryAppointmentActions: false });
    await mammographyCancelled(scene);
    await user.click(await screen.findByRole('link', { name: 'Open the appointment' }));
    expect(
      await screen.findByRole('heading', { name: 'This appointment cannot be changed here' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Choose a new time' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel appointment' })).toBeNull();
  });

  it('reschedules to a new time picked on the center calendar, with the booking code', async () => {
    const { user, scene, services } = await renderScheduleAction();
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    expect(await heading('Choose a new time')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    expect(screen.getByText(/New time: .*9:30 AM/)).toBeVisible();
    // The pick survives a reload (session storage).
    expect(
      services.get(TOKENS.storage).session.getItem(scheduleActionDraftKey(SCHEDULED.appointmentId)),
    ).toContain('2026-01-02T14:30:00Z');
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await heading('Your appointment is moved')).toBeVisible();
    expect(screen.getByText(/See you on .*9:30 AM at Scanwise Fifth Avenue/)).toBeVisible();
    // Moved on the platform, with the link's booking code.
    expect(appointmentOf(scene, SCHEDULED.appointmentId)).toMatchObject({
      start: '2026-01-02T14:30:00Z',
      bookingCode: DEMO.mammographyBookingCode,
    });
    expect(screen.getByRole('link', { name: 'See your scans' })).toHaveAttribute('href', '/scans');
  });

  it('a moved appointment opened again from a link shows its new time and can change again; Back to the outcome shows it', async () => {
    const { user } = await renderOnPlatform(
      <>
        <Routes>
          <Route path={SCHEDULE_ACTION_PATTERN} element={<ScheduleActionScreen />} />
          <Route path="*" element={<Link to={SCHEDULE_ACTION_ROUTE}>Change or cancel</Link>} />
        </Routes>
        <BrowserHistory />
      </>,
      { route: SCHEDULE_ACTION_ROUTE, scene: signedIn() },
    );
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await heading('Your appointment is moved')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'See your scans' }));

    // The browser's Back returns to the outcome as the member left it.
    await user.click(await screen.findByRole('button', { name: 'Browser back' }));
    expect(await heading('Your appointment is moved')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Browser forward' }));

    // A link followed later: the appointment at its new time, which can change again.
    await user.click(await screen.findByRole('link', { name: 'Change or cancel' }));
    expect(await heading('Your appointment')).toBeVisible();
    const booking = await screen.findByRole('heading', { level: 2, name: 'Your booking' });
    expect(
      within(booking.closest('section') ?? document.body).getByText(/Jan \d+ at 9:30 AM/),
    ).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Choose a new time' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Cancel appointment' })).toBeEnabled();
  });

  it('the browser’s Back from the new-time step returns to the appointment, Forward opens it again, and Back from the outcome leaves', async () => {
    const { user } = await openedFromScansWithBrowserHistory();
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await heading('Your appointment')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose a new time' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Browser forward' }));
    expect(await heading('Choose a new time')).toBeVisible();
    // Back dropped the time picked, as "Keep this time" does.
    expect(await screen.findByRole('radio', { name: '9:30 AM' })).not.toBeChecked();
    await user.click(screen.getByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await heading('Your appointment is moved')).toBeVisible();

    // The outcome stands on the appointment's entry: one Back leaves the screen.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/scans');
  });

  it('the browser’s Back closes the cancellation’s question and keeps the appointment; after "Keep this time" Back leaves', async () => {
    const { user, scene } = await openedFromScansWithBrowserHistory();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    expect(
      await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Browser back', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(await heading('Your appointment')).toBeVisible();
    expect(appointmentOf(scene, SCHEDULED.appointmentId)?.status).toBe('CONFIRMED');

    // Asked again and answered "Keep this time": the question's entry is left, so Back leaves.
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep this time' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/scans');
  });

  it('"Keep this time" goes back in history from the step it opened, so Back then leaves the screen', async () => {
    const { user } = await openedFromScansWithBrowserHistory();
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    expect(await heading('Choose a new time')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Keep this time' }));
    expect(await heading('Your appointment')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/scans');
  });

  it('asks for a time before confirming, and keeps the member on the calendar when it was taken', async () => {
    const { user, scene } = await renderScheduleAction(
      allOf(withDraft({ view: 'reschedule' }), signedIn()),
    );
    await user.click(await screen.findByRole('button', { name: 'Confirm new time' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Pick a time first.');
    await waitFor(() => expect(alert).toHaveFocus());

    // Someone else takes the time while the member looks at it.
    failCall(scene, 'appointmentReschedule', {
      status: 409,
      body: { code: 'slot_unavailable', message: 'That time is not available', path: null },
    });
    await user.click(await screen.findByRole('radio', { name: '9:00 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That time was just taken. Please pick another one.',
    );
    expect(await heading('Choose a new time')).toBeVisible();
  });

  it('cancels after a confirmation that says what happens to the payment', async () => {
    const { user, scene } = await renderScheduleAction();
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel this appointment?' });
    expect(dialog).toHaveTextContent('Your scan stays paid for');
    expect(dialog).toHaveTextContent('refund');
    // "Keep this time" closes without cancelling.
    await user.click(within(dialog).getByRole('button', { name: 'Keep this time' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(appointmentOf(scene, SCHEDULED.appointmentId)?.status).toBe('CONFIRMED');

    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    const again = await screen.findByRole('alertdialog');
    await user.type(within(again).getByLabelText('Reason (optional)'), 'Travelling');
    await user.click(within(again).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await heading('Your appointment is canceled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Message your care team' })).toHaveAttribute(
      'href',
      '/messages',
    );
    expect(appointmentOf(scene, SCHEDULED.appointmentId)?.status).toBe('CANCELLED');
  });

  it('shows a failed cancellation on the page and keeps the reason typed', async () => {
    const { user, scene } = await renderScheduleAction(
      allOf(failing('appointmentCancel'), signedIn()),
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Ill');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    // It says the appointment is still booked, then the reason once.
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your appointment is not canceled\. Something went wrong on our side\. Please try again\.$/,
    );
    expect(
      scene.ports.logger.entries.some((e) => e.message === 'Schedule action: cancel failed'),
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Cancel appointment' }));
    expect(
      within(await screen.findByRole('alertdialog')).getByLabelText('Reason (optional)'),
    ).toHaveValue('Ill');
  });

  it('says a failed new time leaves the appointment at its time (en-GB: a cancellation is spelt "cancelled")', async () => {
    const { user, scene } = await renderScheduleAction(
      allOf(failing('appointmentReschedule'), signedIn()),
    );
    await user.click(await screen.findByRole('button', { name: 'Choose a new time' }));
    await user.click(await screen.findByRole('radio', { name: '9:30 AM' }));
    await user.click(screen.getByRole('button', { name: 'Confirm new time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your appointment keeps its time\. Something went wrong on our side\. Please try again\.$/,
    );
    expect(appointmentOf(scene, SCHEDULED.appointmentId)?.status).toBe('CONFIRMED');
  });

  it('says in British English that a failed cancellation left the appointment booked', async () => {
    const { user } = await renderScheduleAction(
      allOf(failing('appointmentCancel'), signedIn()),
      SCHEDULE_ACTION_ROUTE,
      'en-gb',
    );
    await user.click(await screen.findByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, cancel it' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Your appointment is not cancelled\./,
    );
  });

  it('opens the calendar at once when the link asks for more times (phone-only centre, en-GB)', async () => {
    const { user, scene } = await renderScheduleAction(
      signedIn(),
      MORE_TIMES_ROUTE,
      'en-gb',
      requestedAtPhoneCenter,
    );
    expect(await heading('Pick another time')).toBeVisible();
    expect(screen.getByText(/The centre could not hold the time you asked for/)).toBeVisible();
    expect(screen.getByText('You can also call the centre on (212) 555-0100.')).toBeVisible();
    expect(screen.getByText('Waiting for the centre')).toBeVisible();
    await user.click(await screen.findByRole('radio', { name: '09:00' }));
    await user.click(screen.getByRole('button', { name: 'Send this time' }));
    expect(await heading('Your time is sent to the centre')).toBeVisible();
    // Friday 2 January, 09:00 in New York, requested again of the centre; no booking code.
    expect(appointmentOf(scene, REQUESTED.appointmentId)).toMatchObject({
      start: '2026-01-02T14:00:00Z',
      status: 'REQUESTED',
      bookingCode: null,
    });
  });
});
