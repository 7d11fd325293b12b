import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import { signedIn } from '../../test/platform/platformScene';
import { HomeScreen } from './HomeScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

// Home's upcoming scan offers the same way to reschedule or cancel as Scans (schedule-actions,
// by the core's scheduleActionPath), only while the appointment can still change.
describe('HomeScreen: change or cancel the upcoming appointment', { timeout: 20_000 }, () => {
  it('links the upcoming scan to schedule-actions with its booking code, as Scans does', async () => {
    await renderDashboardScreen(<HomeScreen />, { scene: signedIn() });
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    await within(upcoming).findByRole('region', { name: 'Mammography' });
    const manage = within(upcoming).getByRole('link', {
      name: 'Change or cancel the appointment for Mammography',
    });
    expect(manage).toHaveTextContent('Change or cancel');
    expect(manage).toHaveAttribute(
      'href',
      `/schedule-actions/${DEMO.mammography}/${DEMO.mammographyAppointment}/${DEMO.mammographyBookingCode}`,
    );
    // Only on the upcoming scan, not on the scans listed below it.
    expect(screen.getAllByRole('link', { name: /^Change or cancel/ })).toHaveLength(1);
  });

  it('drops the link when the appointment can no longer change (a hub push, no reload)', async () => {
    const { scene } = await renderDashboardScreen(<HomeScreen />, { scene: signedIn() });
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    await within(upcoming).findByRole('link', { name: /^Change or cancel/ });
    // The clinic scans the member: the appointment is completed, and the platform pushes it.
    act(() => {
      scene.platform.advanceEncounter(DEMO.mammography, 'SCANNED');
    });
    const scans = screen.getByRole('region', { name: 'Your scans' });
    expect(within(scans).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Scan done',
    );
    expect(screen.queryByRole('link', { name: /^Change or cancel/ })).toBeNull();
  });
});
