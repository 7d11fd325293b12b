import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { OboSignInScreen } from './OboSignInScreen';

describe('OboSignInScreen', () => {
  it('starts the on-behalf-of redirect (kind O) and links members back to sign-in', async () => {
    const { user, ports } = await renderOnPlatform(<OboSignInScreen />, { route: '/login/obo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Staff sign-in' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue to staff sign-in' }));
    await waitFor(() => expect(ports.identity.redirects.map((r) => r.kind)).toEqual(['O']));
    expect(screen.getByRole('link', { name: 'Not staff? Member sign-in' })).toHaveAttribute(
      'href',
      '/sign-in',
    );
  });
});
