import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '@scanwise/core';
import { DEMO_MEMBER } from '@scanwise/mock-server/in-process';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TOKENS } from '../../composition/tokens';
import {
  allOf,
  failing,
  type PlatformScene,
  type SceneSetup,
} from '../../test/platform/platformScene';
import { renderScreen } from '../account/shared/renderScreen';
import { JoinScreen } from './JoinScreen';

const byLabel = (name: string) => screen.getByLabelText(new RegExp(`^${name}( \\*)?$`));
const NEW_EMAIL = 'new@example.com';

const CLAIM_PATH = '/sign-up/claim-offer?code=INVITE-NW&partner=northwind';

const renderJoin = (before?: SceneSetup) =>
  renderScreen(<JoinScreen />, { path: '/join', scene: before });

type User = Awaited<ReturnType<typeof renderJoin>>['user'];

/** The sign-up calls the platform received (POST members). */
const createCalls = (scene: PlatformScene) =>
  scene.network.requests.filter((r) => r.method === 'POST' && /\/members$/.test(r.url));

/** The member the platform created for the new e-mail. */
const createdMember = (scene: PlatformScene) => {
  const id = scene.platform.accountIdOf(NEW_EMAIL);
  return id === undefined ? undefined : scene.platform.getMember(id);
};

async function fillForm(user: User, email: string = NEW_EMAIL): Promise<void> {
  await user.type(byLabel('First name'), 'Ann');
  await user.type(byLabel('Last name'), 'Lee');
  await user.type(byLabel('E-mail'), email);
  await user.type(byLabel('Password'), 'New-password-1');
  await user.type(byLabel('Phone number'), '+1 212 555 0100');
  fireEvent.change(byLabel('Date of birth'), { target: { value: '1985-06-01' } });
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Sex assigned at birth' }),
    'Female',
  );
  await user.click(
    screen.getByRole('checkbox', { name: 'I accept the terms of service and the privacy notice.' }),
  );
}

// Each test fills the whole form with user-event: generous on a busy machine.
describe('JoinScreen', { timeout: 20_000 }, () => {
  it('checks every field on submit with the spec messages and focuses the first', async () => {
    const { user, scene } = await renderJoin();
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
    expect(createCalls(scene)).toHaveLength(0);
  });

  it('password rules: minLength 8 with its message, on blur', async () => {
    const { user } = await renderJoin();
    await user.type(byLabel('Password'), 'short');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The Password field must be greater than 8 characters.',
    );
  });

  it('the password hint names exactly the lengths the rules take', async () => {
    await renderJoin();
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

  it('the phone hint writes a number of the chosen country: a US one, then a UK one', async () => {
    const { user } = await renderJoin();
    expect(byLabel('Phone number')).toHaveAccessibleDescription('For example (212) 555-0100.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'United Kingdom');
    expect(byLabel('Phone number')).toHaveAccessibleDescription(
      'For example 020 7946 0123 or +44 20 7946 0123.',
    );
    // Both of the hint's ways to write it pass the phone rule.
    for (const example of ['020 7946 0123', '+44 20 7946 0123']) {
      fireEvent.change(byLabel('Phone number'), { target: { value: example } });
      fireEvent.blur(byLabel('Phone number'));
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });

  it('every field a submit rejects as required is marked required beforehand', async () => {
    const { user } = await renderJoin();
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

  it('a date of birth after today is refused with its reason, nothing is sent, and the form is kept', async () => {
    // The scene's clock: Thursday 1 January 2026.
    const { user, scene } = await renderJoin();
    await fillForm(user);
    fireEvent.change(byLabel('Date of birth'), { target: { value: '2031-04-02' } });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Date of birth field must be a real date in the past.',
    );
    await waitFor(() => expect(byLabel('Date of birth')).toHaveFocus());
    expect(createCalls(scene)).toHaveLength(0);
    expect(byLabel('First name')).toHaveValue('Ann');
  });

  it('creates the member, signs in with the password, records the terms and goes home', async () => {
    const { user, scene, services } = await renderJoin();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    // The platform has the new member, the password signs in, the terms are recorded.
    expect(createdMember(scene)).toMatchObject({
      email: NEW_EMAIL,
      firstName: 'Ann',
      lastName: 'Lee',
      phoneNumber: '+1 212 555 0100',
      dob: '1985-06-01',
      sex: 'FEMALE',
      country: 'US',
      locale: 'en-us',
    });
    expect(scene.platform.accounts.verifyPassword(NEW_EMAIL, 'New-password-1')).toBeTruthy();
    const terms = createdMember(scene)?.termsOfService;
    expect(terms).toEqual(expect.any(String));
    expect(services.get(TOKENS.auth).getSnapshot().status).toBe('signedIn');
    expect(services.get(TOKENS.rootSession).getSnapshot().member?.termsOfService).toBe(terms);
  });

  it('"Errors reject. Failure is logged.": a taken e-mail is said clearly and the form kept', async () => {
    // The demo member's e-mail: the platform has an account for it.
    const { user, ports } = await renderJoin();
    await fillForm(user, DEMO_MEMBER.email);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An account with this e-mail already exists.',
    );
    expect(byLabel('E-mail')).toHaveValue(DEMO_MEMBER.email);
    expect(ports.logger.has('warn', 'Member call memberCreate failed')).toBe(true);
    expect(ports.logger.has('error', 'Member call memberCreate failed')).toBe(false);
    expect(ports.logger.has('warn', 'Sign-up: the member could not be created')).toBe(true);
  });

  describe('continues where the member came from, with the offer they arrived with', () => {
    const arrivedWithOffer =
      (code: string): SceneSetup =>
      ({ container }) => {
        container.get(TOKENS.offer).rememberOffer(code, 'INVITED');
        container.get(TOKENS.rootSession).setContinueTo(CLAIM_PATH);
      };
    /** The seed's Northwind invitation. */
    const arrivedFromClaimOffer = arrivedWithOffer('INVITE-NW');

    it('"Offer store (local storage): memberOfferCode, memberOfferType": the offer goes with the new member and Join continues to the claim offer', async () => {
      const { user, scene, services } = await renderJoin(arrivedFromClaimOffer);
      expect(
        screen.getByText('Your offer (INVITE-NW) will be added to your new account.'),
      ).toBeVisible();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(CLAIM_PATH);
      expect(createdMember(scene)).toMatchObject({
        email: NEW_EMAIL,
        offerCode: 'INVITE-NW',
        offerType: 'INVITED',
      });
      // The remembered target is used once; the offer stays for the booking that follows.
      expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBeNull();
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBe('INVITE-NW');
    });

    it('continues to the CAT results when the heart check remembered them', async () => {
      const { user } = await renderJoin(({ container }) =>
        container.get(TOKENS.rootSession).setContinueTo('/cat/results'),
      );
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/cat\/results$/);
    });

    it('without an offer the call carries none and no offer note is shown', async () => {
      const { user, scene } = await renderJoin();
      expect(screen.queryByText(/will be added to your new account/)).toBeNull();
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
      expect(createdMember(scene)).toMatchObject({ offerCode: null, offerType: null });
    });

    it('an offer the platform does not know does not stop the visitor joining: it is dropped, logged and the member created without it', async () => {
      // A code the platform has no offer for: it refuses the sign-up with it, then takes the
      // sign-up without it.
      const { user, ports, scene, services } = await renderJoin(arrivedWithOffer('NO-SUCH-OFFER'));
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(CLAIM_PATH);
      expect(createCalls(scene)).toHaveLength(2);
      expect(createdMember(scene)).toMatchObject({ offerCode: null });
      expect(
        ports.logger.has('warn', 'Sign-up: the remembered offer is unknown; joining without it'),
      ).toBe(true);
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBeNull();
    });

    it('a failed sign-up keeps the remembered target and the offer for the next try', async () => {
      const { user, services } = await renderJoin(
        allOf(arrivedFromClaimOffer, failing('memberCreate', { status: 503 })),
      );
      await fillForm(user);
      await user.click(screen.getByRole('button', { name: 'Create account' }));
      expect(await screen.findByRole('alert')).toBeVisible();
      expect(services.get(TOKENS.rootSession).getSnapshot().continueTo).toBe(CLAIM_PATH);
      expect(services.get(TOKENS.offer).getSnapshot().memberOfferCode).toBe('INVITE-NW');
    });
  });
});
