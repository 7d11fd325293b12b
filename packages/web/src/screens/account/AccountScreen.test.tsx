import { UK_REGIONS, formatPhoneForDisplay } from '@scanwise/core';
import { DEMO_MEMBER, ROLE_LIST_MEMBER } from '@scanwise/mock-server/in-process';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import {
  allOf,
  failing,
  holding,
  signedIn,
  type SceneSetup,
  type SeedChange,
} from '../../test/platform/platformScene';
import { demoMemberWithoutAddress } from './accountScenes';
import { renderScreen } from './shared/renderScreen';
import { AccountScreen } from './AccountScreen';

/** The demo member's account; `after` runs once signed in (faults on the screen's own calls). */
const renderAccount = (
  { after, seed }: { readonly after?: SceneSetup; readonly seed?: SeedChange } = {},
  scene: SceneSetup = allOf(signedIn(), after ?? (() => undefined)),
) => renderScreen(<AccountScreen />, { path: '/account', seed, scene });

const patchesSent = (scene: {
  network: { requests: readonly { method: string; url: string }[] };
}) => scene.network.requests.filter((r) => r.method === 'PATCH' && /\/members$/.test(r.url));
const field = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));

describe('AccountScreen', () => {
  it('shows a loading state while the member loads', async () => {
    await renderAccount({ after: holding('memberGet') });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
  });

  it('shows the error with a retry when the member cannot be loaded, logs it, and retries', async () => {
    const { ports, user, scene, services } = await renderAccount({ after: failing('memberGet') });
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load your account' }),
    ).toBeVisible();
    expect(ports.logger.has('warn', 'Account: the member could not be loaded')).toBe(true);
    scene.faults.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: /^Phone number/ })).toHaveValue(
      formatPhoneForDisplay(scene.platform.getMember(DEMO_MEMBER.id).phoneNumber ?? ''),
    );
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
  });

  it('shows the profile read-only and fills the form from the member', async () => {
    await renderAccount();
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(within(profile).getByText('Dana Demo')).toBeVisible();
    expect(within(profile).getByText(DEMO_MEMBER.email)).toBeVisible();
    expect(within(profile).queryByRole('textbox')).toBeNull();
    expect(field('Street address')).toHaveValue('350 Fifth Avenue');
    expect(field('ZIP code')).toHaveValue('10118');
    expect(field('Phone number')).toHaveAccessibleDescription('For example (212) 555-0100.');
    expect(
      screen.getByRole('checkbox', { name: 'E-mail me about my scans and results' }),
    ).toBeChecked();
    expect(screen.getByRole('link', { name: 'Change your password' })).toHaveAttribute(
      'href',
      '/forgot-password?email=demo%40example.com',
    );
  });

  it('US postal code: "five digits, optionally followed by a dash or a space and four digits"', async () => {
    const { user } = await renderAccount();
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
    const { user, scene } = await renderAccount();
    const phone = await screen.findByRole('textbox', { name: /^Phone number/ });
    await user.clear(phone);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('The Phone number field is required.')).toHaveAttribute(
      'role',
      'alert',
    );
    await waitFor(() => expect(phone).toHaveFocus());
    expect(patchesSent(scene)).toHaveLength(0);
  });

  it('saves phone, address, opt-ins and time zone with PATCH members and announces it', async () => {
    const { user, scene, services } = await renderAccount();
    const before = scene.platform.getMember(DEMO_MEMBER.id);
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
    // The platform's member has the changes.
    expect(scene.platform.getMember(DEMO_MEMBER.id)).toMatchObject({
      phoneNumber: '+1 646 555 0199',
      timeZone: 'America/New_York',
      optInEmailNotifications: true,
      optInPhoneNotifications: true,
      address: { ...before.address, line1: '1 Main Street' },
    });
    expect(services.get(TOKENS.rootSession).getSnapshot().member?.phoneNumber).toBe(
      '+1 646 555 0199',
    );
  });

  it('keeps the typed values and says so when the save fails', async () => {
    const { user, ports } = await renderAccount({
      after: failing('memberPatch', { status: 503 }),
    });
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
    const { user, scene } = await renderAccount({ seed: demoMemberWithoutAddress });
    expect(await screen.findByText(/No address on file yet/)).toBeVisible();
    expect(field('Street address')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await screen.findByRole('status');
    expect(patchesSent(scene)).toHaveLength(1);
    expect(scene.platform.getMember(DEMO_MEMBER.id).address).toBeNull();
  });

  it('a UK member picks a UK region and a postcode', async () => {
    // The seed's member in London.
    const { scene } = await renderAccount({}, signedIn(ROLE_LIST_MEMBER));
    const address = scene.platform.getMember(ROLE_LIST_MEMBER.id).address!;
    expect(await screen.findByRole('textbox', { name: /^Postcode/ })).toHaveValue(
      address.postalCode,
    );
    const region = screen.getByRole('combobox', { name: 'Region' });
    expect(region).toHaveValue(address.state);
    expect(region).toHaveDisplayValue(UK_REGIONS[address.state as 'LDN']);
    // The phone's hint writes a UK number too, on a US English page.
    expect(screen.getByRole('textbox', { name: /^Phone number/ })).toHaveAccessibleDescription(
      'For example 020 7946 0123 or +44 20 7946 0123.',
    );
  });
});
