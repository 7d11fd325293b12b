import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/platform/demoRecords';
import {
  allOf,
  failing,
  holding,
  hubsDown,
  hubsHolding,
  signedIn,
} from '../../test/platform/platformScene';
import { everythingDone, mammographyAt, paidForBodyScan } from './dashboardScenes';
import { HomeScreen } from './HomeScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

const renderHome = (options: Parameters<typeof renderDashboardScreen>[1] = {}) =>
  renderDashboardScreen(<HomeScreen />, { scene: signedIn(), ...options });

describe('HomeScreen', () => {
  it('greets the member by name and shows the upcoming scan when it is near', async () => {
    await renderHome();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome, Dana' }),
    ).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    const card = await within(upcoming).findByRole('region', { name: 'Mammography' });
    // The scene starts on 1 January 2026, 09:00 UTC; the seed's mammography is on 22 January.
    expect(card).toHaveTextContent('In 21 days');
    expect(card).toHaveTextContent('Jan 22 at 10:00 AM');
    expect(card).toHaveTextContent('Scheduled');
  });

  it('offers to book a scan, starting the book-scan flow', async () => {
    await renderHome();
    expect(await screen.findByRole('link', { name: 'Book a scan' })).toHaveAttribute(
      'href',
      '/book-scan/select-plan',
    );
  });

  it('"A date less than this many days away counts as near: 121 days": a later scan is not shown', async () => {
    await renderHome({ seed: mammographyAt('2026-05-02T14:00:00.000Z') });
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    expect(
      await within(upcoming).findByRole('heading', { name: 'No scan in the next few months' }),
    ).toBeInTheDocument();
  });

  it('lists the open tasks, soonest due first, each with its next step (the top one as the next step above)', async () => {
    await renderHome();
    const tasks = await screen.findByRole('region', { name: 'Your to-do list' });
    const items = await within(tasks).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Upload your mammography files'),
      expect.stringContaining('Complete your medical questionnaire'),
    ]);
    expect(within(tasks).queryByText('Review your Heart CT report')).toBeNull();
    // The upload is Home's next step: its link is the one at the top, the row says so in words.
    expect(items[0]).toHaveTextContent('Your next step, above');
    expect(within(items[0]!).queryByRole('link')).toBeNull();
    const next = screen.getByRole('region', { name: 'Your next step' });
    expect(
      within(next).getByRole('link', { name: 'Upload your mammography files' }),
    ).toHaveAttribute('href', `/mammo-upload/${DEMO.mammography}`);
    expect(
      within(items[1]!).getByRole('link', { name: 'Complete your medical questionnaire' }),
    ).toHaveAttribute('href', expect.stringContaining('/medical-questionnaire?'));
  });

  it("says which scan each task belongs to, so two scans' questionnaires are told apart", async () => {
    await renderHome({ scene: allOf(paidForBodyScan, signedIn()) });
    const tasks = await screen.findByRole('region', { name: 'Your to-do list' });
    const links = await within(tasks).findAllByRole('link', {
      name: 'Complete your medical questionnaire',
    });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleDescription(
      'Complete your medical questionnaire For your Mammography on Jan 22',
    );
    expect(links[1]).toHaveAccessibleDescription(
      'Complete your medical questionnaire For your Full Body Scan',
    );
  });

  it('offers each call to action once: a step a task offers is said in words on the scan cards', async () => {
    await renderHome();
    await screen.findByRole('region', { name: 'Your to-do list' });
    // The questionnaire is an open task of the mammography: one link on Home, in the tasks.
    expect(
      screen.getAllByRole('link', { name: /Complete your medical questionnaire/ }),
    ).toHaveLength(1);
    // The mammography's next step is its upload, due first: the link is the panel's, the card
    // names it in words.
    const upcoming = screen.getByRole('region', { name: 'Your upcoming scan' });
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Next stepUpload your mammography files',
    );
    // A step no task offers keeps its link, once: the report of the Heart CT.
    expect(screen.getAllByRole('link', { name: /^View your report/ })).toHaveLength(1);
  });

  it('shows the live scans and follows a hub push without reload', async () => {
    const { scene } = await renderHome();
    const scans = await screen.findByRole('region', { name: 'Your scans' });
    const mammography = await within(scans).findByRole('region', { name: 'Mammography' });
    expect(mammography).toHaveTextContent('Scheduled');
    // The clinic scans the member: the platform pushes the encounter to the watching hub.
    act(() => {
      scene.platform.advanceEncounter(DEMO.mammography, 'SCANNED');
    });
    expect(within(scans).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Scan done',
    );
    expect(within(scans).getByRole('link', { name: 'See all scans' })).toHaveAttribute(
      'href',
      '/scans',
    );
  });

  it('has calm empty states with nothing to do', async () => {
    await renderHome({ scene: allOf(everythingDone, signedIn()) });
    expect(
      await screen.findByRole('heading', { name: 'You are all caught up' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'No scan in the next few months' }),
    ).toBeInTheDocument();
  });

  it('shows its sections together once both lists have answered, so nothing moves after the first paint', async () => {
    await renderHome({ scene: allOf(hubsHolding, holding('encounterList'), signedIn()) });
    // The tasks have answered, the encounters not: one loading status, no section yet.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'Your to-do list' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your upcoming scan' })).toBeNull();
  });

  it('shows the loading status, then an error with a retry per failed list', async () => {
    const { user, scene } = await renderHome({
      scene: allOf(hubsDown, failing('encounterList'), holding('taskList'), signedIn()),
    });
    expect(screen.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading your dashboard…');
    const alerts = await screen.findAllByRole('alert');
    // The encounters feed two sections: both say so.
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('We could not load your dashboard');
    scene.faults.clear();
    await user.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    // The scans load again (the next step still waits for the tasks, which never answer here).
    expect(
      await within(screen.getByRole('region', { name: 'Your scans' })).findByRole('region', {
        name: 'Mammography',
      }),
    ).toBeInTheDocument();
  });
});
