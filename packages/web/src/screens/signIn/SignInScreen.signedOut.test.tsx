import type { ScanwiseContainer } from '../../composition/container';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { signedIn } from '../../test/platform/platformScene';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { SignInScreen } from './SignInScreen';

// The sign-in page says why the member is signed out: the session decides the reason (core
// AuthState.signOutNotice), the page words it as a polite status.

const SIGNED_OUT = 'You are signed out. Sign in again whenever you need us.';
const INACTIVITY =
  'You were signed out after 15 minutes without activity, to keep your health information private. Sign in again to continue where you left off.';
const EXPIRED =
  'Your session ended, so you were signed out. Sign in again to continue where you left off.';
const ELSEWHERE = 'You signed out in another tab or window, so you are signed out here too.';

/** Signs the demo member in, renders sign-in, then ends the session as `end` does. */
async function signedOutBy(
  end: (services: ScanwiseContainer) => Promise<void>,
  locale: 'en-us' | 'en-gb' = 'en-us',
) {
  const rendered = await renderOnPlatform(<SignInScreen />, {
    route: '/sign-in',
    locale,
    scene: signedIn(),
  });
  expect(rendered.services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
  await act(() => end(rendered.services));
  return rendered;
}

const statusWith = (text: string): HTMLElement =>
  screen.getByText(text, { selector: '[role="status"], [role="status"] *' });

describe('SignInScreen: "You are signed out", and why', () => {
  it('a fresh visit says nothing about signing out', async () => {
    await renderOnPlatform(<SignInScreen />, { route: '/sign-in' });
    expect(screen.queryByText(/signed out/i)).toBeNull();
  });

  it('after the member signs out: "You are signed out", politely (role=status)', async () => {
    await signedOutBy((services) => services.get(TOKENS.auth).logout());
    expect(statusWith(SIGNED_OUT)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after the inactivity logout: signed out after 15 minutes without activity', async () => {
    await signedOutBy((services) => services.get(TOKENS.auth).logout('inactivity'));
    expect(statusWith(INACTIVITY)).toBeVisible();
  });

  it('after the session expired (or the platform refused the token): the session ended', async () => {
    await signedOutBy((services) => services.get(TOKENS.auth).logout('expired'));
    expect(statusWith(EXPIRED)).toBeVisible();
  });

  it('after a sign-out in another tab: signed out there, so here too', async () => {
    await signedOutBy((services) => services.get(TOKENS.auth).followSignOut('logout'));
    expect(statusWith(ELSEWHERE)).toBeVisible();
  });

  it('en-GB pages say it too', async () => {
    await signedOutBy((services) => services.get(TOKENS.auth).logout('inactivity'), 'en-gb');
    expect(statusWith(INACTIVITY)).toBeVisible();
  });

  it('a new sign-in attempt replaces the notice', async () => {
    const { user } = await signedOutBy((services) => services.get(TOKENS.auth).logout());
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'demo@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/could not sign you in/);
    expect(screen.queryByText(SIGNED_OUT)).toBeNull();
  });
});
