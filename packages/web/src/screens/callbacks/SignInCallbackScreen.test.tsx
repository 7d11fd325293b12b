import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { replacePageWith } from '../../navigation/pageLoad';
import { REDIRECT_CONTINUE_TO_KEY, REDIRECT_LOCALE_KEY } from '../../navigation/redirectContinueTo';

vi.mock('../../navigation/pageLoad', () => ({ replacePageWith: vi.fn() }));
import { renderApp } from '../../app/testing/renderApp';

describe('SignInCallbackScreen', () => {
  it('completes the social sign-in from the callback URL and continues to the stashed target', async () => {
    let callback = '';
    const app = await renderApp('/sign-in', {
      scene: async ({ container: services, ports }) => {
        await services.get(TOKENS.auth).signInWithRedirect('G');
        services.get(TOKENS.storage).session.setItem(REDIRECT_CONTINUE_TO_KEY, '/invoices');
        const url = new URL(
          ports.identity.callbackUrlFor('G', 'http://localhost/sign-in/callback'),
        );
        // The app opens on the callback, fragment and all.
        callback = `${url.pathname}${url.hash}`;
      },
    });
    await app.router.navigate(callback);
    await waitFor(() => expect(app.currentPath()).toBe('/invoices'), { timeout: 5000 });
    expect(app.services.get(TOKENS.auth).getSnapshot()).toMatchObject({
      status: 'signedIn',
      kind: 'G',
    });
  });

  it('a sign-in started under /en-gb continues under /en-gb (the callback path has no locale)', async () => {
    let callback = '';
    const app = await renderApp('/sign-in', {
      scene: async ({ container: services, ports }) => {
        await services.get(TOKENS.auth).signInWithRedirect('G');
        services.get(TOKENS.storage).session.setItem(REDIRECT_CONTINUE_TO_KEY, '/invoices');
        services.get(TOKENS.storage).session.setItem(REDIRECT_LOCALE_KEY, 'en-gb');
        const url = new URL(
          ports.identity.callbackUrlFor('G', 'http://localhost/sign-in/callback'),
        );
        callback = `${url.pathname}${url.hash}`;
      },
    });
    await app.router.navigate(callback);
    await waitFor(() => expect(replacePageWith).toHaveBeenCalledWith('/en-gb/invoices'), {
      timeout: 5000,
    });
    expect(app.services.get(TOKENS.storage).session.getItem(REDIRECT_LOCALE_KEY)).toBeNull();
    expect(app.services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
  });

  it('a tampered callback signs nobody in and says so, with a way back', async () => {
    const app = await renderApp('/sign-in/callback/login/obo?code=forged&state=forged');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'We could not sign you in' },
        {
          timeout: 5000,
        },
      ),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(/expired or was already used/);
    expect(screen.getByRole('link', { name: 'Back to sign-in' })).toHaveAttribute(
      'href',
      '/login/obo',
    );
    expect(app.services.get(TOKENS.auth).getSnapshot().status).toBe('signedOut');
  });

  it('the sign-out callback says the member is signed out and offers sign-in', async () => {
    await renderApp('/sign-out/callback');
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'You are signed out' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/sign-in');
  });
});
