import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { offline, signedIn } from '../../test/platform/platformScene';
import { renderScreen } from '../account/shared/renderScreen';
import { ForgotPasswordChangeScreen } from './ForgotPasswordChangeScreen';
import { ForgotPasswordConfirmScreen } from './ForgotPasswordConfirmScreen';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';
import { RESET_CODE, RESET_LINK, RESET_WITHOUT_CODE, resetCodeIssued } from './passwordResetScenes';

const DEMO_EMAIL_QUERY = new URLSearchParams({ email: DEMO_MEMBER.email }).toString();

describe('ForgotPasswordScreen', () => {
  it('"The {label} field is required." on submit, announced, with focus on the field', async () => {
    const { user } = await renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The E-mail field is required.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  });

  it('"email: ... Message: \'The {label} field is invalid.\'" on blur', async () => {
    const { user } = await renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    expect(screen.queryByRole('alert')).toBeNull(); // not on input
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The E-mail field is invalid.');
  });

  it('requests a code and moves to the change step with the e-mail', async () => {
    const { user, scene } = await renderScreen(<ForgotPasswordScreen />, {
      path: '/forgot-password',
      route: `/forgot-password?${DEMO_EMAIL_QUERY}`,
    });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_MEMBER.email);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      `/forgot-password/change?${DEMO_EMAIL_QUERY}`,
    );
    // The platform e-mailed the member a code.
    const mail = scene.platform.outbox().find((sent) => sent.to === DEMO_MEMBER.email);
    expect(mail?.code).toMatch(/^\d{6}$/);
  });

  it('shows a clear message when offline, keeps the e-mail and logs the failure', async () => {
    const { user, ports } = await renderScreen(<ForgotPasswordScreen />, {
      path: '/forgot-password',
      scene: offline,
    });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You seem to be offline. Check your connection and try again.',
    );
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ann@example.com');
    expect(ports.logger.has('warn', 'Password reset: the code request failed')).toBe(true);
  });
});

describe('ForgotPasswordChangeScreen', () => {
  it("fills e-mail and code from the e-mail's link, so only the new password is typed", async () => {
    const { user, scene } = await renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
      route: RESET_LINK,
      seed: resetCodeIssued,
    });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_MEMBER.email);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue(RESET_CODE);
    await user.type(screen.getByLabelText(/^New password/), 'Another-password-2');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Another-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/forgot-password/confirm');
    // The platform took the code: the new password signs in, the old one no longer does.
    expect(
      scene.platform.accounts.verifyPassword(DEMO_MEMBER.email, 'Another-password-2'),
    ).toBeTruthy();
    expect(
      scene.platform.accounts.verifyPassword(DEMO_MEMBER.email, DEMO_MEMBER.password),
    ).toBeFalsy();
  });

  it("fills the start step's e-mail, asks for the code and checks the rules", async () => {
    const { user } = await renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
      route: RESET_WITHOUT_CODE,
    });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue(DEMO_MEMBER.email);
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'different');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'The Code field is required.',
      'The New password field must be greater than 8 characters.',
      'The passwords do not match.',
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus());
  });

  it('with no query, asks for the e-mail and the code', async () => {
    const { user } = await renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
    });
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((a) => a.textContent).slice(0, 2)).toEqual([
      'The E-mail field is required.',
      'The Code field is required.',
    ]);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  });

  it('says when the code is invalid or expired and offers a new one', async () => {
    // The platform never issued this code (or it expired).
    const { user } = await renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
      route: RESET_LINK.replace(RESET_CODE, '999999'),
      seed: resetCodeIssued,
    });
    await user.type(screen.getByLabelText(/^New password/), 'Another-password-2');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Another-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    // Said once, with the way on as its link.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^The code is invalid or has expired\. Request a new code$/);
    expect(within(alert).getByRole('link', { name: 'Request a new code' })).toBeVisible();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Another-password-2');
  });
});

describe('ForgotPasswordConfirmScreen', () => {
  it('confirms the change and links to sign in', async () => {
    await renderScreen(<ForgotPasswordConfirmScreen />, { path: '/forgot-password/confirm' });
    expect(screen.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });
});

describe('a signed-in member changing their password (from Account)', () => {
  it('goes back to the account from each step, and is told the password is for the next sign-in', async () => {
    for (const [ui, path] of [
      [<ForgotPasswordScreen key="start" />, '/forgot-password'],
      [<ForgotPasswordChangeScreen key="change" />, '/forgot-password/change'],
    ] as const) {
      const { unmount } = await renderScreen(ui, { path, scene: signedIn() });
      expect(await screen.findByRole('link', { name: 'Back to your account' })).toHaveAttribute(
        'href',
        '/account',
      );
      expect(screen.queryByRole('link', { name: 'Back to sign in' })).toBeNull();
      unmount();
    }
    await renderScreen(<ForgotPasswordConfirmScreen />, {
      path: '/forgot-password/confirm',
      scene: signedIn(),
    });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password was changed. Use it the next time you sign in.',
    );
    expect(screen.getByRole('link', { name: 'Back to your account' })).toHaveAttribute(
      'href',
      '/account',
    );
    expect(screen.queryByRole('link', { name: 'Go to sign in' })).toBeNull();
  });
});
