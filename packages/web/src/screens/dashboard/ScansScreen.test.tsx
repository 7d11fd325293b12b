import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { ScansScreen } from './ScansScreen';
import { renderDashboardScreen, type DashboardSetup } from './renderDashboardScreen';
import {
  ENCOUNTERS,
  REPORT_READY,
  SERVER_ERROR,
  UPCOMING_MAMMOGRAPHY,
  pushEncounter,
  signedInWithLiveLists,
} from './dashboardFixtures';

function renderScans(setup?: DashboardSetup) {
  return renderDashboardScreen(<ScansScreen />, { route: '/scans', ...(setup ? { setup } : {}) });
}

describe('ScansScreen', () => {
  it('shows a polite loading status while the list loads', () => {
    renderScans((_, ports) => answerCall(ports, 'encounterList', 'loading'));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your scans…');
  });

  it('lists every encounter, upcoming and past, with its status and next step', async () => {
    renderScans(signedInWithLiveLists({ encounters: ENCOUNTERS }));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    const upcomingTitles = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // Soonest appointment first; without an appointment last.
    expect(upcomingTitles).toEqual(['Mammography', 'Lung CT']);
    expect(
      within(past)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Heart CT', 'Full Body Scan']);

    const mammo = within(upcoming).getByRole('region', { name: 'Mammography' });
    expect(mammo).toHaveTextContent('Scheduled');
    expect(mammo).toHaveTextContent('Jan 22 at 10:00 AM');
    const questionnaire = within(mammo).getByRole('link', {
      name: 'Complete your medical questionnaire: Mammography',
    });
    expect(questionnaire.getAttribute('href')).toBe(
      `/medical-questionnaire?extraData=${encodeURIComponent('{"encounterId":"enc_mammo"}')}&direct=true`,
    );
    const lung = within(upcoming).getByRole('region', { name: 'Lung CT' });
    expect(lung).toHaveTextContent('No appointment yet');
    expect(lung).toHaveTextContent('Choose a time for your scan');
    expect(within(lung).queryByRole('link')).toBeNull();
    const heart = within(past).getByRole('region', { name: 'Heart CT' });
    expect(within(heart).getByRole('link', { name: 'View your report: Heart CT' })).toHaveAttribute(
      'href',
      '/reports/digital-report/enc_heart',
    );
  });

  it('offers to change or cancel an upcoming appointment, and only that one', async () => {
    renderScans(signedInWithLiveLists({ encounters: ENCOUNTERS }));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const manage = within(upcoming).getByRole('link', {
      name: 'Change or cancel the appointment for Mammography',
    });
    expect(manage).toHaveAttribute('href', '/schedule-actions/enc_mammo/apt_mammo/SW-100003');
    expect(screen.getAllByRole('link', { name: /^Change or cancel/ })).toHaveLength(1);
  });

  it('updates a scan in place when the hub pushes a change (no reload)', async () => {
    const { ports } = renderScans(signedInWithLiveLists({ encounters: ENCOUNTERS }));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Scheduled',
    );
    act(() => {
      pushEncounter(ports, {
        ...UPCOMING_MAMMOGRAPHY,
        status: 'SCANNED',
        nextStep: 'AWAIT_REPORT',
      });
    });
    const past = screen.getByRole('region', { name: 'Past' });
    const mammo = within(past).getByRole('region', { name: 'Mammography' });
    expect(mammo).toHaveTextContent('Scan done');
    expect(mammo).toHaveTextContent('Your report is being prepared');
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).queryByText('Mammography'),
    ).toBeNull();
  });

  it('shows the empty state when the member has no scans', async () => {
    renderScans(signedInWithLiveLists({ encounters: [] }));
    expect(await screen.findByRole('heading', { name: 'No scans yet' })).toBeInTheDocument();
  });

  it('says what failed, logs it and retries', async () => {
    const { ports, user } = renderScans((_, p) => answerCall(p, 'encounterList', SERVER_ERROR));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your scans');
    expect(alert).toHaveTextContent(
      'Our service is having a problem. Please try again in a moment.',
    );
    expect(ports.logger.entries).toContainEqual(
      expect.objectContaining({
        message: 'Remote data failed to load',
        context: expect.objectContaining({ key: '["encounters"]' }) as unknown,
      }),
    );

    answerCall(ports, 'encounterList', { body: [REPORT_READY] });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Heart CT' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('says so when offline', async () => {
    // The fake network is down: every request fails with a network error.
    renderScans((_, ports) => ports.http.setOffline(true));
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline.');
  });
});
