import { ROUTE_TABLE } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBuiltScreen, routeOnlyRedirects } from '../../app/routeScreens';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { PlaceholderScreen } from './PlaceholderScreen';

describe('PlaceholderScreen', () => {
  it('says on screen that the part is coming in a later release, with a way home', async () => {
    await renderOnPlatform(<PlaceholderScreen />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Coming in a later release' }),
    ).toBeVisible();
    expect(screen.getByText(/It is coming in a later release/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
  });

  it('every screen of the table that renders is built: none shows the placeholder', () => {
    for (const route of ROUTE_TABLE) {
      if (route.screen === null || routeOnlyRedirects(route)) continue;
      expect(isBuiltScreen(route.screen), route.id).toBe(true);
    }
  });
});
