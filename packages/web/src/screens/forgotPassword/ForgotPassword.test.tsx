import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonBody, renderScreen } from '../account/shared/renderScreen';
import { answerCall } from '../../test/fakePlatform';
import { ForgotPasswordChangeScreen } from './ForgotPasswordChangeScreen';
import { ForgotPasswordConfirmScreen } from './ForgotPasswordConfirmScreen';
import { ForgotPasswordScreen } from './ForgotPasswordScreen';

describe('ForgotPasswordScreen', () => {
  it('"The {label} field is required." on submit, announced, with focus on the field', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The E-mail field is required.');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveFocus());
  });

  it('"email: ... Message: \'The {label} field is invalid.\'" on blur', async () => {
    const { user } = renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    expect(screen.queryByRole('alert')).toBeNull(); // not on input
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('The E-mail field is invalid.');
  });

  it('requests a code and moves to the change step with the e-mail', async () => {
    const { user, ports } = renderScreen(<ForgotPasswordScreen />, {
      path: '/forgot-password',
      route: '/forgot-password?email=ann%40example.com',
    });
    answerCall(ports, 'forgotPasswordRequest', { status: 204 });
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(
      '/forgot-password/change?email=ann%40example.com',
    );
    const [request] = ports.http.requestsTo('POST', '/users/password/forgot');
    expect(jsonBody(request)).toEqual({ email: 'ann@example.com' });
  });

  it('shows a clear message when offline, keeps the e-mail and logs the failure', async () => {
    const { user, ports } = renderScreen(<ForgotPasswordScreen />, { path: '/forgot-password' });
    // (answerCall's 'offline' answers 500 on the fake: a handler that rejects is a crashed server.)
    ports.http.setOffline(true);
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
  const route = '/forgot-password/change?email=ann%40example.com&code=123456';

  it('takes e-mail and code from the query and asks only for the new password', async () => {
    const { user, ports } = renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
      route,
    });
    answerCall(ports, 'forgotPasswordChange', { status: 204 });
    expect(screen.queryByRole('textbox', { name: 'Code' })).toBeNull();
    expect(screen.getByText(/For ann@example.com/)).toBeVisible();
    await user.type(screen.getByLabelText(/^New password/), 'Another-password-2');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Another-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/forgot-password/confirm');
    const [request] = ports.http.requestsTo('POST', '/users/password/reset');
    expect(jsonBody(request)).toEqual({
      email: 'ann@example.com',
      code: '123456',
      newPassword: 'Another-password-2',
    });
  });

  it('asks for the code when the query has none, and checks the rules', async () => {
    const { user } = renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
      route: '/forgot-password/change?email=ann%40example.com',
    });
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

  it('says when the code is invalid or expired and offers a new one', async () => {
    const { user, ports } = renderScreen(<ForgotPasswordChangeScreen />, {
      path: '/forgot-password/change',
      route,
    });
    answerCall(ports, 'forgotPasswordChange', {
      status: 400,
      body: { code: 'invalid_code', message: 'The code is invalid or has expired', path: ['code'] },
    });
    await user.type(screen.getByLabelText(/^New password/), 'Another-password-2');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Another-password-2');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The code is invalid or has expired. Request a new code.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Another-password-2');
  });
});

describe('ForgotPasswordConfirmScreen', () => {
  it('confirms the change and links to sign in', () => {
    renderScreen(<ForgotPasswordConfirmScreen />, { path: '/forgot-password/confirm' });
    expect(screen.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Sign in with your new password.');
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/sign-in');
  });
});
