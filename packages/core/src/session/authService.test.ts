import { describe, expect, it, vi } from 'vitest';
import { CONSTANTS, MINUTE, SECOND } from '../config';
import { ScanwiseEventBus, type ScanwiseEvent } from '../events';
import { HttpClient } from '../http';
import type { SignedInUser, StoragePorts } from '../ports';
import { ENTITY_EXAMPLES, MemberSchema, type Member } from '../schemas';
import {
  FakeClock,
  FakeHttp,
  FakeIdentity,
  FakeIdentityError,
  RecordingLogger,
  createMemoryStoragePorts,
  flushPromises,
  type FakeIdentityOptions,
} from '../testing';
import {
  AuthService,
  type AuthState,
  type EndIdentitySession,
  type SessionMemberLoader,
} from './authService';
import {
  ROOT_SESSION_STATE_VERSION,
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
} from './rootSessionStore';
import { SIGN_IN_KIND_STORAGE_KEY, SignInKindStore } from './signInKindStore';
import { SIGN_OUT_NOTICE_STORAGE_KEY } from './signOutNoticeStorage';

const EMAIL = 'jane.doe@example.com';
const PASSWORD = 'correct horse battery';
const MEMBER: Member = ENTITY_EXAMPLES.Member;
const LIFETIME = 60 * MINUTE;

interface SetupOptions {
  readonly identity?: Partial<Omit<FakeIdentityOptions, 'clock'>>;
  readonly storage?: StoragePorts;
  readonly renewAheadOfExpiry?: boolean;
  readonly clock?: FakeClock;
}

function setup(options: SetupOptions = {}) {
  const clock = options.clock ?? new FakeClock();
  const storage = options.storage ?? createMemoryStoragePorts();
  const logger = new RecordingLogger();
  const events = new ScanwiseEventBus();
  const identity = new FakeIdentity({
    clock,
    accessTokenLifetimeMs: LIFETIME,
    accounts: [{ username: EMAIL, password: PASSWORD }],
    ...options.identity,
  });
  const loadMember = vi.fn<SessionMemberLoader>(() => Promise.resolve(MEMBER));
  const endIdentitySession = vi.fn<EndIdentitySession>(() => Promise.resolve());
  const auth = new AuthService({
    identity,
    storage,
    clock,
    logger,
    events,
    loadMember,
    endIdentitySession,
    ...(options.renewAheadOfExpiry === undefined
      ? {}
      : { renewAheadOfExpiry: options.renewAheadOfExpiry }),
  });
  const emitted: ScanwiseEvent[] = [];
  events.events$.subscribe((event) => emitted.push(event));
  const statuses: AuthState['status'][] = [];
  auth.state$.subscribe((state) => {
    if (statuses.at(-1) !== state.status) statuses.push(state.status);
  });
  return {
    clock,
    storage,
    logger,
    events,
    identity,
    loadMember,
    endIdentitySession,
    auth,
    emitted,
    statuses,
  };
}

type Setup = ReturnType<typeof setup>;

async function signedInWithPassword(options: SetupOptions = {}): Promise<Setup> {
  const context = setup(options);
  await context.auth.signInWithPassword(EMAIL, PASSWORD);
  expect(context.auth.getSnapshot().status).toBe('signedIn');
  context.emitted.length = 0;
  return context;
}

const eventTypes = (emitted: readonly ScanwiseEvent[]): unknown[] =>
  emitted.map((event) => (event.type === 'loggedOut' ? `loggedOut:${event.reason}` : event.type));

describe('AuthService: "Logged out becomes logged in on a successful sign-in by password, social redirect callback or on-behalf-of callback"', () => {
  it('password (R): signed in with the user, the member, roles and a signedIn event', async () => {
    const { auth, emitted, statuses, storage, loadMember } = setup();
    const state = await auth.signInWithPassword(EMAIL, PASSWORD);

    expect(statuses).toEqual(['signedOut', 'signingIn', 'signedIn']);
    expect(state).toBe(auth.getSnapshot());
    expect(state).toMatchObject({ status: 'signedIn', kind: 'R', member: MEMBER, error: null });
    expect(state.user?.profile.email).toBe(EMAIL);
    expect(state.roles).toEqual(['Member']);
    expect(loadMember).toHaveBeenCalledTimes(1);
    expect(auth.rootSession.getSnapshot()).toMatchObject({ authenticated: true, member: MEMBER });
    expect(JSON.parse(storage.local.getItem(ROOT_SESSION_STORAGE_KEY) ?? 'null')).toEqual({
      version: ROOT_SESSION_STATE_VERSION,
      authenticated: true,
      member: MEMBER,
    });
    expect(storage.session.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBe('R');
    expect(emitted).toEqual([{ type: 'signedIn', kind: 'R' }]);
  });

  it('social (G): the redirect starts with its return path, the callback signs in', async () => {
    const { auth, identity, emitted } = setup();
    await auth.signInWithRedirect('G', '/reports');
    expect(identity.redirects).toMatchObject([{ kind: 'G', returnTo: '/reports' }]);
    expect(auth.getSnapshot().status).toBe('signingIn');

    const state = await auth.completeRedirect('G', identity.callbackUrlFor('G'));
    expect(state).toMatchObject({ status: 'signedIn', kind: 'G', partial: true });
    expect(auth.signInKind.getSnapshot()).toBe('G');
    expect(emitted).toEqual([{ type: 'signedIn', kind: 'G' }]);
  });

  it('a redirect without a return path passes no options', async () => {
    const { auth, identity } = setup();
    await auth.signInWithRedirect('O');
    expect(identity.redirects).toHaveLength(1);
    expect(identity.redirects[0]).not.toHaveProperty('returnTo');
  });

  it('on-behalf-of (O): the callback signs in with the staff role', async () => {
    const { auth, identity } = setup();
    await auth.signInWithRedirect('O');
    const state = await auth.completeRedirect('O', identity.callbackUrlFor('O'));
    expect(state).toMatchObject({ status: 'signedIn', kind: 'O', roles: ['Staff'] });
    expect(auth.roles()).toEqual(['Staff']);
  });

  it('"Roles come in the profile role claim, as a string or a list"', async () => {
    const { auth, identity } = setup();
    identity.addAccount({
      username: 'multi@example.test',
      password: 'pw',
      profile: { role: ['Member', 'Beta'] },
    });
    await auth.signInWithPassword('multi@example.test', 'pw');
    expect(auth.roles()).toEqual(['Member', 'Beta']);
  });
});

describe('AuthService: "Member data is loaded unless the profile is flagged IsPartial (social and on-behalf-of flows)"', () => {
  it.each([
    ['the boolean true', true],
    ["the text 'true'", 'true'],
  ])('IsPartial as %s: no member load, member stays empty', async (_label, flag) => {
    const { auth, identity, loadMember } = setup();
    identity.setCallbackProfile('G', { sub: 'social-1', IsPartial: flag });
    await auth.signInWithRedirect('G');
    const state = await auth.completeRedirect('G', identity.callbackUrlFor('G'));
    expect(state).toMatchObject({ status: 'signedIn', partial: true, member: null });
    expect(loadMember).not.toHaveBeenCalled();
    expect(auth.rootSession.getSnapshot()).toMatchObject({ authenticated: true, member: null });
  });

  it.each([
    ['false', false],
    ["'false'", 'false'],
    ['absent', undefined],
  ])('IsPartial %s on a social profile: the member is loaded', async (_label, flag) => {
    const { auth, identity, loadMember } = setup();
    identity.setCallbackProfile(
      'G',
      flag === undefined ? { sub: 'social-2' } : { sub: 'social-2', IsPartial: flag },
    );
    await auth.signInWithRedirect('G');
    const state = await auth.completeRedirect('G', identity.callbackUrlFor('G'));
    expect(loadMember).toHaveBeenCalledTimes(1);
    expect(state).toMatchObject({ partial: false, member: MEMBER });
  });

  it('the member load already carries the new bearer token', async () => {
    const context = setup();
    const seenTokens: (string | undefined)[] = [];
    context.loadMember.mockImplementation(() => {
      seenTokens.push(context.auth.accessToken());
      return Promise.resolve(MEMBER);
    });
    await context.auth.signInWithPassword(EMAIL, PASSWORD);
    expect(seenTokens).toEqual([context.auth.getSnapshot().user?.accessToken]);
    expect(seenTokens[0]).toMatch(/^R\.access\./);
  });

  it.each([
    ['resolves nothing', () => Promise.resolve(undefined)],
    ['rejects', () => Promise.reject(new Error('HTTP 500'))],
  ])('a member load that %s still signs in, without member, with a warning', async (_l, impl) => {
    const { auth, loadMember, logger } = setup();
    loadMember.mockImplementation(impl);
    const state = await auth.signInWithPassword(EMAIL, PASSWORD);
    expect(state).toMatchObject({ status: 'signedIn', member: null });
    expect(logger.has('warn', 'Member data could not be loaded')).toBe(true);
  });

  it('a member updated in the root store shows in the session state', async () => {
    const { auth } = await signedInWithPassword();
    const renamed: Member = { ...MEMBER, firstName: 'Janet' };
    auth.rootSession.setMember(renamed);
    expect(auth.getSnapshot().member).toBe(renamed);
  });
});

describe('AuthService: "If no sign-in result comes back, the user is logged out with no message"', () => {
  it('password sign-in with no result: signed out, no error, a loggedOut event', async () => {
    const { auth, identity, emitted, endIdentitySession } = setup();
    identity.setFailureMode('no-result');
    const state = await auth.signInWithPassword(EMAIL, PASSWORD);
    expect(state).toMatchObject({ status: 'signedOut', user: null, error: null });
    expect(eventTypes(emitted)).toEqual(['loggedOut:no-result']);
    expect(endIdentitySession).not.toHaveBeenCalled();
    expect(auth.rootSession.getSnapshot().authenticated).toBe(false);
  });

  it('a callback with no result: the same', async () => {
    const { auth, identity, emitted } = setup();
    identity.setCallbackProfile('O', null);
    await auth.signInWithRedirect('O');
    const state = await auth.completeRedirect('O', identity.callbackUrlFor('O'));
    expect(state).toMatchObject({ status: 'signedOut', error: null });
    expect(eventTypes(emitted)).toEqual(['loggedOut:no-result']);
  });
});

describe('AuthService: "Logout: the identity provider is called, the local user is removed, authenticated becomes false, member is cleared and a loggedOut event fires"', () => {
  it('does each step, in that order', async () => {
    const { auth, identity, events, endIdentitySession } = await signedInWithPassword();
    const user = auth.getSnapshot().user;
    const steps: string[] = [];
    endIdentitySession.mockImplementation(() => {
      steps.push('identity provider called');
      return Promise.resolve();
    });
    const removeUser = identity.removeUser.bind(identity);
    vi.spyOn(identity, 'removeUser').mockImplementation((kind) => {
      steps.push(`local user ${kind} removed`);
      return removeUser(kind);
    });
    auth.rootSession.state$.subscribe((root) => {
      if (!root.authenticated && root.member === null)
        steps.push('authenticated false, member cleared');
    });
    events.on('loggedOut').subscribe((event) => steps.push(`loggedOut ${event.reason}`));

    await auth.logout();

    expect(endIdentitySession).toHaveBeenCalledWith(user);
    expect(identity.removeUser).toHaveBeenCalledWith('R');
    await expect(identity.getUser('R')).resolves.toBeNull();
    expect(steps).toEqual([
      'identity provider called',
      'local user R removed',
      'authenticated false, member cleared',
      'loggedOut logout',
    ]);
    expect(auth.getSnapshot()).toMatchObject({
      status: 'signedOut',
      user: null,
      kind: null,
      member: null,
      roles: [],
    });
    expect(auth.signInKind.getSnapshot()).toBeNull();
    expect(auth.accessToken()).toBeUndefined();
  });

  it('the identity call is fire-and-forget: the local logout does not wait for it', async () => {
    const { auth, endIdentitySession, emitted } = await signedInWithPassword();
    endIdentitySession.mockImplementation(() => new Promise<void>(() => undefined));
    await auth.logout();
    expect(auth.getSnapshot().status).toBe('signedOut');
    expect(eventTypes(emitted)).toEqual(['loggedOut:logout']);
  });

  it.each([
    ['answers that it failed', () => Promise.resolve(false)],
    ['rejects', () => Promise.reject(new Error('network'))],
    [
      'throws',
      () => {
        throw new Error('sync');
      },
    ],
  ])(
    '"If the logout fails, stored user entries are removed from local storage" (call %s)',
    async (_l, impl) => {
      const { auth, identity, endIdentitySession, logger } = await signedInWithPassword();
      const clear = vi.spyOn(identity, 'clearStoredSessions');
      endIdentitySession.mockImplementation(impl);

      await auth.logout();
      await flushPromises();

      expect(clear).toHaveBeenCalledTimes(1);
      expect(identity.hasStoredSession()).toBe(false);
      expect(logger.has('warn', 'Logout call failed; stored user entries removed')).toBe(true);
    },
  );

  it('a logout the identity provider accepted takes no fallback', async () => {
    const { auth, identity, endIdentitySession, logger } = await signedInWithPassword();
    const clear = vi.spyOn(identity, 'clearStoredSessions');
    endIdentitySession.mockResolvedValue(true);
    await auth.logout();
    await flushPromises();
    expect(clear).not.toHaveBeenCalled();
    expect(logger.has('warn', 'Logout call failed; stored user entries removed')).toBe(false);
  });

  it('a logout call failing after a new sign-in leaves the new entries alone', async () => {
    const { auth, identity, endIdentitySession } = await signedInWithPassword();
    let fail: (error: Error) => void = () => undefined;
    endIdentitySession.mockImplementation(
      () => new Promise<void>((_resolve, reject) => (fail = reject)),
    );
    await auth.logout();
    await auth.signInWithPassword(EMAIL, PASSWORD);
    const clear = vi.spyOn(identity, 'clearStoredSessions');
    fail(new Error('late'));
    await flushPromises();
    expect(clear).not.toHaveBeenCalled();
    expect(identity.hasStoredSession()).toBe(true);
  });

  it('a local user that cannot be removed falls back to removing the stored entries', async () => {
    const { auth, identity, logger } = await signedInWithPassword();
    vi.spyOn(identity, 'removeUser').mockRejectedValue(new Error('storage'));
    await auth.logout();
    expect(identity.hasStoredSession()).toBe(false);
    expect(logger.has('warn', 'Stored user could not be removed')).toBe(true);
  });

  it('the reason is passed on (idle logout)', async () => {
    const { auth, emitted } = await signedInWithPassword();
    await auth.logout('inactivity');
    expect(eventTypes(emitted)).toEqual(['loggedOut:inactivity']);
  });

  it('the user signed out at the authority: signed out locally without calling it again', async () => {
    const { auth, identity, emitted, endIdentitySession } = await signedInWithPassword();
    identity.signOutAtAuthority('R');
    await flushPromises();
    expect(auth.getSnapshot().status).toBe('signedOut');
    expect(endIdentitySession).not.toHaveBeenCalled();
    expect(eventTypes(emitted)).toEqual(['loggedOut:logout']);
  });
});

describe('AuthService: "An expired user or an expired access token triggers logout"', () => {
  it('an expired access token (identity event) logs out', async () => {
    const { auth, clock, emitted, endIdentitySession } = await signedInWithPassword();
    await clock.advanceAsync(LIFETIME - 1);
    expect(auth.getSnapshot().status).toBe('signedIn');
    await clock.advanceAsync(1);
    expect(auth.getSnapshot().status).toBe('signedOut');
    expect(eventTypes(emitted)).toEqual(['sessionExpired', 'loggedOut:expired']);
    expect(emitted[0]).toEqual({ type: 'sessionExpired', kind: 'R' });
    expect(endIdentitySession).toHaveBeenCalledTimes(1);
  });

  it('an expired stored user at startup (restore) logs out', async () => {
    const clock = new FakeClock();
    const { auth, identity, emitted, loadMember } = setup({ clock });
    identity.signInAs('R', { sub: 'member-1' });
    clock.setNow(clock.now() + LIFETIME + 1);
    const state = await auth.restore();
    expect(state.status).toBe('signedOut');
    expect(eventTypes(emitted)).toEqual(['sessionExpired', 'loggedOut:expired']);
    expect(loadMember).not.toHaveBeenCalled();
    await expect(identity.getUser('R')).resolves.toBeNull();
  });

  it('"The hubs use the access token, which is empty if the user is missing or expired"', async () => {
    const { auth, clock } = await signedInWithPassword();
    const { user } = auth.getSnapshot();
    expect(auth.accessToken()).toBe(user?.accessToken);
    expect(auth.isUserExpired()).toBe(false);
    expect(auth.storedAccessToken()).toEqual({
      accessToken: user?.accessToken,
      expiresAt: user?.expiresAt,
    });
    clock.setNow(clock.now() + LIFETIME);
    expect(auth.accessToken()).toBeUndefined();
    expect(auth.isUserExpired()).toBe(true);
  });

  it('signed out: no token, nothing expired', () => {
    const { auth } = setup();
    expect(auth.accessToken()).toBeUndefined();
    expect(auth.storedAccessToken()).toBeNull();
    expect(auth.isUserExpired()).toBe(false);
  });
});

describe('AuthService: "Access tokens renew silently ahead of expiry. A refresh token is used when present. A silent renewal that times out is retried after 5 s"', () => {
  it('the provider renews ahead of expiry with the refresh token; the session takes the new token', async () => {
    const { auth, clock, identity, emitted } = await signedInWithPassword({
      identity: { automaticSilentRenew: true },
    });
    const first = auth.accessToken();
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'renewed' }]);
    expect(auth.accessToken()).not.toBe(first);
    await clock.advanceAsync(CONSTANTS.accessTokenExpiringNotice);
    expect(auth.getSnapshot().status).toBe('signedIn');
    expect(emitted).toEqual([]);
  });

  it('without a refresh token the renewal uses the silent frame', async () => {
    const { clock, identity } = await signedInWithPassword({
      identity: { automaticSilentRenew: true, issueRefreshTokens: false },
    });
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    expect(identity.renewals.map((r) => r.method)).toEqual(['silent_frame']);
  });

  it('renewAheadOfExpiry: the service renews when the provider announces expiry', async () => {
    const { auth, clock, identity } = await signedInWithPassword({ renewAheadOfExpiry: true });
    const first = auth.accessToken();
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'renewed' }]);
    expect(auth.accessToken()).not.toBe(first);
  });

  it('without renewAheadOfExpiry the service leaves renewal to the provider', async () => {
    const { clock, identity } = await signedInWithPassword();
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    expect(identity.renewals).toEqual([]);
  });

  it('a renewal that times out is retried after 5 s (provider-driven renewal)', async () => {
    const { auth, clock, identity, logger } = await signedInWithPassword({
      identity: { automaticSilentRenew: true },
    });
    const first = auth.accessToken();
    identity.setFailureMode('timeout');
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'failed' }]);
    expect(logger.has('warn', 'Silent renewal timed out; retrying')).toBe(true);

    identity.setFailureMode('none');
    await clock.advanceAsync(CONSTANTS.silentRenewalRetryAfterTimeout - 1);
    expect(identity.renewals).toHaveLength(1);
    await clock.advanceAsync(1);
    expect(identity.renewals.at(-1)).toEqual({
      kind: 'R',
      method: 'refresh_token',
      outcome: 'renewed',
    });
    expect(auth.accessToken()).not.toBe(first);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('a retry that times out again is retried again, until the token expires and logs out', async () => {
    const { auth, clock, identity, emitted } = await signedInWithPassword({
      renewAheadOfExpiry: true,
    });
    identity.setFailureMode('timeout');
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    const perAttempt = CONSTANTS.silentRequestTimeout + CONSTANTS.silentRenewalRetryAfterTimeout;
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout + 2 * perAttempt);
    expect(identity.renewals).toHaveLength(3);
    await clock.advanceAsync(CONSTANTS.accessTokenExpiringNotice);
    expect(auth.getSnapshot().status).toBe('signedOut');
    expect(eventTypes(emitted)).toEqual(['sessionExpired', 'loggedOut:expired']);
    const attempts = identity.renewals.length;
    await clock.advanceAsync(MINUTE);
    expect(identity.renewals).toHaveLength(attempts);
  });

  it('a renewal failing for another reason is not retried', async () => {
    const { clock, identity, logger } = await signedInWithPassword({ renewAheadOfExpiry: true });
    const renew = vi
      .spyOn(identity, 'renew')
      .mockRejectedValue(
        new FakeIdentityError('server_error', 'login_required', { error: 'login_required' }),
      );
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    await clock.advanceAsync(CONSTANTS.silentRenewalRetryAfterTimeout * 2);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(logger.entries.find((e) => e.message === 'Silent renewal failed')?.context).toEqual({
      kind: 'R',
      code: 'server_error',
    });
  });

  it('a renewal that resolves nothing keeps the current token', async () => {
    const { auth, clock, identity } = await signedInWithPassword({ renewAheadOfExpiry: true });
    const first = auth.accessToken();
    vi.spyOn(identity, 'renew').mockResolvedValue(null);
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    expect(auth.accessToken()).toBe(first);
  });

  it('a pending retry is cancelled by logout', async () => {
    const { auth, clock, identity } = await signedInWithPassword({ renewAheadOfExpiry: true });
    identity.setFailureMode('timeout');
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    await auth.logout();
    identity.setFailureMode('none');
    await clock.advanceAsync(CONSTANTS.silentRenewalRetryAfterTimeout);
    expect(identity.renewals).toHaveLength(1);
  });
});

describe('AuthService: "Renewal check interval | 2 min": a token whose scheduled renewal was missed is renewed', () => {
  const CHECK = CONSTANTS.renewalCheckInterval;
  const NOTICE = CONSTANTS.accessTokenExpiringNotice;

  it('the check fires every 2 min while signed in and renews a token inside its expiring notice', async () => {
    // The provider announces the expiring token (at 1.5 min) but its renewal never comes.
    const { auth, clock, identity, logger, emitted } = await signedInWithPassword({
      identity: { accessTokenLifetimeMs: CHECK + NOTICE / 2 },
    });
    const first = auth.accessToken();
    await clock.advanceAsync(CHECK - 1);
    expect(identity.renewals).toEqual([]);

    await clock.advanceAsync(1);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'renewed' }]);
    expect(auth.accessToken()).not.toBe(first);
    expect(logger.has('info', 'Access token expiring; renewing at the renewal check')).toBe(true);

    // The renewed token is in its notice again at the next check, 2 min later.
    await clock.advanceAsync(CHECK);
    expect(identity.renewals).toHaveLength(2);
    expect(auth.getSnapshot().status).toBe('signedIn');
    expect(emitted).toEqual([]);
  });

  it('a provider renewal that failed when due (the network was down) is made good at the next check', async () => {
    const { auth, clock, identity, logger } = await signedInWithPassword({
      identity: { automaticSilentRenew: true, accessTokenLifetimeMs: 30 * CHECK + NOTICE / 2 },
    });
    const first = auth.accessToken();
    const renew = vi
      .spyOn(identity, 'renew')
      .mockRejectedValueOnce(new FakeIdentityError('server_error', 'Failed to fetch'));
    await clock.advanceAsync(30 * CHECK - NOTICE / 2);
    expect(renew).toHaveBeenCalledTimes(1);
    expect(logger.has('warn', 'Silent renewal failed')).toBe(true);
    expect(auth.accessToken()).toBe(first);

    await clock.advanceAsync(NOTICE / 2);
    expect(renew).toHaveBeenCalledTimes(2);
    expect(auth.accessToken()).not.toBe(first);
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('a fresh token is left alone: the checks over its life renew nothing', async () => {
    const { clock, identity } = await signedInWithPassword();
    const renew = vi.spyOn(identity, 'renew');
    await clock.advanceAsync(LIFETIME - NOTICE - 1);
    expect(renew).not.toHaveBeenCalled();
  });

  it('never while a renewal is under way: the renewal ahead of expiry is still waiting for its answer', async () => {
    const { auth, clock, identity } = await signedInWithPassword({
      renewAheadOfExpiry: true,
      identity: { accessTokenLifetimeMs: CHECK + NOTICE / 2 },
    });
    let answer: ((user: SignedInUser | null) => void) | undefined;
    const renew = vi.spyOn(identity, 'renew').mockImplementation(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    );
    await clock.advanceAsync(CHECK);
    expect(renew).toHaveBeenCalledTimes(1);

    const renewed = identity.signInAs('R', auth.getSnapshot().user?.profile ?? { sub: 'x' });
    answer?.(renewed);
    await flushPromises();
    expect(auth.accessToken()).toBe(renewed.accessToken);
    expect(renew).toHaveBeenCalledTimes(1);
  });

  it('never while a renewal retry is pending: the retry after a timeout renews, the check does not', async () => {
    // The renewal ahead of expiry starts 12 s before the check and times out 2 s before it: its
    // retry is pending when the check comes, and due 3 s after it.
    const startsBefore = CONSTANTS.silentRequestTimeout + 2 * SECOND;
    const { auth, clock, identity } = await signedInWithPassword({
      renewAheadOfExpiry: true,
      identity: { accessTokenLifetimeMs: CHECK + NOTICE - startsBefore },
    });
    const first = auth.accessToken();
    identity.setFailureMode('timeout');
    await clock.advanceAsync(CHECK - startsBefore + CONSTANTS.silentRequestTimeout);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'failed' }]);
    identity.setFailureMode('none');

    await clock.advanceAsync(2 * SECOND);
    expect(identity.renewals).toHaveLength(1);
    await clock.advanceAsync(CONSTANTS.silentRenewalRetryAfterTimeout - 2 * SECOND);
    expect(identity.renewals.map((r) => r.outcome)).toEqual(['failed', 'renewed']);
    expect(auth.accessToken()).not.toBe(first);
  });

  it("a check while the provider's own renewal is under way joins it: the refresh token is spent once", async () => {
    // The provider starts renewing 5 s before the check; its answer times out 5 s after it.
    const startsBefore = 5 * SECOND;
    const { auth, clock, identity } = await signedInWithPassword({
      identity: {
        automaticSilentRenew: true,
        accessTokenLifetimeMs: CHECK + NOTICE - startsBefore,
      },
    });
    const first = auth.accessToken();
    identity.setFailureMode('timeout');
    await clock.advanceAsync(CHECK - startsBefore + CONSTANTS.silentRequestTimeout);
    expect(identity.renewals).toEqual([{ kind: 'R', method: 'refresh_token', outcome: 'failed' }]);

    identity.setFailureMode('none');
    await clock.advanceAsync(CONSTANTS.silentRenewalRetryAfterTimeout);
    expect(identity.renewals.map((r) => r.outcome)).toEqual(['failed', 'renewed']);
    expect(auth.accessToken()).not.toBe(first);
  });

  it('the check stops at sign-out and at dispose, and starts again at the next sign-in', async () => {
    const { auth, clock, identity } = await signedInWithPassword({
      identity: { accessTokenLifetimeMs: CHECK + NOTICE / 2 },
    });
    const renew = vi.spyOn(identity, 'renew');
    await auth.logout();
    expect(clock.pendingTimers).toBe(0);
    await clock.advanceAsync(LIFETIME);
    expect(renew).not.toHaveBeenCalled();

    await auth.signInWithPassword(EMAIL, PASSWORD);
    await clock.advanceAsync(CHECK);
    expect(renew).toHaveBeenCalledTimes(1);

    auth.dispose();
    await identity.removeUser('R');
    expect(clock.pendingTimers).toBe(0);
  });
});

describe('AuthService: "A 401 or 403 answer fires a logout event"', () => {
  it('the HTTP client 401 ends the session; the event is not fired twice', async () => {
    const { auth, events, clock, emitted, endIdentitySession } = await signedInWithPassword();
    const token = auth.accessToken();
    const http = new FakeHttp().on('GET', '/members', { status: 401 });
    const client = new HttpClient({
      http,
      baseUrl: 'https://api.scanwise.test',
      clock,
      events,
      getAccessToken: () => auth.storedAccessToken(),
    });
    const result = await client.get('/members');
    expect(result.success).toBe(false);
    expect(http.requestsTo('GET', '/members')[0]?.headers['Authorization']).toBe(
      `Bearer ${token ?? ''}`,
    );
    expect(auth.getSnapshot().status).toBe('signedOut');
    expect(endIdentitySession).toHaveBeenCalledTimes(1);
    expect(eventTypes(emitted)).toEqual(['loggedOut:unauthorized']);
  });

  it('an unauthorized event while signed out changes nothing', () => {
    const { auth, events, endIdentitySession, statuses } = setup();
    events.emit('loggedOut', { reason: 'unauthorized', status: 403 });
    expect(endIdentitySession).not.toHaveBeenCalled();
    expect(statuses).toEqual(['signedOut']);
    expect(auth.getSnapshot().status).toBe('signedOut');
  });

  it('other loggedOut reasons on the bus are not acted on (they come from the session itself)', async () => {
    const { auth, events } = await signedInWithPassword();
    events.emit('loggedOut', { reason: 'logout' });
    expect(auth.getSnapshot().status).toBe('signedIn');
  });

  it('the member loader reaches the platform with the new token through the HTTP client', async () => {
    const clock = new FakeClock();
    const events = new ScanwiseEventBus();
    const identity = new FakeIdentity({
      clock,
      accounts: [{ username: EMAIL, password: PASSWORD }],
    });
    const session: { auth?: AuthService } = {};
    const http = new FakeHttp().on('GET', '/members', ({ request }) =>
      request.headers['Authorization'] === `Bearer ${session.auth?.accessToken() ?? '-'}`
        ? { status: 200, body: MEMBER }
        : { status: 401 },
    );
    const client = new HttpClient({
      http,
      baseUrl: 'https://api.scanwise.test',
      clock,
      events,
      getAccessToken: () => session.auth?.storedAccessToken() ?? null,
    });
    const auth = new AuthService({
      identity,
      storage: createMemoryStoragePorts(),
      clock,
      logger: new RecordingLogger(),
      events,
      loadMember: async () => {
        const result = await client.get('/members', { schema: MemberSchema });
        return result.success ? result.data : undefined;
      },
      endIdentitySession: () => Promise.resolve(),
    });
    session.auth = auth;
    const state = await auth.signInWithPassword(EMAIL, PASSWORD);
    expect(state).toMatchObject({ status: 'signedIn', member: MEMBER });
  });
});

describe('AuthService: identity errors end signed out with the error exposed, never a throw', () => {
  it('state mismatch on a callback ("No matching state found in storage")', async () => {
    const { auth, identity, emitted } = setup();
    await auth.signInWithRedirect('G');
    const url = identity.callbackUrlFor('G').replace(/state=[^&]+/, 'state=forged');
    const state = await auth.completeRedirect('G', url);
    expect(state).toMatchObject({
      status: 'signedOut',
      error: { code: 'no_matching_state', message: 'No matching state found in storage' },
    });
    expect(emitted).toEqual([]);
  });

  it('a wrong password: invalid_credentials with the server error code and description', async () => {
    const { auth, logger } = setup();
    const state = await auth.signInWithPassword(EMAIL, 'wrong');
    expect(state.error).toEqual({
      code: 'invalid_credentials',
      message: 'Invalid username or password',
      error: 'invalid_grant',
      errorDescription: 'Invalid username or password',
    });
    const logged = logger.entries.find((e) => e.message === 'Sign-in failed');
    expect(logged?.context).toEqual({ kind: 'R', code: 'invalid_credentials' });
    // The member's slip, shown on the form: information, not a warning.
    expect(logged?.level).toBe('info');
  });

  it('a server error in the callback URL carries its code and description', async () => {
    const { auth, identity } = setup();
    await auth.signInWithRedirect('O');
    const state = await auth.completeRedirect(
      'O',
      'https://app.test/sign-in/callback/login/obo?error=access_denied&error_description=Cancelled',
    );
    expect(state.error).toMatchObject({
      code: 'server_error',
      error: 'access_denied',
      errorDescription: 'Cancelled',
    });
    expect(identity.redirects).toHaveLength(1);
  });

  it('a network timeout during sign-in', async () => {
    const { auth, identity, clock } = setup();
    identity.setFailureMode('timeout');
    const pending = auth.signInWithPassword(EMAIL, PASSWORD);
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    await expect(pending).resolves.toMatchObject({
      status: 'signedOut',
      error: { code: 'network_timeout' },
    });
  });

  it('a redirect that cannot start', async () => {
    const { auth, identity } = setup();
    vi.spyOn(identity, 'signInRedirect').mockRejectedValue(
      new FakeIdentityError('popup_blocked', 'Popup blocked'),
    );
    await expect(auth.signInWithRedirect('G')).resolves.toMatchObject({
      status: 'signedOut',
      error: { code: 'popup_blocked' },
    });
  });

  it('something that is no identity error becomes unknown', async () => {
    const { auth, identity } = setup();
    vi.spyOn(identity, 'signInWithPassword').mockRejectedValue('boom');
    await expect(auth.signInWithPassword(EMAIL, PASSWORD)).resolves.toMatchObject({
      error: { code: 'unknown' },
    });
  });

  it('a new attempt and clearError clear the error', async () => {
    const { auth } = setup();
    await auth.signInWithPassword(EMAIL, 'wrong');
    auth.clearError();
    expect(auth.getSnapshot().error).toBeNull();
    await auth.signInWithPassword(EMAIL, 'wrong');
    const pending = auth.signInWithPassword(EMAIL, PASSWORD);
    expect(auth.getSnapshot()).toMatchObject({ status: 'signingIn', error: null });
    await pending;
  });

  it('a failed sign-in while another kind is signed in ends that session too', async () => {
    const { auth, identity, endIdentitySession } = await signedInWithPassword();
    await auth.signInWithRedirect('O');
    await auth.completeRedirect('O', 'https://app.test/sign-in/callback/login/obo?code=x');
    expect(auth.getSnapshot()).toMatchObject({
      status: 'signedOut',
      error: { code: 'no_state_in_response' },
    });
    expect(endIdentitySession).toHaveBeenCalledTimes(1);
    await expect(identity.getUser('R')).resolves.toBeNull();
  });
});

describe('AuthService: restore at startup', () => {
  it('resolves the kind from the stored users, restores the session and reloads the member', async () => {
    const { auth, identity, emitted, storage, loadMember } = setup();
    identity.signInAs('O', { sub: 'obo-1', role: 'Staff' });
    const state = await auth.restore();
    expect(state).toMatchObject({
      status: 'signedIn',
      kind: 'O',
      roles: ['Staff'],
      member: MEMBER,
    });
    expect(storage.session.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBe('O');
    expect(loadMember).toHaveBeenCalledTimes(1);
    expect(emitted).toEqual([]);
  });

  it('goes through restoring', async () => {
    const { auth, identity, statuses } = setup();
    identity.signInAs('R', { sub: 'm' });
    await auth.restore();
    expect(statuses).toEqual(['signedOut', 'restoring', 'signedIn']);
  });

  it('keeps the stored member when the reload fails', async () => {
    const storage = createMemoryStoragePorts();
    storage.local.setItem(
      ROOT_SESSION_STORAGE_KEY,
      JSON.stringify({ version: ROOT_SESSION_STATE_VERSION, authenticated: true, member: MEMBER }),
    );
    const { auth, identity, loadMember } = setup({ storage });
    expect(auth.getSnapshot().member).toEqual(MEMBER);
    loadMember.mockResolvedValue(undefined);
    identity.signInAs('R', { sub: 'm' });
    const state = await auth.restore();
    expect(state).toMatchObject({ status: 'signedIn', member: MEMBER });
  });

  it('a partial profile restores without member', async () => {
    const { auth, identity, loadMember } = setup();
    identity.signInAs('G', { sub: 'g', IsPartial: 'true' });
    const state = await auth.restore();
    expect(state).toMatchObject({ status: 'signedIn', partial: true, member: null });
    expect(loadMember).not.toHaveBeenCalled();
  });

  it('a stored authenticated state with no user behind it is cleared quietly', async () => {
    const storage = createMemoryStoragePorts();
    storage.local.setItem(
      ROOT_SESSION_STORAGE_KEY,
      JSON.stringify({ version: ROOT_SESSION_STATE_VERSION, authenticated: true, member: MEMBER }),
    );
    storage.session.setItem(SIGN_IN_KIND_STORAGE_KEY, 'R');
    const { auth, emitted } = setup({ storage });
    const state = await auth.restore();
    expect(state).toMatchObject({ status: 'signedOut', member: null });
    expect(auth.rootSession.getSnapshot().authenticated).toBe(false);
    expect(storage.local.getItem(ROOT_SESSION_STORAGE_KEY)).toBeNull();
    expect(storage.session.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBeNull();
    expect(emitted).toEqual([]);
  });

  it('nothing stored: signed out', async () => {
    const { auth } = setup();
    await expect(auth.restore()).resolves.toMatchObject({ status: 'signedOut', error: null });
  });

  it('a failing user lookup ends signed out with the error', async () => {
    const storage = createMemoryStoragePorts();
    storage.session.setItem(SIGN_IN_KIND_STORAGE_KEY, 'G');
    const { auth, identity } = setup({ storage });
    vi.spyOn(identity, 'getUser').mockRejectedValue(
      new FakeIdentityError('network_timeout', 'Network timed out'),
    );
    await expect(auth.restore()).resolves.toMatchObject({
      status: 'signedOut',
      error: { code: 'network_timeout' },
    });
  });
});

describe('AuthService: concurrency and lifecycle', () => {
  it('a logout during the member load drops the sign-in result', async () => {
    const { auth, loadMember, emitted } = setup();
    let finishLoad: (member: Member) => void = () => undefined;
    loadMember.mockImplementation(() => new Promise((resolve) => (finishLoad = resolve)));
    const pending = auth.signInWithPassword(EMAIL, PASSWORD);
    await flushPromises();
    await auth.logout();
    finishLoad(MEMBER);
    await expect(pending).resolves.toMatchObject({ status: 'signedOut' });
    expect(auth.rootSession.getSnapshot().authenticated).toBe(false);
    expect(eventTypes(emitted)).toEqual(['loggedOut:logout']);
  });

  it('a sign-in overtaken by another drops the first answer', async () => {
    const { auth, identity, clock } = setup();
    identity.setFailureMode('timeout');
    const first = auth.signInWithPassword(EMAIL, PASSWORD);
    identity.setFailureMode('none');
    await auth.signInWithPassword(EMAIL, PASSWORD);
    await clock.advanceAsync(CONSTANTS.silentRequestTimeout);
    await expect(first).resolves.toMatchObject({ status: 'signedIn', error: null });
  });

  it('identity events of another kind are ignored', async () => {
    const { auth, identity } = await signedInWithPassword();
    identity.signInAs('G', { sub: 'other' });
    identity.signOutAtAuthority('G');
    expect(auth.getSnapshot()).toMatchObject({ status: 'signedIn', kind: 'R' });
  });

  it('getSnapshot is stable between changes and frozen', async () => {
    const { auth } = await signedInWithPassword();
    const snapshot = auth.getSnapshot();
    auth.clearError();
    expect(auth.getSnapshot()).toBe(snapshot);
    expect(Object.isFrozen(snapshot)).toBe(true);
  });

  it('dispose completes state$ and stops listening', async () => {
    const { auth, clock, endIdentitySession } = await signedInWithPassword();
    let completed = false;
    auth.state$.subscribe({ complete: () => (completed = true) });
    auth.dispose();
    auth.dispose();
    expect(completed).toBe(true);
    await clock.advanceAsync(LIFETIME);
    expect(endIdentitySession).not.toHaveBeenCalled();
  });

  it('stores passed in are used and not disposed with the service', async () => {
    const storage = createMemoryStoragePorts();
    const first = setup({ storage });
    await first.auth.signInWithPassword(EMAIL, PASSWORD);
    const rootSession = new RootSessionStore({ storage: storage.local });
    const signInKind = new SignInKindStore({ storage: storage.session });
    const clock = new FakeClock();
    const auth = new AuthService({
      identity: new FakeIdentity({ clock }),
      storage,
      clock,
      logger: new RecordingLogger(),
      events: new ScanwiseEventBus(),
      loadMember: () => Promise.resolve(MEMBER),
      endIdentitySession: () => Promise.resolve(),
      rootSession,
      signInKind,
    });
    expect(auth.rootSession).toBe(rootSession);
    expect(auth.signInKind.getSnapshot()).toBe('R');
    auth.dispose();
    rootSession.setInvalid(true);
    expect(rootSession.getSnapshot().invalid).toBe(true);
  });
});

describe('AuthService: "Sign-in events are logged without tokens or e-mails"', () => {
  it('a whole session leaves no token, e-mail or password in the log', async () => {
    const { auth, identity, clock, logger, endIdentitySession } = setup({
      identity: { automaticSilentRenew: true },
    });
    endIdentitySession.mockRejectedValue(new Error('offline'));
    await auth.signInWithPassword(EMAIL, 'wrong');
    await auth.signInWithPassword(EMAIL, PASSWORD);
    const user = auth.getSnapshot().user;
    await clock.advanceAsync(LIFETIME - CONSTANTS.accessTokenExpiringNotice);
    await auth.logout();
    await flushPromises();
    await auth.signInWithRedirect('G');
    await auth.completeRedirect('G', identity.callbackUrlFor('G'));

    const logged = JSON.stringify(logger.entries);
    expect(logger.has('info', 'Signed in')).toBe(true);
    for (const secret of [
      EMAIL,
      PASSWORD,
      'social.member@example.test',
      user?.accessToken,
      user?.idToken,
      user?.refreshToken,
      'access.',
      'refresh.',
      '.id.',
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});

describe('AuthService: the sign-in page says why the member is signed out', () => {
  it('none before any sign-out', () => {
    expect(setup().auth.getSnapshot().signOutNotice).toBeNull();
  });

  it('signing out by choice: "signedOut"; a new sign-in attempt clears it', async () => {
    const { auth } = await signedInWithPassword();
    await auth.logout();
    expect(auth.getSnapshot().signOutNotice).toBe('signedOut');
    const signingIn = auth.signInWithPassword(EMAIL, PASSWORD);
    expect(auth.getSnapshot().signOutNotice).toBeNull();
    await signingIn;
    expect(auth.getSnapshot()).toMatchObject({ status: 'signedIn', signOutNotice: null });
  });

  it('the inactivity logout: "inactivity"', async () => {
    const { auth } = await signedInWithPassword();
    await auth.logout('inactivity');
    expect(auth.getSnapshot().signOutNotice).toBe('inactivity');
  });

  it('an expired access token: "sessionExpired", on the fake clock', async () => {
    const { auth, clock } = await signedInWithPassword();
    await clock.advanceAsync(LIFETIME);
    expect(auth.getSnapshot()).toMatchObject({
      status: 'signedOut',
      signOutNotice: 'sessionExpired',
    });
  });

  it('an expired stored user at startup: "sessionExpired"', async () => {
    const clock = new FakeClock();
    const { auth, identity } = setup({ clock });
    identity.signInAs('R', { sub: 'member-1' });
    clock.setNow(clock.now() + LIFETIME + 1);
    expect((await auth.restore()).signOutNotice).toBe('sessionExpired');
  });

  it('a 401 from the platform: "sessionExpired"', async () => {
    const { auth, events } = await signedInWithPassword();
    events.emit('loggedOut', { reason: 'unauthorized', status: 401 });
    await flushPromises();
    expect(auth.getSnapshot().signOutNotice).toBe('sessionExpired');
  });

  it('followed from another tab: "signedOutElsewhere" for a chosen sign-out, "sessionEndedElsewhere" for an expiry', async () => {
    const chosen = await signedInWithPassword();
    await chosen.auth.followSignOut('logout');
    expect(chosen.auth.getSnapshot().signOutNotice).toBe('signedOutElsewhere');
    const expired = await signedInWithPassword();
    await expired.auth.followSignOut('expired');
    expect(expired.auth.getSnapshot().signOutNotice).toBe('sessionEndedElsewhere');
  });

  it('a reload of the tab still says why (the notice is kept in session storage); signing in forgets it', async () => {
    const storage = createMemoryStoragePorts();
    const { auth } = await signedInWithPassword({ storage });
    await auth.logout('inactivity');
    expect(storage.session.getItem(SIGN_OUT_NOTICE_STORAGE_KEY)).toBe('inactivity');
    const reloaded = setup({ storage }).auth;
    expect(reloaded.getSnapshot()).toMatchObject({
      status: 'signedOut',
      signOutNotice: 'inactivity',
    });
    await reloaded.signInWithPassword(EMAIL, PASSWORD);
    expect(storage.session.getItem(SIGN_OUT_NOTICE_STORAGE_KEY)).toBeNull();
    expect(setup({ storage }).auth.getSnapshot().signOutNotice).toBeNull();
  });

  it('a kept notice that is not one of the notices is discarded with a warning', () => {
    const storage = createMemoryStoragePorts();
    storage.session.setItem(SIGN_OUT_NOTICE_STORAGE_KEY, '<script>');
    const { auth, logger } = setup({ storage });
    expect(auth.getSnapshot().signOutNotice).toBeNull();
    expect(storage.session.getItem(SIGN_OUT_NOTICE_STORAGE_KEY)).toBeNull();
    expect(logger.messages('warn')).toContain(
      'Stored sign-out notice discarded: not a known notice',
    );
  });

  it('a sign-in with no result says nothing; a failed sign-in shows its error, not the earlier notice', async () => {
    const { auth, identity } = await signedInWithPassword();
    await auth.logout();
    vi.spyOn(identity, 'signInWithPassword').mockResolvedValueOnce(null);
    await auth.signInWithPassword(EMAIL, PASSWORD);
    expect(auth.getSnapshot().signOutNotice).toBeNull();
    await auth.signInWithPassword(EMAIL, 'wrong password');
    expect(auth.getSnapshot()).toMatchObject({ status: 'signedOut', signOutNotice: null });
    expect(auth.getSnapshot().error).not.toBeNull();
  });
});

describe('AuthService following another tab', () => {
  it('followSignOut ends the session without calling the identity provider; the event says "elsewhere"', async () => {
    const { auth, endIdentitySession, emitted } = await signedInWithPassword();
    await auth.followSignOut('inactivity');
    expect(auth.getSnapshot()).toMatchObject({ status: 'signedOut', user: null, member: null });
    expect(auth.rootSession.getSnapshot()).toMatchObject({ authenticated: false, member: null });
    expect(endIdentitySession).not.toHaveBeenCalled();
    expect(emitted).toEqual([{ type: 'loggedOut', reason: 'inactivity', elsewhere: true }]);
  });

  it('followSignOut in a signed-out tab does nothing', async () => {
    const { auth, emitted } = setup();
    await auth.followSignOut('logout');
    expect(emitted).toEqual([]);
  });

  it('followSignIn picks up the user another tab stored; a signed-in tab stays as it is', async () => {
    const clock = new FakeClock();
    const storage = createMemoryStoragePorts();
    const tabA = setup({ clock, storage });
    // Tab B shares local storage but has its own session storage, as a second tab does.
    const tabB = setup({
      clock,
      storage: { local: storage.local, session: createMemoryStoragePorts().session },
    });
    // The fake identity keeps users per instance: B sees what A stored through one identity.
    const shared = tabA.identity;
    const followerB = new AuthService({
      identity: shared,
      storage: tabB.storage,
      clock,
      logger: tabB.logger,
      events: tabB.events,
      loadMember: tabB.loadMember,
      endIdentitySession: tabB.endIdentitySession,
    });
    await tabA.auth.signInWithPassword(EMAIL, PASSWORD);
    await expect(followerB.followSignIn()).resolves.toMatchObject({
      status: 'signedIn',
      kind: 'R',
      member: MEMBER,
    });
    const loads = tabB.loadMember.mock.calls.length;
    await followerB.followSignIn();
    expect(tabB.loadMember.mock.calls.length).toBe(loads);
    followerB.dispose();
  });
});
