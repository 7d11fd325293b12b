import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerCall } from '../../test/fakePlatform';
import { HomeScreen } from './HomeScreen';
import {
  COMPLETED_BODY_SCAN,
  ENCOUNTERS,
  SERVER_ERROR,
  TASKS,
  TO_SCHEDULE,
  UPCOMING_MAMMOGRAPHY,
  pushEncounter,
  signedInWithLiveLists,
} from './dashboardFixtures';
import { renderDashboardScreen, type DashboardSetup } from './renderDashboardScreen';

const renderHome = (setup: DashboardSetup) => renderDashboardScreen(<HomeScreen />, { setup });

describe('HomeScreen', () => {
  it('greets the member by name and shows the upcoming scan when it is near', async () => {
    renderHome(signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Jane' }),
    ).toBeInTheDocument();
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    const card = await within(upcoming).findByRole('region', { name: 'Mammography' });
    // The fake clock is 2026-01-01 09:00 UTC; the scan is on 22 Jan.
    expect(card).toHaveTextContent('In 21 days');
    expect(card).toHaveTextContent('Jan 22 at 10:00 AM');
    expect(card).toHaveTextContent('Scheduled');
  });

  it('offers to book a scan, starting the book-scan flow', async () => {
    renderHome(signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }));
    expect(await screen.findByRole('link', { name: 'Book a scan' })).toHaveAttribute(
      'href',
      '/book-scan/select-plan',
    );
  });

  it('"A date less than this many days away counts as near: 121 days": a later scan is not shown', async () => {
    const far = {
      ...UPCOMING_MAMMOGRAPHY,
      appointment: {
        ...UPCOMING_MAMMOGRAPHY.appointment!,
        start: '2026-05-02T15:00:00Z',
        end: '2026-05-02T15:30:00Z',
      },
    };
    renderHome(signedInWithLiveLists({ encounters: [far, TO_SCHEDULE], tasks: [] }));
    const upcoming = await screen.findByRole('region', { name: 'Your upcoming scan' });
    expect(
      await within(upcoming).findByRole('heading', { name: 'No scan in the next few months' }),
    ).toBeInTheDocument();
  });

  it('lists the open tasks, soonest due first, each with its next step', async () => {
    renderHome(signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }));
    const tasks = await screen.findByRole('region', { name: 'Your to-do list' });
    const items = await within(tasks).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Upload your previous mammogram'),
      expect.stringContaining('Complete your medical questionnaire'),
    ]);
    expect(within(tasks).queryByText('Review your report')).toBeNull();
    expect(
      within(items[0]!).getByRole('link', { name: 'Upload your previous mammogram' }),
    ).toHaveAttribute('href', '/mammo-upload/enc_mammo');
  });

  it("says which scan each task belongs to, so two scans' questionnaires are told apart", async () => {
    const bodyScan = {
      ...TO_SCHEDULE,
      id: 'enc_body_2026',
      name: 'Full Body Scan',
      nextStep: 'COMPLETE_QUESTIONNAIRE' as const,
    };
    const questionnaireOf = (id: string, encounterId: string) => ({
      ...TASKS[0]!,
      id,
      encounterId,
    });
    renderHome(
      signedInWithLiveLists({
        encounters: [UPCOMING_MAMMOGRAPHY, bodyScan],
        tasks: [questionnaireOf('tsk_mq_1', 'enc_mammo'), questionnaireOf('tsk_mq_2', bodyScan.id)],
      }),
    );
    const tasks = await screen.findByRole('region', { name: 'Your to-do list' });
    const items = await within(tasks).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('For your Mammography on Jan 22'),
      expect.stringContaining('For your Full Body Scan'),
    ]);
    const links = within(tasks).getAllByRole('link', {
      name: 'Complete your medical questionnaire',
    });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAccessibleDescription(
      'Complete your medical questionnaire For your Mammography on Jan 22',
    );
  });

  it('offers each call to action once: a step a task offers is said in words on the scan cards', async () => {
    renderHome(signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }));
    await screen.findByRole('region', { name: 'Your to-do list' });
    // The mammography's next step is its open questionnaire task: one link on Home, in the tasks.
    expect(
      screen.getAllByRole('link', { name: /Complete your medical questionnaire/ }),
    ).toHaveLength(1);
    const upcoming = screen.getByRole('region', { name: 'Your upcoming scan' });
    expect(within(upcoming).getByRole('region', { name: 'Mammography' })).toHaveTextContent(
      'Next stepComplete your medical questionnaire',
    );
    // A step no task offers keeps its link, once: the report of the Heart CT.
    expect(screen.getAllByRole('link', { name: /^View your report/ })).toHaveLength(1);
  });

  it('shows the live scans and follows a hub push without reload', async () => {
    const { ports } = renderHome(signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }));
    const scans = await screen.findByRole('region', { name: 'Your scans' });
    expect(await within(scans).findByRole('region', { name: 'Lung CT' })).toHaveTextContent(
      'To be scheduled',
    );
    act(() => {
      pushEncounter(ports, {
        ...TO_SCHEDULE,
        status: 'SCHEDULED',
        nextStep: 'ATTEND_APPOINTMENT',
        appointment: {
          ...UPCOMING_MAMMOGRAPHY.appointment!,
          id: 'apt_lung',
          encounterId: 'enc_lung',
          start: '2026-02-10T15:00:00Z',
          end: '2026-02-10T16:00:00Z',
        },
      });
    });
    expect(within(scans).getByRole('region', { name: 'Lung CT' })).toHaveTextContent('Scheduled');
    expect(within(scans).getByRole('link', { name: 'See all scans' })).toHaveAttribute(
      'href',
      '/scans',
    );
  });

  it('has calm empty states with nothing to do', async () => {
    renderHome(signedInWithLiveLists({ encounters: [COMPLETED_BODY_SCAN], tasks: [] }));
    expect(
      await screen.findByRole('heading', { name: 'You are all caught up' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'No scan in the next few months' }),
    ).toBeInTheDocument();
  });

  it('shows its sections together once both lists have answered, so nothing moves after the first paint', async () => {
    renderHome((_, p) => {
      answerCall(p, 'taskList', { body: TASKS });
      answerCall(p, 'encounterList', 'loading');
    });
    // The tasks have answered, the encounters not: one loading status, no section yet.
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('region', { name: 'Your to-do list' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your upcoming scan' })).toBeNull();
  });

  it('shows the loading status, then an error with a retry per failed list', async () => {
    const { user, ports } = renderHome((_, p) => {
      answerCall(p, 'encounterList', SERVER_ERROR);
      answerCall(p, 'taskList', 'loading');
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading your dashboard…');
    const alerts = await screen.findAllByRole('alert');
    // The encounters feed two sections: both say so.
    expect(alerts).toHaveLength(2);
    expect(alerts[0]).toHaveTextContent('We could not load your dashboard');
    answerCall(ports, 'encounterList', { body: [UPCOMING_MAMMOGRAPHY] });
    await user.click(within(alerts[0]!).getByRole('button', { name: 'Try again' }));
    expect(
      await within(screen.getByRole('region', { name: 'Your upcoming scan' })).findByRole(
        'region',
        { name: 'Mammography' },
      ),
    ).toBeInTheDocument();
  });
});
