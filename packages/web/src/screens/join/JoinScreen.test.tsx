import {
  ENTITY_EXAMPLES,
  NEW_PASSWORD_MAX_LENGTH,
  NEW_PASSWORD_MIN_LENGTH,
  type Member,
} from '@scanwise/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { jsonBody, renderScreen } from '../account/shared/renderScreen';
import { JoinScreen } from './JoinScreen';

const byLabel = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));
const newMember: Member = {
  ...ENTITY_EXAMPLES.Member,
  email: 'new@example.com',
  termsOfService: null,
  address: null,
};

const CLAIM_PATH = '/sign-up/claim-offer?code=INVITE-NW&partner=northwind';

const renderJoin = (before?: Parameters<typeof renderScreen>[1]['setup']) =>
  renderScreen(<JoinScreen />, {
    path: '/join',
    setup: (services, ports) => {
      before?.(services, ports);
      ports.identity.addAccount({ username: 'new@example.com', password: 'New-password-1' });
      answerCall(ports, 'memberCreate', { status: 201, body: newMember });
      answerCall(ports, 'memberGet', { body: newMember });
      answerCall(ports, 'memberTos', {
        body: { ...newMember, termsOfService: '2026-05-01T10:00:00Z' },
      });
    },
  });

async function fillForm(user: ReturnType<typeof renderJoin>['user']): Promise<void> {
  await user.type(byLabel('First name'), 'Ann');
  await user.type(byLabel('Last name'), 'Lee');
  await user.type(byLabel('E-mail'), 'new@example.com');
  await user.type(byLabel('Password'), 'New-password-1');
  await user.type(byLabel('Phone number'), '+1 212 555 0100');
  fireEvent.change(byLabel('Date of birth'), { target: { value: '1985-06-01' } });
  await user.click(screen.getByRole('button', { name: /Sex assigned at birth/ }));
  await user.click(await screen.findByRole('option', { name: 'Female' }));
  await user.click(
    screen.getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' }),
  );
}

// Each test fills the whole form with user-event: generous on a busy machine.
describe('JoinScreen', { timeout: 20_000 }, () => {
  it('checks every field on submit with the spec messages and focuses the first', async () => {
    const { user, ports } = renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const messages = (await screen.findAllByRole('alert')).map((alert) => alert.textContent);
    expect(messages).toEqual([
      'The First name field is required.',
      'The Last name field is required.',
      'The E-mail field is required.',
      'The Password field is required.',
      'The Phone number field is required.',
      'The Date of birth field is required.',
      'The Sex assigned at birth field is required.',
      'The Terms of service field is required.',
    ]);
    await waitFor(() => expect(byLabel('First name')).toHaveFocus());
    expect(ports.http.requestsTo('POST', '/members')).toHaveLength(0);
  });

  it('password rules: minLength 8 with its message, on blur', async () => {
    const { user } = renderJoin();
    await user.type(byLabel('Password'), 'short');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Password field must be greater than 8 characters.',
    );
  });

  it('the password hint names exactly the lengths the rules take', () => {
    renderJoin();
    const password = byLabel('Password');
    expect(password).toHaveAccessibleDescription(
      `Use ${NEW_PASSWORD_MIN_LENGTH} to ${NEW_PASSWORD_MAX_LENGTH} characters.`,
    );
    const messageFor = (length: number): string | null => {
      fireEvent.change(password, { target: { value: 'x'.repeat(length) } });
      fireEvent.blur(password);
      return screen.queryByRole('alert')?.textContent ?? null;
    };
    expect(messageFor(NEW_PASSWORD_MIN_LENGTH - 1)).not.toBeNull();
    expect(messageFor(NEW_PASSWORD_MIN_LENGTH)).toBeNull();
    expect(messageFor(NEW_PASSWORD_MAX_LENGTH)).toBeNull();
    expect(messageFor(NEW_PASSWORD_MAX_LENGTH + 1)).not.toBeNull();
  });

  it('every field a submit rejects as required is marked required beforehand', async () => {
    const { user } = renderJoin();
    const form = screen.getByRole('button', { name: 'Create account' }).closest('form')!;
    const marked = (name: string): boolean =>
      within(form)
        .getAllByText((_, element) => element?.textContent?.replace(/\s+\*$/, '') === name)
        .some((element) => element.textContent?.trim().endsWith('*'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const required = (await screen.findAllByRole('alert'))
      .map((alert) => /^The (.+) field is required\.$/.exec(alert.textContent ?? '')?.[1])
      .filter((label) => label !== undefined);
    expect(required).toContain('Sex assigned at birth');
    for (const label of required) {
      // The terms' box says what is accepted; its message names the terms.
      const shown =
        label === 'Terms of service'
          ? 'I accept the terms of service and the privacy notice.'
          : label;
      expect({ label, marked: marked(shown) }).toEqual({ label, marked: true });
    }
  });

  it('creates the member, signs in with the password, records the terms and goes home', async () => {
    const { user, ports, services } = renderJoin();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    const [create] = ports.http.requestsTo('POST', '/members');
    expect(jsonBody(create)).toMatchObject({
      email: 'new@example.com',
      password: 'New-password-1',
      firstName: 'Ann',
      lastName: 'Lee',
      phoneNumber: '+1 212 555 0100',
      dob: '1985-06-01',
      sex: 'FEMALE',
      country: 'US',
      locale: 'en-us',
    });
    expect(ports.http.requestsTo('PUT', '/members/tos')).toHaveLength(1);
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
    expect(services.get(TOKENS.rootSession).getSnapshot().member?.termsOfService).toBe(
      '2026-05-01T10:00:00Z',
    );
  });

  it('"Errors reject. Failure is logged.": a taken e-mail is said clearly and the form kept', async () => {
    const { user, ports } = renderJoin();
    answerCall(ports, 'memberCreate', {
      status: 409,
      body: { code: 'email_taken', message: 'taken', path: null },
    });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists.',
    );
    expect(byLabel('E-mail')).toHaveValue('new@example.com');
    expect(ports.logger.has('error', 'Member call memberCreate failed')).toBe(true);
    expect(ports.logger.has('warn', 'Sign-up: the member could not be created')).toBe(true);
  });

  describe('continues where the member came from, with the offer they arrived with', () => {
    const arrivedFromClaimOffer: Parameters<typeof renderJoin>[0] = (services) => {
      services.get(TOKENS.offer).rememberOffer('INVITE-NW', 'INVITED');
      services.get(TOKENS.rootSession).setContinueTo(CLAIM_PATH);
    };

    it('"Offer store (local storage): memberOfferCode, memberOfferType": the offer goes with the new member and Join continues to the claim offer', async () => {
      const { user, ports, services } = renderJoin(arrivedFromClaimOffer);
      expect(
        screen.getByText('Your offer (INVITE-NW) will be added to your new account.'),
      ).toBeVisible();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(CLAIM_PATH);
      const [create] = ports.http.requestsTo('POST', '/members');
      expect(jsonBody(create)).toMatchObject({
        email: 'new@example.com',
        offerCode: 'INVITE-NW',
        offerType: 'INVITED',
      });
      // The remembered target is used once; the offer stays for the booking that follows.
      expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBeNull();
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBe('INVITE-NW');
    });

    it('continues to the CAT results when the heart check remembered them', async () => {
      const { user } = renderJoin((services) =>
        services.get(TOKENS.rootSession).setContinueTo('/cat/results'),
      );
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cat\/results$/);
    });

    it('without an offer the call carries none and no offer note is shown', async () => {
      const { user, ports } = renderJoin();
      expect(screen.queryByText(/will be added to your new account/)).toBeNull();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
      const body = jsonBody(ports.http.requestsTo('POST', '/members')[0]) as Record<
        string,
        unknown
      >;
      expect(body).not.toHaveProperty('offerCode');
      expect(body).not.toHaveProperty('offerType');
    });

    it('an offer the platform does not know does not stop the visitor joining: it is dropped, logged and the member created without it', async () => {
      const { user, ports, services } = renderJoin(arrivedFromClaimOffer);
      answerCall(ports, 'memberCreate', {
        status: 400,
        body: { code: 'unknown_reference', message: 'Unknown offer', path: ['offerCode'] },
      });
      await fillForm(user);
      // The platform refuses the offer once; the second call (without it) succeeds.
      const requests = () => ports.http.requestsTo('POST', '/members');
      const unsubscribe = services.get(TOKENS.offer).subscribe((state) => {
        if (state.memberOfferCode === null) {
          answerCall(ports, 'memberCreate', { status: 201, body: newMember });
        }
      });
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(CLAIM_PATH);
      unsubscribe();
      expect(requests()).toHaveLength(2);
      expect(jsonBody(requests()[0])).toMatchObject({ offerCode: 'INVITE-NW' });
      expect(jsonBody(requests()[1])).not.toHaveProperty('offerCode');
      expect(
        ports.logger.has('warn', 'Sign-up: the remembered offer is unknown; joining without it'),
      ).toBe(true);
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBeNull();
    });

    it('a failed sign-up keeps the remembered target and the offer for the next try', async () => {
      const { user, ports, services } = renderJoin(arrivedFromClaimOffer);
      answerCall(ports, 'memberCreate', {
        status: 503,
        body: { code: 'unavailable', message: 'down', path: null },
      });
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('alert')).toBeVisible();
      expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe(CLAIM_PATH);
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBe('INVITE-NW');
    });
  });
});
