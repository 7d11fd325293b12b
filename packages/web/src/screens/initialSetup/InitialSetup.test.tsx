import { INITIAL_SETUP_STORAGE_KEY } from '@scanwise/core';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { allOf, failing, signedIn } from '../../test/platform/platformScene';
import { renderScreen } from '../account/shared/renderScreen';
import {
  SETUP_LINK as LINK,
  SETUP_LINK_WITHOUT_PASSWORD,
  SETUP_MEMBER,
  SIGNED_IN_TERMS_ROUTE,
  setupDataStored,
} from './initialSetupScenes';
import { SetPasswordScreen } from './SetPasswordScreen';
import { TermsScreen } from './TermsScreen';

const CONSENT = 'I have read and accept the terms of service and the privacy notice.';
const byLabel = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));
const setupCalls = (scene: { network: { requests: readonly { url: string }[] } }) =>
  scene.network.requests.filter((r) => r.url.endsWith('/members/initial-setup'));

describe('TermsScreen', () => {
  it('without email and code, and signed out: says the link is incomplete (empty state)', async () => {
    await renderScreen(<TermsScreen />, { path: '/initial-setup/tos' });
    expect(
      screen.getByRole('heading', { level: 2, name: 'This link is incomplete' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toBeVisible();
  });

  it('stores the query in the initial-setup store (session storage)', async () => {
    const { services } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK,
    });
    await waitFor(() =>
      expect(services.get(TOKENS.initialSetup).getSnapshot()).toEqual({
        email: SETUP_MEMBER.email,
        code: SETUP_MEMBER.setupCode,
        hasPassword: true,
      }),
    );
    expect(services.get(TOKENS.storage).session.getItem(INITIAL_SETUP_STORAGE_KEY)).toContain(
      SETUP_MEMBER.setupCode,
    );
  });

  it('the terms must be accepted: "The {label} field is required.", focus on the box', async () => {
    const { user, scene } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK,
    });
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Terms of service field is required.',
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: CONSENT })).toHaveFocus());
    expect(setupCalls(scene)).toHaveLength(0);
  });

  it('hasPassword: completes the setup with the time zone and opt-ins, then offers sign-in', async () => {
    const { user, scene, services } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK,
    });
    const before = scene.platform.getMember(SETUP_MEMBER.id);
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(
      screen.getByRole('checkbox', { name: 'E-mail me about my scans and results' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your account is ready' }),
    ).toBeVisible();
    // The platform took the link's code: terms accepted, the opt-ins and time zone recorded,
    // the password unchanged.
    const after = scene.platform.getMember(SETUP_MEMBER.id);
    expect(before.termsOfService).toBeNull();
    expect(after.termsOfService).not.toBeNull();
    expect(after).toMatchObject({ optInEmailNotifications: true, optInPhoneNotifications: false });
    expect(typeof after.timeZone).toBe('string');
    expect(
      scene.platform.accounts.verifyPassword(SETUP_MEMBER.email, SETUP_MEMBER.password),
    ).toBeTruthy();
    expect(services.get(TOKENS.initialSetup).getSnapshot()).toEqual({});
  });

  it('an invalid or expired link is said clearly, and logged', async () => {
    // A code the platform does not know (used or expired).
    const { user, ports } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: LINK.replace(SETUP_MEMBER.setupCode, 'SETUP-USED'),
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link is invalid or has expired.',
    );
    expect(ports.logger.has('warn', 'Initial setup: the setup call failed')).toBe(true);
  });

  it('without a password: stores the opt-ins and goes to set-password', async () => {
    const { user, services } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: SETUP_LINK_WITHOUT_PASSWORD,
    });
    await user.click(screen.getByRole('checkbox', { name: CONSENT }));
    await user.click(
      screen.getByRole('checkbox', { name: 'Text my cell phone about appointments' }),
    );
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/initial-setup/set-password');
    expect(services.get(TOKENS.initialSetup).getSnapshot()).toMatchObject({
      email: SETUP_MEMBER.email,
      code: SETUP_MEMBER.setupCode,
      hasPassword: false,
      optInPhoneNotifications: true,
    });
  });

  it('a signed-in member without accepted terms accepts them with PUT members tos', async () => {
    const { user, scene, services } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: SIGNED_IN_TERMS_ROUTE,
      scene: signedIn(SETUP_MEMBER),
    });
    services.get(TOKENS.rootSession).setContinueTo('/reports');
    await user.click(await screen.findByRole('checkbox', { name: CONSENT }));
    await user.click(screen.getByRole('button', { name: 'Accept and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/reports');
    expect(scene.platform.getMember(SETUP_MEMBER.id).termsOfService).not.toBeNull();
  });

  it('"PUT members tos ... Failure is only logged": the screen offers to try again', async () => {
    const { user, ports } = await renderScreen(<TermsScreen />, {
      path: '/initial-setup/tos',
      route: '/initial-setup/tos?hasPassword=true',
      scene: allOf(failing('memberTos'), signedIn(SETUP_MEMBER)),
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
    await renderScreen(<SetPasswordScreen />, { path: '/initial-setup/set-password' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it('sets the password with the initial setup, signs in and goes home', async () => {
    const { user, scene, services } = await renderScreen(<SetPasswordScreen />, {
      path: '/initial-setup/set-password',
      scene: setupDataStored,
    });
    expect(
      screen.getByText(`Choose a password for ${SETUP_MEMBER.email}`, { exact: false }),
    ).toBeVisible();
    await user.type(byLabel('New password'), 'Chosen-password-1');
    await user.type(byLabel('Confirm new password'), 'Chosen-password-2');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The passwords do not match.');
    await user.clear(byLabel('Confirm new password'));
    await user.type(byLabel('Confirm new password'), 'Chosen-password-1');
    await user.click(screen.getByRole('button', { name: 'Set password and continue' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    // The platform set the chosen password, the terms and the opt-ins.
    expect(
      scene.platform.accounts.verifyPassword(SETUP_MEMBER.email, 'Chosen-password-1'),
    ).toBeTruthy();
    expect(scene.platform.getMember(SETUP_MEMBER.id)).toMatchObject({
      optInEmailNotifications: true,
      optInPhoneNotifications: false,
    });
    expect(scene.platform.getMember(SETUP_MEMBER.id).termsOfService).not.toBeNull();
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
    expect(services.get(TOKENS.initialSetup).getSnapshot()).toEqual({});
  });
});
