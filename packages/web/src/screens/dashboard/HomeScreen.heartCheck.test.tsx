import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HomeScreen } from './HomeScreen';
import { ENCOUNTERS, SERVER_ERROR, TASKS, signedInWithLiveLists } from './dashboardFixtures';
import { renderDashboardScreen } from './renderDashboardScreen';
import { answerCall } from '../../test/fakePlatform';

// Home's calm, optional way into the CAT heart health check (/cat/questionnaire).
describe('HomeScreen: the heart health check card', { timeout: 20_000 }, () => {
  it('offers the heart check last on Home, as an optional card with one link to the questionnaire', async () => {
    renderDashboardScreen(<HomeScreen />, {
      setup: signedInWithLiveLists({ encounters: ENCOUNTERS, tasks: TASKS }),
    });
    const card = await screen.findByRole('region', { name: 'Heart health check' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Heart health check');
    expect(card).toHaveTextContent(/^Heart health checkOptional:/);
    const link = within(card).getByRole('link', { name: 'Check your heart health in 2 minutes' });
    expect(link).toHaveAttribute('href', '/cat/questionnaire');
    // Last of Home's sections: it never pushes the member's own scans and tasks down.
    const regions = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    expect(regions.at(-1)).toBe(card);
  });

  it('stays available when the live lists could not load', async () => {
    renderDashboardScreen(<HomeScreen />, {
      setup: (_services, ports) => {
        answerCall(ports, 'encounterList', SERVER_ERROR);
        answerCall(ports, 'taskList', SERVER_ERROR);
      },
    });
    expect(
      await screen.findByRole('link', { name: 'Check your heart health in 2 minutes' }),
    ).toBeVisible();
  });
});
