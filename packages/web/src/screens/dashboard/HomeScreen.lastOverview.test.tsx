import { LAST_HOME_OVERVIEW_STORAGE_KEY } from '@scanwise/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { allOf, holding, hubsHolding, signedIn } from '../../test/platform/platformScene';
import { HomeScreen } from './HomeScreen';
import { renderDashboardScreen } from './renderDashboardScreen';

/** Home's top: the next step's region with its reason and action. */
async function nextStepShown(): Promise<string> {
  const region = await screen.findByRole('region', { name: 'Your next step' });
  return region.textContent ?? '';
}

describe('HomeScreen on a later visit', () => {
  it('shows the next step Home last showed at once, while the platform has not answered', async () => {
    const first = await renderDashboardScreen(<HomeScreen />, { scene: signedIn() });
    // The overview is kept once every list has answered, which may be after the next step shows.
    await waitFor(() =>
      expect(first.ports.storage.local.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).not.toBeNull(),
    );
    const shown = await nextStepShown();
    first.unmount();

    // A new app on the same device; the platform holds the member's scans and tasks.
    await renderDashboardScreen(<HomeScreen />, {
      reopen: first.scene,
      scene: allOf(hubsHolding, holding(['encounterList', 'taskList']), async (scene) => {
        await scene.container.get(TOKENS.auth).restore();
      }),
    });
    expect(await nextStepShown()).toBe(shown);
    // The lists below wait for the platform, saying so.
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    expect(screen.queryByRole('region', { name: 'Your to-do list' })).toBeNull();
  });

  it('shows nothing of it once the member has signed out', async () => {
    const first = await renderDashboardScreen(<HomeScreen />, { scene: signedIn() });
    await nextStepShown();
    await first.services.get(TOKENS.auth).logout();
    expect(first.ports.storage.local.getItem(LAST_HOME_OVERVIEW_STORAGE_KEY)).toBeNull();
    first.unmount();

    await renderDashboardScreen(<HomeScreen />, {
      reopen: first.scene,
      scene: allOf(hubsHolding, holding(['encounterList', 'taskList']), signedIn()),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Loading your dashboard…');
    expect(screen.queryByRole('region', { name: 'Your next step' })).toBeNull();
  });
});
