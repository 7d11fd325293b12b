import { ENTITY_EXAMPLES, INITIAL_SETUP_STORAGE_KEY, type Member } from '@scanwise/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { answerCall, signInFakeMember } from '../../test/fakePlatform';
import { jsonBody, renderScreen } from '../account/shared/renderScreen';
import { SetPasswordScreen } from './SetPasswordScreen';
import { TermsScreen } from './TermsScreen';

const CONSENT = 'I have read and accept the terms of service and the privacy notice.';
const byLabel = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));
const LINK = '/initial-setup/tos?email=noterms%40example.com&code=SETUP-1&hasPassword=true';

describe('TermsScreen', () => {
  it('without email and code, and signed out: says the link is incomplete (empty state)', () => {
    renderScreen(<TermsScreen />, { path: '/initial-setup/tos' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'This link is incomplete' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  });

  it('stores the query in the initial-setup store (session storage)', async () => {
    const { services } = renderScreen(<TermsScreen />, { path: '/initial-setup/tos', route: LINK });
    await waitFor(() =>
      expect(services.get(TOKENS.initialSetup).getSnapshot()).toEqual({
        email: 'noterms@example.com',
        code: 'SETUP-1',
        hasPassword: true,
      }),
    );
    expect(services.get(TOKENS.storage).session.getItem(INITIAL_SETUP_STORAGE_KEY)).toContain(
      'SETUP-1',
    );
  });

  it('the terms must be accepted: "The {label} field is required.", focus on the box', async () => {
    const { user, ports } = renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK,
    });
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Terms of service field is required.',
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveFocus());
    expect(ports.http.requestsTo('POST', '/members/initial-setup')).toHaveLength(0);
  });

  it('hasPassword: completes the setup with the time zone and opt-ins, then offers sign-in', async () => {
    const { user, ports, services } = renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK,
      setup: (_s, p) => answerCall(p, 'initialSetup', { status: 204 }),
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(
      screen.getByRole('checkbox', { name: 'E-mail me about my scans and results' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is ready' }),
    ).toBeVisible();
    const [request] = ports.http.requestsTo('POST', '/members/initial-setup');
    const body = jsonBody(request) as Record<string, unknown>;
    expect(body).toMatchObject({
      legal: true,
      email: 'noterms@example.com',
      passwordResetToken: 'SETUP-1',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(body).not.toHaveProperty('newPassword');
    expect(typeof body['timeZone']).toBe('string');
    expect(services.get(TOKENS.initialSetup).getSnapshot()).toEqual({});
  });

  it('an invalid or expired link is said clearly, and logged', async () => {
    const { user, ports } = renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK,
      setup: (_s, p) =>
        answerCall(p, 'initialSetup', {
          status: 400,
          body: { code: 'invalid_token', message: 'bad', path: ['passwordResetToken'] },
        }),
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(ports.logger.has('warn', 'Initial setup: the setup call failed')).toBe(true);
  });

  it('without a password: stores the opt-ins and goes to set-password', async () => {
    const { user, services } = renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: '/initial-setup/tos?email=new%40example.com&code=SETUP-2',
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Text my cell phone about appointments' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/initial-setup/set-password');
    expect(services.get(TOKENS.initialSetup).getSnapshot()).toMatchObject({
      email: 'new@example.com',
      code: 'SETUP-2',
      hasPassword: false,
      optInPhoneNotifications: true,
    });
  });

  it('a signed-in member without accepted terms accepts them with PUT members tos', async () => {
    const member: Member = { ...ENTITY_EXAMPLES.Member, termsOfService: null };
    const { user, ports, services } = renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: '/initial-setup/tos?email=jane.doe%40example.com&hasPassword=true',
      setup: (s, p) => {
        void signInFakeMember(s, p, member);
        answerCall(p, 'memberTos', { body: { ...member, termsOfService: '2026-05-01T10:00:00Z' } });
      },
    });
    services.get(TOKENS.rootSession).setContinueTo('/reports');
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/reports');
    expect(jsonBody(ports.http.requestsTo('PUT', '/members/tos')[0])).toEqual({
      accepted: true,
      version: '2026-01',
    });
  });

  it('"PUT members tos ... Failure is only logged": the screen offers to try again', async () => {
    const member: Member = { ...ENTITY_EXAMPLES.Member, termsOfService: null };
    const { user, ports } = renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: '/initial-setup/tos?hasPassword=true',
      setup: (s, p) => {
        void signInFakeMember(s, p, member);
        answerCall(p, 'memberTos', { status: 500, body: { code: 'x', message: 'x' } });
      },
    });
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not record your acceptance. Please try again.',
    );
    expect(ports.logger.has('warn', 'Member call memberTos failed')).toBe(true);
  });
});

describe('SetPasswordScreen', () => {
  it('"Redirects home if email or code is missing from the stored setup data"', async () => {
    renderScreen(<SetPasswordScreen />, { path: '/initial-setup/set-password' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sets the password with the initial setup, signs in and goes home', async () => {
    const member: Member = { ...ENTITY_EXAMPLES.Member, email: 'new@example.com' };
    const { user, ports, services } = renderScreen(<SetPasswordScreen />, {
      path: '/initial-setup/set-password',
      setup: (s, p) => {
        s.get(TOKENS.initialSetup).set({
          email: 'new@example.com',
          code: 'SETUP-2',
          hasPassword: false,
          optInEmailNotifications: true,
        });
        p.identity.addAccount({ username: 'new@example.com', password: 'Chosen-password-1' });
        answerCall(p, 'initialSetup', { status: 204 });
        answerCall(p, 'memberGet', { body: member });
      },
    });
    expect(screen.getByText(/Choose a password for new@example.com/)).toBeVisible();
    await user.type(byLabel('New password'), 'Chosen-password-1');
    await user.type(byLabel('Confirm new password'), 'Chosen-password-2');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match.');
    await user.clear(byLabel('Confirm new password'));
    await user.type(byLabel('Confirm new password'), 'Chosen-password-1');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const body = jsonBody(ports.http.requestsTo('POST', '/members/initial-setup')[0]);
    expect(body).toMatchObject({
      legal: true,
      email: 'new@example.com',
      newPassword: 'Chosen-password-1',
      passwordResetToken: 'SETUP-2',
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
    expect(services.get(TOKENS.initialSetup).getSnapshot()).toEqual({});
  });
});
