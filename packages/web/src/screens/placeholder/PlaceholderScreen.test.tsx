import { ROUTE_TABLE } from '@scanwise/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isBuiltScreen, routeOnlyRedirects } from '../../app/routeScreens';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { PlaceholderScreen } from './PlaceholderScreen';
import { placeholderTopicFor } from './placeholderTopics';

describe('PlaceholderScreen', () => {
  it('says on screen that the part is coming in a later release, with a way home', async () => {
    await renderOnPlatform(<PlaceholderScreen topic="mammoUpload" />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Upload mammography files' }),
    ).toBeVisible();
    expect(screen.getByText(/It is coming in a later release/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
  });

  it('spells the topic in British English in en-GB', async () => {
    await renderOnPlatform(<PlaceholderScreen topic="paymentAuthorize" />, { locale: 'en-gb' });
    expect(screen.getByRole('heading', { level: 1, name: 'Authorise payment' })).toBeVisible();
  });

  it('every rendered screen of the table is built or has a placeholder topic', () => {
    for (const route of ROUTE_TABLE) {
      if (route.screen === null || routeOnlyRedirects(route)) continue;
      expect(
        isBuiltScreen(route.screen) || placeholderTopicFor(route.screen) !== undefined,
        route.id,
      ).toBe(true);
    }
  });
});
