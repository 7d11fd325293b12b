import { ENTITY_EXAMPLES, type Member } from '@scanwise/core';
import { fireEvent, screen, waitFor } from '@testing-library/react';
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

const renderJoin = () =>
  renderScreen(<JoinScreen />, {
    path: '/join',
    setup: (_services, ports) => {
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

describe('JoinScreen', () => {
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
    expect(ports.logger.has('warn', 'Join: the member could not be created')).toBe(true);
  });
});
