import { Subject, type Observable } from 'rxjs';
import { CONSTANTS, MINUTE } from '../config';
import type {
  Clock,
  IdentityError,
  IdentityEvent,
  IdentityPort,
  SignInKind,
  SignedInUser,
  TimerHandle,
  UserProfile,
} from '../ports';

/** A password account of the members authority (sign-in kind R). */
export interface FakeAccount {
  readonly username: string;
  readonly password: string;
  /** Claims of the signed-in profile; `sub` defaults to a generated id. */
  readonly profile?: Partial<UserProfile>;
}

/**
 * - `none`: behaves normally.
 * - `timeout`: sign-ins, callbacks and renewals reject after the silent request timeout (10 s on
 *   the clock) with `network_timeout` (`frame_timeout` for a renewal without refresh token).
 * - `no-result`: sign-ins and callbacks resolve null ("no sign-in result comes back").
 */
export type FakeIdentityFailureMode = 'none' | 'timeout' | 'no-result';

export interface FakeIdentityOptions {
  readonly clock: Clock;
  /** Access-token lifetime; 1 hour unless set. */
  readonly accessTokenLifetimeMs?: number;
  readonly accounts?: readonly FakeAccount[];
  /** Whether tokens come with a refresh token (default true). */
  readonly issueRefreshTokens?: boolean;
  /** Renew automatically when the token is about to expire, as oidc-client does. */
  readonly automaticSilentRenew?: boolean;
}

export interface FakeRedirect {
  readonly kind: 'G' | 'O';
  readonly state: string;
  readonly returnTo?: string;
}

export interface FakeRenewal {
  readonly kind: SignInKind;
  readonly method: 'refresh_token' | 'silent_frame';
  readonly outcome: 'renewed' | 'failed';
}

const DEFAULT_CALLBACK_PROFILES: Record<'G' | 'O', UserProfile> = {
  G: { sub: 'social-member', email: 'social.member@example.test', IsPartial: true },
  O: { sub: 'obo-member', email: 'member@example.test', IsPartial: true, role: 'Staff' },
};

/** An {@link IdentityError} that is also an Error, as the identity adapters reject with. */
export class FakeIdentityError extends Error implements IdentityError {
  readonly code: IdentityError['code'];
  readonly error?: string;
  readonly errorDescription?: string;

  constructor(code: IdentityError['code'], message: string, extra: Partial<IdentityError> = {}) {
    super(message);
    this.name = 'FakeIdentityError';
    this.code = code;
    if (extra.error !== undefined) this.error = extra.error;
    if (extra.errorDescription !== undefined) this.errorDescription = extra.errorDescription;
  }
}

function identityError(
  code: IdentityError['code'],
  message: string,
  extra: Partial<IdentityError> = {},
): FakeIdentityError {
  return new FakeIdentityError(code, message, extra);
}

/** Reads the query and fragment parameters of a callback URL (no URL global in core). */
function callbackParams(url: string): Map<string, string> {
  const params = new Map<string, string>();
  const parts = url.split(/[?#]/).slice(1);
  for (const part of parts) {
    for (const pair of part.split('&')) {
      if (!pair) continue;
      const [rawKey = '', rawValue = ''] = pair.split('=');
      params.set(decodeURIComponent(rawKey), decodeURIComponent(rawValue.replace(/\+/g, ' ')));
    }
  }
  return params;
}

/**
 * An identity provider in memory, implementing {@link IdentityPort}: password accounts, redirect
 * sign-ins with state checks, token expiry events on the clock, renewal with refresh tokens
 * (rotated) or a silent frame, and failure modes.
 */
export class FakeIdentity implements IdentityPort {
  private readonly eventsSubject = new Subject<IdentityEvent>();
  private readonly accounts = new Map<string, FakeAccount>();
  private readonly users = new Map<SignInKind, SignedInUser>();
  private readonly timers = new Map<SignInKind, TimerHandle[]>();
  private readonly pendingStates = new Map<string, 'G' | 'O'>();
  private readonly callbackProfiles = new Map<'G' | 'O', UserProfile | null>();
  private readonly callbackErrors = new Map<'G' | 'O', FakeIdentityError>();
  private readonly renewing = new Map<SignInKind, Promise<SignedInUser | null>>();
  private readonly clock: Clock;
  private readonly lifetimeMs: number;
  private readonly issueRefreshTokens: boolean;
  private readonly automaticSilentRenew: boolean;
  private serial = 0;
  private mode: FakeIdentityFailureMode = 'none';

  readonly events$: Observable<IdentityEvent> = this.eventsSubject.asObservable();
  /** Every redirect started, oldest first. */
  readonly redirects: FakeRedirect[] = [];
  /** Every renewal attempt, oldest first. */
  readonly renewals: FakeRenewal[] = [];

  constructor(options: FakeIdentityOptions) {
    this.clock = options.clock;
    this.lifetimeMs = options.accessTokenLifetimeMs ?? 60 * MINUTE;
    this.issueRefreshTokens = options.issueRefreshTokens ?? true;
    this.automaticSilentRenew = options.automaticSilentRenew ?? false;
    for (const account of options.accounts ?? []) this.addAccount(account);
  }

  addAccount(account: FakeAccount): void {
    this.accounts.set(account.username.toLowerCase(), account);
  }

  /** The profile a G or O callback signs in; null makes the callback come back empty. */
  setCallbackProfile(kind: 'G' | 'O', profile: UserProfile | null): void {
    this.callbackProfiles.set(kind, profile);
  }

  /** Makes every callback of `kind` reject with `error` (undefined clears it). */
  setCallbackError(kind: 'G' | 'O', error: IdentityError | undefined): void {
    if (error) this.callbackErrors.set(kind, identityError(error.code, error.message, error));
    else this.callbackErrors.delete(kind);
  }

  setFailureMode(mode: FakeIdentityFailureMode): void {
    this.mode = mode;
  }

  /** Stores a signed-in user of `kind` directly, as a previous session would have left it. */
  signInAs(kind: SignInKind, profile: UserProfile): SignedInUser {
    return this.store(kind, this.issue(kind, profile, this.issueRefreshTokens));
  }

  /** The session ended at the authority (e.g. signed out in another app). */
  signOutAtAuthority(kind: SignInKind): void {
    this.forget(kind);
    this.eventsSubject.next({ type: 'userSignedOut', kind });
  }

  /** The callback URL the authority would redirect to after the last redirect of `kind`. */
  callbackUrlFor(kind: 'G' | 'O', base = 'https://app.test/signin-callback'): string {
    const redirect = [...this.redirects].reverse().find((r) => r.kind === kind);
    if (!redirect) throw new Error(`No ${kind} redirect was started`);
    const separator = kind === 'G' ? '#' : '?';
    return `${base}${separator}code=code-${redirect.state}&state=${redirect.state}`;
  }

  async signInWithPassword(username: string, password: string): Promise<SignedInUser | null> {
    await this.maybeTimeOut('network_timeout');
    if (this.mode === 'no-result') return null;
    const account = this.accounts.get(username.toLowerCase());
    if (!account || account.password !== password) {
      throw identityError('invalid_credentials', 'Invalid username or password', {
        error: 'invalid_grant',
        errorDescription: 'Invalid username or password',
      });
    }
    const profile: UserProfile = {
      sub: `member-${username.toLowerCase()}`,
      email: username,
      role: 'Member',
      ...account.profile,
    };
    return this.store('R', this.issue('R', profile, this.issueRefreshTokens));
  }

  signInRedirect(kind: 'G' | 'O', options?: { readonly returnTo?: string }): Promise<void> {
    const state = `state-${++this.serial}`;
    this.pendingStates.set(state, kind);
    this.redirects.push(
      options?.returnTo === undefined
        ? { kind, state }
        : { kind, state, returnTo: options.returnTo },
    );
    return Promise.resolve();
  }

  async signInCallback(kind: 'G' | 'O', url: string): Promise<SignedInUser | null> {
    await this.maybeTimeOut('network_timeout');
    const configured = this.callbackErrors.get(kind);
    if (configured) throw configured;
    const params = callbackParams(url);
    const error = params.get('error');
    if (error !== undefined) {
      const description = params.get('error_description');
      throw identityError('server_error', description ?? error, {
        error,
        ...(description === undefined ? {} : { errorDescription: description }),
      });
    }
    const state = params.get('state');
    if (state === undefined) throw identityError('no_state_in_response', 'No state in response');
    if (this.pendingStates.get(state) !== kind) {
      throw identityError('no_matching_state', 'No matching state found in storage');
    }
    this.pendingStates.delete(state);
    if (!params.get('code')) throw identityError('missing_code', 'No code in response');
    if (this.mode === 'no-result') return null;
    const profile = this.callbackProfiles.has(kind)
      ? this.callbackProfiles.get(kind)
      : DEFAULT_CALLBACK_PROFILES[kind];
    if (!profile) return null;
    return this.store(kind, this.issue(kind, profile, this.issueRefreshTokens));
  }

  getUser(kind: SignInKind): Promise<SignedInUser | null> {
    return Promise.resolve(this.users.get(kind) ?? null);
  }

  /** A renewal of a kind under way is joined, as the port requires; `renewals` records one. */
  renew(kind: SignInKind): Promise<SignedInUser | null> {
    const underWay = this.renewing.get(kind);
    if (underWay) return underWay;
    const renewal = this.renewOnce(kind).finally(() => this.renewing.delete(kind));
    this.renewing.set(kind, renewal);
    return renewal;
  }

  private async renewOnce(kind: SignInKind): Promise<SignedInUser | null> {
    const current = this.users.get(kind);
    const method = current?.refreshToken ? 'refresh_token' : 'silent_frame';
    try {
      await this.maybeTimeOut(method === 'refresh_token' ? 'network_timeout' : 'frame_timeout');
      if (!current || this.users.get(kind) !== current) {
        throw identityError('server_error', 'login_required', { error: 'login_required' });
      }
    } catch (error) {
      this.renewals.push({ kind, method, outcome: 'failed' });
      throw error;
    }
    this.renewals.push({ kind, method, outcome: 'renewed' });
    return this.store(kind, this.issue(kind, current.profile, current.refreshToken !== undefined));
  }

  removeUser(kind: SignInKind): Promise<void> {
    this.forget(kind);
    return Promise.resolve();
  }

  /** Whether a user of any kind is stored in the fake. */
  hasStoredSession(): boolean {
    return this.users.size > 0;
  }

  /** Forgets every kind's user at once (no events, as a storage clean-up). */
  clearStoredSessions(): void {
    for (const kind of [...this.users.keys()]) this.forget(kind);
  }

  /** The fake keeps its users in memory, not in storage entries. */
  isStoredSessionEntry(): boolean {
    return false;
  }

  private issue(kind: SignInKind, profile: UserProfile, withRefreshToken: boolean): SignedInUser {
    const n = ++this.serial;
    const user: SignedInUser = {
      idToken: `${kind}.id.${n}`,
      accessToken: `${kind}.access.${n}`,
      scope: 'openid profile',
      profile,
      expiresAt: Math.floor((this.clock.now() + this.lifetimeMs) / 1000),
    };
    return withRefreshToken ? { ...user, refreshToken: `${kind}.refresh.${n}` } : user;
  }

  private store(kind: SignInKind, user: SignedInUser): SignedInUser {
    this.forget(kind);
    this.users.set(kind, user);
    const expiresAtMs = user.expiresAt * 1000;
    const untilExpiring = expiresAtMs - CONSTANTS.accessTokenExpiringNotice - this.clock.now();
    this.timers.set(kind, [
      this.clock.schedule(() => this.onExpiring(kind), Math.max(0, untilExpiring)),
      this.clock.schedule(
        () => this.eventsSubject.next({ type: 'accessTokenExpired', kind }),
        Math.max(0, expiresAtMs - this.clock.now()),
      ),
    ]);
    this.eventsSubject.next({ type: 'userLoaded', kind, user });
    return user;
  }

  private onExpiring(kind: SignInKind): void {
    this.eventsSubject.next({ type: 'accessTokenExpiring', kind });
    if (!this.automaticSilentRenew) return;
    this.renew(kind).catch((error: unknown) => {
      this.eventsSubject.next({ type: 'silentRenewError', kind, error: error as IdentityError });
    });
  }

  private forget(kind: SignInKind): void {
    for (const timer of this.timers.get(kind) ?? []) this.clock.cancel(timer);
    this.timers.delete(kind);
    this.users.delete(kind);
  }

  private maybeTimeOut(code: 'network_timeout' | 'frame_timeout'): Promise<void> {
    if (this.mode !== 'timeout') return Promise.resolve();
    return new Promise((_resolve, reject) => {
      this.clock.schedule(
        () =>
          reject(
            identityError(
              code,
              code === 'frame_timeout' ? 'Frame window timed out' : 'Network timed out',
            ),
          ),
        CONSTANTS.silentRequestTimeout,
      );
    });
  }
}
