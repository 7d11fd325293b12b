import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import {
  allOf,
  failing,
  holding,
  hubsDown,
  hubsHolding,
  joined,
  offline,
  signedIn,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { paidForBodyScan } from './dashboardScenes';
import { ScansScreen } from './ScansScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

const renderScans = (scene: SceneSetup = signedIn()) =>
  renderDashboardScreen(<ScansScreen />, { route: '/scans', scene });

describe('ScansScreen', () => {
  it('shows a polite loading status while the list loads', async () => {
    await renderScans(allOf(hubsHolding, holding('encounterList'), signedIn()));
    expect(screen.getByRole('status')).toHaveTextContent('Loading your scans…');
  });

  it('lists every encounter, upcoming and past, with its status and next step', async () => {
    await renderScans(allOf(paidForBodyScan, signedIn()));
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past' });
    const upcomingTitles = within(upcoming)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    // Soonest appointment first; without an appointment last.
    expect(upcomingTitles).toEqual(['Mammography', 'Full Body Scan']);
    expect(
      within(past)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Heart CT (calcium score)', 'Full Body Scan']);

    const mammo = within(upcoming).getByRole('region', { name: 'Mammography' });
    expect(mammo).toHaveTextContent('Scheduled');
    expect(mammo).toHaveTextContent('Jan 22 at 10:00 AM');
    // The step Home names for this scan: its upload, due before its questionnaire (not the
    // scan's own step, the questionnaire), so Scans and Home never ask for different things.
    expect(
      within(mammo).getByRole('link', { name: 'Upload your mammography files: Mammography' }),
    ).toHaveAttribute('href', `/mammo-upload/${DEMO.mammography}`);
    expect(within(mammo).queryByText('Complete your medical questionnaire')).toBeNull();
    const toSchedule = within(upcoming).getByRole('region', { name: 'Full Body Scan' });
    expect(toSchedule).toHaveTextContent('No appointment yet');
    // Paid without a time: its own step, a time to choose (through the booking, entered with the
    // scan), before its questionnaire, as on Home.
    expect(
      within(toSchedule)
        .getByRole('link', { name: 'Choose a time for your scan: Full Body Scan' })
        .getAttribute('href'),
    ).toMatch(/^\/book-scan\/select-plan\?encounterId=[\w-]+$/);
    expect(within(toSchedule).queryByText('Complete your medical questionnaire')).toBeNull();
    const heart = within(past).getByRole('region', { name: 'Heart CT (calcium score)' });
    expect(
      within(heart).getByRole('link', { name: 'View your report: Heart CT (calcium score)' }),
    ).toHaveAttribute('href', `/reports/digital-report/${DEMO.heartCt}`);
  });

  it('names the center’s zone beside an appointment when the member’s own zone is another', async () => {
    await renderDashboardScreen(<ScansScreen />, {
      route: '/scans',
      scene: signedIn(),
      seed: (state) => {
        for (const member of state.members) member.timeZone = 'America/Los_Angeles';
      },
    });
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    // The center's time, where the member goes, not the member's Pacific time.
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Jan 22 at 10:00 AM EST',
    );
  });

  it('offers to change or cancel an upcoming appointment, and only that one', async () => {
    await renderScans();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    // In the card of the scan it changes, not between that card and the next.
    const manage = within(within(upcoming).getByRole('region', { name: 'Mammography' })).getByRole(
      'link',
      { name: 'Change or cancel the appointment for Mammography' },
    );
    expect(manage).toHaveAttribute(
      'href',
      `/schedule-actions/${DEMO.mammography}/${DEMO.mammographyAppointment}/${DEMO.mammographyBookingCode}`,
    );
    expect(screen.getAllByRole('link', { name: /^Change or cancel/ })).toHaveLength(1);
  });

  it('updates a scan in place when the hub pushes a change (no reload)', async () => {
    const { scene } = await renderScans();
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Scheduled',
    );
    act(() => {
      scene.platform.advanceEncounter(DEMO.mammography, 'SCANNED');
    });
    const past = screen.getByRole('region', { name: 'Past' });
    const mammo = within(past).getByRole('region', { name: 'Mammography' });
    expect(mammo).toHaveTextContent('Scan done');
    // Its upload task is still open: the card keeps naming it, as Home does.
    expect(mammo).toHaveTextContent('Upload your mammography files');
    expect(
      within(screen.getByRole('region', { name: 'Upcoming' })).queryByText('Mammography'),
    ).toBeNull();
  });

  it('shows the empty state when the member has no scans', async () => {
    await renderScans(joined);
    expect(await screen.findByRole('heading', { name: 'No scans yet' })).toBeInTheDocument();
  });

  it('says what failed, logs it and retries', async () => {
    const { scene, user } = await renderScans(
      allOf(hubsDown, failing('encounterList'), signedIn()),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your scans');
    expect(alert).toHaveTextContent(
      'Our service is having a problem. Please try again in a moment.',
    );
    expect(scene.ports.logger.entries).toContainEqual(
      expect.objectContaining({
        message: 'Remote data failed to load',
        context: expect.objectContaining({ key: '["encounters"]' }) as unknown,
      }),
    );

    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Heart CT (calcium score)' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(scene.platform.listEncounters(DEMO_MEMBER.id)).toHaveLength(3);
  });

  it('says so when offline', async () => {
    await renderScans(allOf(signedIn(), hubsDown, offline));
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline.');
  });
});
