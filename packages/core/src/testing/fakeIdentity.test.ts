import { describe, expect, it } from 'vitest';
import { CONSTANTS, MINUTE } from '../config';
import type { IdentityEvent } from '../ports';
import { FakeClock } from './fakeClock';
import { FakeIdentity, FakeIdentityError } from './fakeIdentity';

const T0 = Date.UTC(2026, 0, 1, 9, 0, 0);

function setup(options: Partial<ConstructorParameters<typeof FakeIdentity>[0]> = {}) {
  const clock = new FakeClock(T0);
  const identity = new FakeIdentity({
    clock,
    accounts: [{ username: 'ann@example.test', password: 'Secret#1', profile: { sub: 'ann' } }],
    ...options,
  });
  const events: IdentityEvent[] = [];
  identity.events$.subscribe((e) => events.push(e));
  return { clock, identity, events };
}

describe('FakeIdentity (IdentityPort)', () => {
  it('signs in with the right password, stores the user and emits userLoaded', async () => {
    const { identity, events } = setup();
    const user = await identity.signInWithPassword('ANN@example.test', 'Secret#1');
    expect(user).toMatchObject({
      profile: { sub: 'ann', email: 'ANN@example.test', role: 'Member' },
      expiresAt: (T0 + 60 * MINUTE) / 1000,
    });
    expect(user?.refreshToken).toBeDefined();
    expect(await identity.getUser('R')).toBe(user);
    expect(events).toEqual([{ type: 'userLoaded', kind: 'R', user }]);
  });

  it('answers whether a session is stored and clears every stored user at once', async () => {
    const { identity } = setup();
    expect(identity.hasStoredSession()).toBe(false);
    await identity.signInWithPassword('ann@example.test', 'Secret#1');
    identity.signInAs('O', { sub: 'staff' });
    expect(identity.hasStoredSession()).toBe(true);
    identity.clearStoredSessions();
    expect(identity.hasStoredSession()).toBe(false);
    expect(await identity.getUser('R')).toBeNull();
    expect(await identity.getUser('O')).toBeNull();
  });

  it('rejects a wrong password or unknown user with invalid_credentials', async () => {
    const { identity } = setup();
    await expect(identity.signInWithPassword('ann@example.test', 'nope')).rejects.toMatchObject({
      code: 'invalid_credentials',
      error: 'invalid_grant',
    });
    await expect(identity.signInWithPassword('bob@example.test', 'x')).rejects.toBeInstanceOf(
      FakeIdentityError,
    );
    expect(await identity.getUser('R')).toBeNull();
  });

  it('"no-result" mode resolves null for sign-ins and callbacks', async () => {
    const { identity } = setup();
    identity.setFailureMode('no-result');
    expect(await identity.signInWithPassword('ann@example.test', 'Secret#1')).toBeNull();
    await identity.signInRedirect('G');
    expect(await identity.signInCallback('G', identity.callbackUrlFor('G'))).toBeNull();
  });

  it('redirect sign-in: the callback with the matching state signs in (G in the fragment)', async () => {
    const { identity } = setup();
    await identity.signInRedirect('G', { returnTo: '/dashboard' });
    expect(identity.redirects).toEqual([{ kind: 'G', state: 'state-1', returnTo: '/dashboard' }]);
    const url = identity.callbackUrlFor('G');
    expect(url).toContain('#code=');
    const user = await identity.signInCallback('G', url);
    expect(user?.profile).toMatchObject({ sub: 'social-member', IsPartial: true });
    // A state is used once.
    await expect(identity.signInCallback('G', url)).rejects.toMatchObject({
      code: 'no_matching_state',
    });
  });

  it('on-behalf-of callbacks use the query; configured profiles and empty results', async () => {
    const { identity } = setup();
    identity.setCallbackProfile('O', { sub: 'custom', role: 'Staff' });
    await identity.signInRedirect('O');
    const user = await identity.signInCallback('O', identity.callbackUrlFor('O'));
    expect(user?.profile.sub).toBe('custom');
    expect(await identity.getUser('O')).toBe(user);
    identity.setCallbackProfile('O', null);
    await identity.signInRedirect('O');
    expect(await identity.signInCallback('O', identity.callbackUrlFor('O'))).toBeNull();
    expect(() => identity.callbackUrlFor('G')).toThrow(/No G redirect/);
  });

  it('checks the callback: no state, wrong kind, missing code, server error, configured error', async () => {
    const { identity } = setup();
    await identity.signInRedirect('G');
    await expect(identity.signInCallback('G', 'https://app.test/cb?code=1')).rejects.toMatchObject({
      code: 'no_state_in_response',
    });
    await expect(
      identity.signInCallback('O', 'https://app.test/cb?code=1&state=state-1'),
    ).rejects.toMatchObject({ code: 'no_matching_state' });
    await expect(
      identity.signInCallback('G', 'https://app.test/cb#state=state-1'),
    ).rejects.toMatchObject({ code: 'missing_code' });
    await expect(
      identity.signInCallback(
        'G',
        'https://app.test/cb?error=access_denied&error_description=No+way',
      ),
    ).rejects.toMatchObject({
      code: 'server_error',
      error: 'access_denied',
      errorDescription: 'No way',
    });
    await expect(
      identity.signInCallback('G', 'https://app.test/cb?error=access_denied'),
    ).rejects.toMatchObject({ message: 'access_denied' });
    identity.setCallbackError('G', { code: 'popup_closed', message: 'Popup closed' });
    await expect(identity.signInCallback('G', 'x')).rejects.toMatchObject({
      code: 'popup_closed',
    });
    identity.setCallbackError('G', undefined);
    await identity.signInRedirect('G');
    await expect(
      identity.signInCallback('G', identity.callbackUrlFor('G')),
    ).resolves.not.toBeNull();
  });

  it('emits accessTokenExpiring 60 s before expiry and accessTokenExpired at expiry', () => {
    const { clock, identity, events } = setup({ accessTokenLifetimeMs: 10 * MINUTE });
    identity.signInAs('R', { sub: 'ann' });
    clock.advance(10 * MINUTE - CONSTANTS.accessTokenExpiringNotice);
    expect(events.map((e) => e.type)).toEqual(['userLoaded', 'accessTokenExpiring']);
    clock.advance(CONSTANTS.accessTokenExpiringNotice);
    expect(events.map((e) => e.type)).toEqual([
      'userLoaded',
      'accessTokenExpiring',
      'accessTokenExpired',
    ]);
  });

  it('renews with the refresh token, rotating it, and restarts the expiry timers', async () => {
    const { clock, identity } = setup();
    const first = identity.signInAs('R', { sub: 'ann' });
    clock.advance(30 * MINUTE);
    const renewed = await identity.renew('R');
    expect(renewed?.accessToken).not.toBe(first.accessToken);
    expect(renewed?.refreshToken).not.toBe(first.refreshToken);
    expect(renewed?.expiresAt).toBe((T0 + 90 * MINUTE) / 1000);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'renewed' }]);
    expect(clock.pendingTimers).toBe(2);
  });

  it('renews through the silent frame when there is no refresh token', async () => {
    const { identity } = setup({ issueRefreshTokens: false });
    identity.signInAs('G', { sub: 'g' });
    const renewed = await identity.renew('G');
    expect(renewed?.refreshToken).toBeUndefined();
    expect(identity.renewals[0]?.method).toBe('silent_frame');
  });

  it('renewing with no user fails with login_required', async () => {
    const { identity } = setup();
    await expect(identity.renew('R')).rejects.toMatchObject({ error: 'login_required' });
    expect(identity.renewals[0]?.outcome).toBe('failed');
  });

  it('"timeout" mode rejects after the 10 s silent request timeout on the clock', async () => {
    const { clock, identity } = setup();
    identity.signInAs('R', { sub: 'ann' });
    identity.setFailureMode('timeout');
    let outcome: unknown = 'pending';
    identity.renew('R').then(
      () => (outcome = 'renewed'),
      (error: unknown) => (outcome = error),
    );
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout - 1);
    expect(outcome).toBe('pending');
    await clock.advanceAsync(1);
    expect(outcome).toMatchObject({ code: 'network_timeout' });
    const signIn = identity.signInWithPassword('ann@example.test', 'Secret#1');
    const expectation = expect(signIn).rejects.toMatchObject({ code: 'network_timeout' });
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    await expectation;
    identity.setFailureMode('none');
    await expect(identity.renew('R')).resolves.not.toBeNull();
  });

  it('a silent frame timeout is frame_timeout', async () => {
    const { clock, identity } = setup({ issueRefreshTokens: false });
    identity.signInAs('O', { sub: 'o' });
    identity.setFailureMode('timeout');
    const renewal = expect(identity.renew('O')).rejects.toMatchObject({ code: 'frame_timeout' });
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    await renewal;
  });

  it('a renewal asked for while one is under way joins it: one renewal, one new user', async () => {
    const { clock, identity } = setup();
    const first = identity.signInAs('R', { sub: 'ann' });
    identity.setFailureMode('timeout');
    const failed = Promise.allSettled([identity.renew('R'), identity.renew('R')]);
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    expect((await failed).map((r) => r.status)).toEqual(['rejected', 'rejected']);
    identity.setFailureMode('none');
    const [a, b] = await Promise.all([identity.renew('R'), identity.renew('R')]);
    expect(a).toBe(b);
    expect(a?.refreshToken).not.toBe(first.refreshToken);
    expect(identity.renewals.map((r) => r.outcome)).toEqual(['failed', 'renewed']);
    // Once answered, the next call renews again.
    await identity.renew('R');
    expect(identity.renewals).toHaveLength(3);
  });

  it('automatic silent renew renews on expiring, and reports silentRenewError on failure', async () => {
    const { clock, identity, events } = setup({
      automaticSilentRenew: true,
      accessTokenLifetimeMs: 5 * MINUTE,
    });
    identity.signInAs('R', { sub: 'ann' });
    await clock.advanceAsync(4 * MINUTE);
    expect(events.map((e) => e.type)).toEqual(['userLoaded', 'accessTokenExpiring', 'userLoaded']);
    identity.setFailureMode('timeout');
    await clock.advanceAsync(4 * MINUTE + CONSTANTS.silentRequestTimeout);
    expect(events.at(-1)).toMatchObject({
      type: 'silentRenewError',
      kind: 'R',
      error: { code: 'network_timeout' },
    });
  });

  it('removeUser forgets the user and its timers; signOutAtAuthority emits userSignedOut', async () => {
    const { clock, identity, events } = setup();
    identity.signInAs('R', { sub: 'ann' });
    await identity.removeUser('R');
    expect(await identity.getUser('R')).toBeNull();
    expect(clock.pendingTimers).toBe(0);
    identity.signInAs('G', { sub: 'g' });
    identity.signOutAtAuthority('G');
    expect(await identity.getUser('G')).toBeNull();
    expect(events.at(-1)).toEqual({ type: 'userSignedOut', kind: 'G' });
  });
});
