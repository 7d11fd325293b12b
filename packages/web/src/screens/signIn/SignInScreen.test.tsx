import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { REDIRECT_CONTINUE_TO_KEY } from '../../navigation/redirectContinueTo';
import { renderOnPlatform } from '../../test/renderOnPlatform';
import { medicalQuestionnairePath, SignInScreen } from './SignInScreen';

describe('SignInScreen', () => {
  it('shows the spec\'s messages: "The {label} field is required." and "The {label} field is invalid."', async () => {
    const { user } = await renderOnPlatform(<SignInScreen />, { route: '/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The E-mail field is required.')).toBeVisible();
    expect(screen.getByText('The Password field is required.')).toBeVisible();

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-email');
    await user.tab();
    expect(screen.getByText('The E-mail field is invalid.')).toBeVisible();
  });

  it('validates on blur, not while typing', async () => {
    const { user } = await renderOnPlatform(<SignInScreen />, { route: '/sign-in' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'x');
    expect(screen.queryByText('The E-mail field is invalid.')).toBeNull();
    await user.tab();
    expect(screen.getByText('The E-mail field is invalid.')).toBeVisible();
  });

  it('a wrong password shows a member-friendly error and signs nobody in', async () => {
    const { user, services } = await renderOnPlatform(<SignInScreen />, { route: '/sign-in' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), DEMO_MEMBER.email);
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not sign you in. Check your e-mail and password.',
    );
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedOut');
  });

  it('signs in with the password (kind R)', async () => {
    const { user, services } = await renderOnPlatform(<SignInScreen />, { route: '/sign-in' });
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), DEMO_MEMBER.email);
    await user.type(screen.getByLabelText(/^Password/), DEMO_MEMBER.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn'));
    expect(services.get(TOKENS.auth).getSnapshot().kind).toBe('R');
  });

  it('social sign-in starts the G redirect; staff have a link to /login/obo', async () => {
    const { user, ports } = await renderOnPlatform(<SignInScreen />, { route: '/sign-in' });
    await user.click(screen.getByRole('button', { name: 'Continue with social sign-in' }));
    await waitFor(() => expect(ports.identity.redirects.map((r) => r.kind)).toEqual(['G']));
    expect(screen.getByRole('link', { name: 'Staff sign-in' })).toHaveAttribute(
      'href',
      '/login/obo',
    );
  });

  it('the renewal and questionnaire variants reuse the screen with their own heading', async () => {
    await renderOnPlatform(<SignInScreen variant="renewal" />, { route: '/login/renewal' });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to renew' })).toBeVisible();
  });

  it('Login/MedicalQuestionnaire continues to the questionnaire of the query encounterId', () => {
    expect(medicalQuestionnairePath('enc-1')).toBe(
      `/medical-questionnaire?extraData=${encodeURIComponent('{"encounterId":"enc-1"}')}&direct=true`,
    );
    expect(medicalQuestionnairePath(null)).toBeNull();
    expect(medicalQuestionnairePath('  ')).toBeNull();
  });

  it('a social sign-in from the questionnaire entry keeps the questionnaire as the target for the callback', async () => {
    const { user, ports, services } = await renderOnPlatform(
      <SignInScreen variant="medicalQuestionnaire" />,
      { route: '/login/medical-questionnaire?encounterId=enc-1' },
    );
    await user.click(screen.getByRole('button', { name: 'Continue with social sign-in' }));
    await waitFor(() => expect(ports.identity.redirects.map((r) => r.kind)).toEqual(['G']));
    expect(services.get(TOKENS.storage).session.getItem(REDIRECT_CONTINUE_TO_KEY)).toBe(
      medicalQuestionnairePath('enc-1'),
    );
  });
});
