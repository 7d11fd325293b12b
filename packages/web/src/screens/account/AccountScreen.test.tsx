import { ENTITY_EXAMPLES, UK_REGIONS, type Member } from '@scanwise/core';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import { answerCall } from '../../test/fakePlatform';
import { jsonBody, renderScreen } from './shared/renderScreen';
import { AccountScreen } from './AccountScreen';

const member: Member = { ...ENTITY_EXAMPLES.Member, email: 'demo@example.com' };

const renderAccount = (answer: Parameters<typeof answerCall>[2] = { body: member }) =>
  renderScreen(<AccountScreen />, {
    path: '/account',
    setup: (_services, ports) => answerCall(ports, 'memberGet', answer),
  });
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));

describe('AccountScreen', () => {
  it('shows a loading state while the member loads', () => {
    renderAccount('loading');
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('shows the error with a retry when the member cannot be loaded, logs it, and retries', async () => {
    const { ports, user } = renderAccount({ status: 500, body: { code: 'boom', message: 'x' } });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load your account' }),
    ).toBeVisible();
    expect(ports.logger.has('warn', 'Account: the member could not be loaded')).toBe(true);
    answerCall(ports, 'memberGet', { body: member });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Phone number/ })).toHaveValue(
      member.phoneNumber,
    );
  });

  it('shows the profile read-only and fills the form from the member', async () => {
    renderAccount();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Jane Doe')).toBeVisible();
    expect(within(profile).getByText('demo@example.com')).toBeVisible();
    expect(within(profile).queryByRole('textbox')).toBeNull();
    expect(field('Street address')).toHaveValue('350 Fifth Avenue');
    expect(field('ZIP code')).toHaveValue('10118');
    expect(
      screen.getByRole('checkbox', { name: 'E-mail me about my scans and results' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/forgot-password?email=demo%40example.com',
    );
  });

  it('US postal code: "five digits, optionally followed by a dash or a space and four digits"', async () => {
    const { user } = renderAccount();
    const zip = await screen.findByRole('textbox', { name: /^ZIP code/ });
    for (const good of ['10118', '10118-1234', '10118 1234']) {
      await user.clear(zip);
      await user.type(zip, good);
      await user.tab();
      expect(zip).not.toHaveAttribute('aria-invalid');
    }
    await user.clear(zip);
    await user.type(zip, '1011');
    expect(zip).not.toHaveAttribute('aria-invalid'); // not on input
    await user.tab();
    expect(zip).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('ZIP code is not valid.');
  });

  it('"The {label} field is required." for the phone, focus on the first error on save', async () => {
    const { user, ports } = renderAccount();
    const phone = await screen.findByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The Phone number field is required.')).toHaveAttribute(
      'role',
      'alert',
    );
    await waitFor(() => expect(phone).toHaveFocus());
    expect(ports.http.requestsTo('PATCH', '/members')).toHaveLength(0);
  });

  it('saves phone, address, opt-ins and time zone with PATCH members and announces it', async () => {
    const { user, ports, services } = renderAccount();
    ports.http.on('PATCH', '/members', ({ json }) => ({
      status: 200,
      body: { ...member, ...json<Partial<Member>>() },
    }));
    const phone = await screen.findByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, '+1 646 555 0199');
    await user.clear(field('Street address'));
    await user.type(field('Street address'), '1 Main Street');
    await user.click(
      screen.getByRole('checkbox', { name: 'Text my cell phone about appointments' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your account details were saved.');
    const [request] = ports.http.requestsTo('PATCH', '/members');
    expect(jsonBody(request)).toEqual({
      phoneNumber: '+1 646 555 0199',
      timeZone: 'America/New_York',
      optInEmailNotifications: true,
      optInPhoneNotifications: true,
      address: { ...member.address, line1: '1 Main Street' },
    });
    expect(services.get(TOKENS.rootSession).getSnapshot().member?.phoneNumber).toBe(
      '+1 646 555 0199',
    );
  });

  it('keeps the typed values and says so when the save fails', async () => {
    const { user, ports } = renderAccount();
    answerCall(ports, 'memberPatch', { status: 503, body: { code: 'down', message: 'down' } });
    const phone = await screen.findByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.type(phone, '+1 646 555 0199');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your changes were not saved. Something went wrong on our side. Please try again.',
    );
    expect(phone).toHaveValue('+1 646 555 0199');
    expect(ports.logger.has('warn', 'Account: the changes were not saved')).toBe(true);
  });

  it('a member without an address sees it empty and may leave it so', async () => {
    const { user, ports } = renderAccount({ body: { ...member, address: null } });
    answerCall(ports, 'memberPatch', { body: { ...member, address: null } });
    expect(await screen.findByText(/No address on file yet/)).toBeVisible();
    expect(field('Street address')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('status');
    const [request] = ports.http.requestsTo('PATCH', '/members');
    expect(jsonBody(request)).not.toHaveProperty('address');
  });

  it('a UK member picks a UK region and a postcode', async () => {
    renderAccount({
      body: {
        ...member,
        country: 'GB',
        address: ENTITY_EXAMPLES.AddressGb,
        timeZone: 'Europe/London',
      },
    });
    expect(await screen.findByRole('textbox', { name: /^Postcode/ })).toHaveValue(
      ENTITY_EXAMPLES.AddressGb.postalCode,
    );
    const region = screen.getByRole('button', { name: /Region/ });
    expect(region).toHaveTextContent(UK_REGIONS[ENTITY_EXAMPLES.AddressGb.state as 'LDN']);
  });
});
