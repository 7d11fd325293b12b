import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { allOf, failing, hubsDown, signedIn } from '../../test/platform/platformScene';
import { HomeScreen } from './HomeScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

// Home's calm, optional way into the CAT heart health check (/cat/questionnaire).
describe('HomeScreen: the heart health check card', { timeout: 20_000 }, () => {
  it('offers the heart check last on Home, as an optional card with one link to the questionnaire', async () => {
    await renderDashboardScreen(<HomeScreen />, { scene: signedIn() });
    const card = await screen.findByRole('region', { name: 'Heart health check' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveTextContent('Heart health check');
    expect(card).toHaveTextContent(/^Heart health checkOptional:/);
    const link = within(card).getByRole('link', { name: 'Check your heart health in 2 minutes' });
    expect(link).toHaveAttribute('href', '/cat/questionnaire');
    // Last of Home's sections: it never pushes the member's own scans and tasks down.
    await screen.findByRole('region', { name: 'Your scans' });
    const regions = screen.getAllByRole('region').filter((region) => region.tagName === 'SECTION');
    expect(regions.at(-1)).toBe(card);
  });

  it('stays available when the live lists could not load', async () => {
    await renderDashboardScreen(<HomeScreen />, {
      scene: allOf(hubsDown, failing(['encounterList', 'taskList']), signedIn()),
    });
    expect(
      await screen.findByRole('link', { name: 'Check your heart health in 2 minutes' }),
    ).toBeVisible();
  });
});
