import { CONSTANTS, IDLE_LOGOUT_MESSAGE, IDLE_WARNING_LEAD, SECOND } from '@scanwise/core';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../composition/tokens';
import { ToastRegion } from '../design/components/ToastRegion/ToastRegion';
import { renderOnPlatform, type RenderedOnPlatform } from '../test/renderOnPlatform';
import { IdleWarning } from './IdleWarning';

const TITLE = 'Are you still there?';

/** A signed-in member left idle until the warning (14 minutes), the dialog's code loaded. */
async function idleUntilWarning(): Promise<RenderedOnPlatform> {
  const rendered = await renderOnPlatform(
    <>
      <IdleWarning />
      <ToastRegion />
    </>,
  );
  const auth = rendered.services.get(TOKENS.auth);
  await act(async () => {
    await auth.signInWithPassword('demo@example.com', 'Demo-password-1');
  });
  expect(auth.getSnapshot().status).toBe('signedIn');
  act(() => rendered.ports.clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD));
  await screen.findByRole('alertdialog', { name: TITLE }, { timeout: 5_000 });
  return rendered;
}

describe('IdleWarning: the warning before the inactivity logout', () => {
  it('shows nothing while the member is active', async () => {
    const rendered = await renderOnPlatform(<IdleWarning />);
    await act(async () => {
      await rendered.services
        .get(TOKENS.auth)
        .signInWithPassword('demo@example.com', 'Demo-password-1');
    });
    act(() => rendered.ports.clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD - SECOND));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('opens at 14 minutes, described by the time left, with the focus inside', async () => {
    await idleUntilWarning();
    const dialog = screen.getByRole('alertdialog', { name: TITLE });
    expect(dialog).toHaveAccessibleDescription(
      'You have not used Scanwise for a while. To protect your health information, we will sign you out in 60 seconds.',
    );
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('counts the seconds down', async () => {
    const { ports } = await idleUntilWarning();
    act(() => ports.clock.advance(59 * SECOND));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('we will sign you out in 1 second.');
  });

  it('"Stay signed in" closes it and keeps the member signed in', async () => {
    const { user, services, ports } = await idleUntilWarning();
    await user.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => ports.clock.advance(IDLE_WARNING_LEAD + 10 * SECOND));
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
  });

  it('Escape extends as "Stay signed in" does', async () => {
    const { user, services, ports } = await idleUntilWarning();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => ports.clock.advance(IDLE_WARNING_LEAD + 10 * SECOND));
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
  });

  it('"Sign out now" signs out', async () => {
    const { user, services } = await idleUntilWarning();
    await user.click(screen.getByRole('button', { name: 'Sign out now' }));
    await waitFor(() => expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedOut'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('with no answer the member is logged out with the toast of spec section 4', async () => {
    const { services, ports } = await idleUntilWarning();
    act(() => ports.clock.advance(IDLE_WARNING_LEAD));
    await waitFor(() => expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedOut'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(IDLE_LOGOUT_MESSAGE);
  });

  it('a dialog that cannot load is logged; nothing breaks', async () => {
    const rendered = await renderOnPlatform(
      <IdleWarning load={() => Promise.reject(new Error('offline'))} />,
    );
    await act(async () => {
      await rendered.services
        .get(TOKENS.auth)
        .signInWithPassword('demo@example.com', 'Demo-password-1');
    });
    await waitFor(() =>
      expect(rendered.ports.logger.has('warn', 'Idle warning failed to load')).toBe(true),
    );
  });
});
