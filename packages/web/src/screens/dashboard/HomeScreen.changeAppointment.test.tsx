import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from './HomeScreen';
import {
  ENCOUNTERS,
  TASKS,
  UPCOMING_MAMMOGRAPHY,
  pushEncounter,
  signedInWithLiveLists,
} from './dashboardFixtures';
import { renderDashboardScreen } from './renderDashboardScreen';

// Home's upcoming scan offers the same way to reschedule or cancel as Scans (schedule-actions,
// by the core's scheduleActionPath), only while the appointment can still change.
describe('HomeScreen: change or cancel the upcoming appointment', { timeout: 20_000 }, () => {
  it('links the upcoming scan to schedule-actions with its booking code, as Scans does', async () => {
    renderDashboardScreen(<HomeScreen />, {
      setup: signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }),
    });
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    await within(upcoming).findByRole('region', { name: 'Mammography' });
    const manage = within(upcoming).getByRole('link', {
      name: 'Change or cancel the appointment for Mammography',
    });
    expect(manage).toHaveTextContent('Change or cancel');
    expect(manage).toHaveAttribute('href', '/schedule-actions/enc_mammo/apt_mammo/SW-100003');
    // Only on the upcoming scan, not on the scans listed below it.
    expect(screen.getAllByRole('link', { name: /^Change or cancel/ })).toHaveLength(1);
  });

  it('drops the link when the appointment can no longer change (a hub push, no reload)', async () => {
    const { ports } = renderDashboardScreen(<HomeScreen />, {
      setup: signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }),
    });
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    await within(upcoming).findByRole('link', { name: /^Change or cancel/ });
    act(() => {
      pushEncounter(ports, {
        ...UPCOMING_MAMMOGRAPHY,
        appointment: { ...UPCOMING_MAMMOGRAPHY.appointment!, status: 'COMPLETED' },
      });
    });
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Change or cancel/ })).toBeNull();
  });
});
