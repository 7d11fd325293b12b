import type { Subscription } from 'rxjs';
import { CONSTANTS } from '../config';
import type { LoggedOutReason, ScanwiseEventBus } from '../events';
import type { StoredAccessToken } from '../http';
import type {
  Clock,
  IdentityEvent,
  IdentityPort,
  Logger,
  SignInKind,
  SignedInUser,
  StoragePorts,
  TimerHandle,
} from '../ports';
import type { Member } from '../schemas';
import { isSignedInUserExpired, validAccessToken } from './accessTokenValidity';
import { isTimeoutFailure, toAuthFailure, type AuthFailure } from './authFailure';
import { isPartialProfile, readProfileRoles } from './profileClaims';
import { decideRenewalCheck } from './renewalCheck';
import { RootSessionStore } from './rootSessionStore';
import { SignInKindStore } from './signInKindStore';
import { signOutNoticeOf, type SignOutNotice } from './signOutNotice';
import { readSignOutNotice, writeSignOutNotice } from './signOutNoticeStorage';
import { RunGuard, StateStore, type RunToken } from '../store';

/**
 * Loads the signed-in member (the member API's `GET members`). Resolves undefined when the
 * member could not be loaded ("data on success, otherwise nothing"). Defined here as a function
 * type so the session does not depend on the api folder.
 */
export type SessionMemberLoader = () => Promise<Member | undefined>;

/**
 * Ends the session at the identity provider: `POST /members/connect/logout` with the id token
 * as `id_token_hint` and the bearer access token (spec section 7, fire-and-forget). Lives in the
 * api folder; the session only calls it and does not wait for it. Resolves `false` (or rejects)
 * when the session could not be ended (network down, an identity provider error): the session
 * then removes every stored user entry, the spec's "if the logout fails" fallback.
 */
export type EndIdentitySession = (user: SignedInUser) => Promise<boolean | void>;

/**
 * - `signedOut`: no session (possibly with `error` from a failed sign-in).
 * - `restoring`: startup is looking for a stored user.
 * - `signingIn`: a sign-in is under way (or a redirect has left the page).
 * - `signedIn`: a user with an access token; `member` is loaded unless the profile is partial.
 */
export type AuthStatus = 'signedOut' | 'restoring' | 'signingIn' | 'signedIn';

export interface AuthState {
  readonly status: AuthStatus;
  /** The sign-in kind of the current user: R password, G social, O on-behalf-of. */
  readonly kind: SignInKind | null;
  /** The identity provider's user (tokens included: never log it). */
  readonly user: SignedInUser | null;
  /** The root session's member, mirrored. */
  readonly member: Member | null;
  /** The profile role claim as a list. */
  readonly roles: readonly string[];
  /** The profile is flagged IsPartial: no member data is loaded. */
  readonly partial: boolean;
  /** Why the last sign-in or restore failed, for the sign-in screen; null otherwise. */
  readonly error: AuthFailure | null;
  /**
   * Why the member was last signed out, for the sign-in page to say (by choice, inactivity, the
   * session ending, here or in another tab); null before any sign-out, once a sign-in starts, and
   * for a sign-in that returned nothing.
   */
  readonly signOutNotice: SignOutNotice | null;
}

/**
 * Whether the signed-in member has a member record to read (their scans, messages): spec
 * section 4, "Member data is loaded unless the profile is flagged IsPartial".
 */
export function hasMemberData(state: Pick<AuthState, 'status' | 'partial'>): boolean {
  return state.status === 'signedIn' && !state.partial;
}

export interface AuthServiceOptions {
  readonly identity: IdentityPort;
  /** local: the root state and the user-entry fallback; session: the sign-in kind. */
  readonly storage: StoragePorts;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly events: Pick<ScanwiseEventBus, 'on' | 'emit'>;
  readonly loadMember: SessionMemberLoader;
  readonly endIdentitySession: EndIdentitySession;
  /** The app's root store; one is created on `storage.local` when not given. */
  readonly rootSession?: RootSessionStore;
  /** The sign-in kind store; one is created on `storage.session` when not given. */
  readonly signInKind?: SignInKindStore;
  /**
   * Renew from the service when the provider announces the token is expiring, for an identity
   * port that does not renew by itself. Off by default: the identity adapter renews
   * automatically (oidc-client-ts `automaticSilentRenew`). Either way the port joins a renewal
   * under way rather than racing it (a rotated refresh token is spent once).
   */
  readonly renewAheadOfExpiry?: boolean;
}

interface EndSessionOptions {
  readonly reason: LoggedOutReason;
  /** Fire the loggedOut event (not when the event is what caused this logout). */
  readonly emit: boolean;
  /** Call the identity provider's logout for the current user. */
  readonly callIdentity: boolean;
  /** A kind whose stored user to remove too (the kind of a sign-in that did not complete). */
  readonly kind?: SignInKind;
  readonly error?: AuthFailure;
  /** The logout happened in another tab: the event says so, and this tab calls nobody. */
  readonly elsewhere?: boolean;
  /** Leave the reason for the sign-in page (default: when the event fires). */
  readonly notice?: boolean;
}

const SIGNED_OUT_FIELDS = {
  status: 'signedOut',
  kind: null,
  user: null,
  roles: [],
  partial: false,
} as const satisfies Partial<AuthState>;

/**
 * The member session of spec section 4 (Authentication): sign-in by password, social redirect or
 * on-behalf-of redirect, restore at startup, logout, expiry and silent renewal, on the identity
 * port. Every public method resolves; failures end signed out with `error` set.
 *
 * Concurrency: every sign-in, restore and logout starts a new run; an answer that arrives for an
 * abandoned run (a sign-in overtaken by a logout, say) is dropped.
 */
export class AuthService extends StateStore<AuthState> {
  /** The root session state (authenticated, member, invalid, continueTo). */
  readonly rootSession: RootSessionStore;
  /** The remembered sign-in kind of this browser session. */
  readonly signInKind: SignInKindStore;

  private readonly subscriptions: Subscription[] = [];
  private readonly ownsRootSession: boolean;
  private readonly ownsSignInKind: boolean;
  private readonly runs = new RunGuard();
  private renewalRetry: TimerHandle | undefined;
  private renewalCheck: TimerHandle | undefined;
  /** Renewals this service has asked the identity port for and not yet had an answer to. */
  private renewalsUnderWay = 0;

  constructor(private readonly options: AuthServiceOptions) {
    const rootSession =
      options.rootSession ??
      new RootSessionStore({ storage: options.storage.local, logger: options.logger });
    super(
      Object.freeze({
        ...SIGNED_OUT_FIELDS,
        member: rootSession.getSnapshot().member,
        error: null,
        signOutNotice: readSignOutNotice(options.storage.session, options.logger),
      }),
    );
    this.rootSession = rootSession;
    this.ownsRootSession = options.rootSession === undefined;
    this.ownsSignInKind = options.signInKind === undefined;
    this.signInKind =
      options.signInKind ??
      new SignInKindStore({ storage: options.storage.session, logger: options.logger });
    this.subscriptions.push(
      this.rootSession.state$.subscribe(() => this.setState({})),
      options.identity.events$.subscribe((event) => this.onIdentityEvent(event)),
      options.events.on('loggedOut').subscribe((event) => {
        // "A 401 or 403 answer fires a logout event": the event has fired already, so the
        // session ends without firing it again.
        if (event.reason === 'unauthorized' && this.getSnapshot().status !== 'signedOut') {
          void this.endSession({
            reason: 'unauthorized',
            emit: false,
            callIdentity: true,
            notice: true,
          });
        }
      }),
    );
  }

  /** Password sign-in (kind R); the username is the e-mail. */
  async signInWithPassword(email: string, password: string): Promise<AuthState> {
    const attempt = this.beginSignIn();
    let user: SignedInUser | null;
    try {
      user = await this.options.identity.signInWithPassword(email, password);
    } catch (error) {
      return this.failSignIn(attempt, 'R', error);
    }
    return this.finishSignIn(attempt, 'R', user);
  }

  /**
   * Starts a social (G) or on-behalf-of (O) redirect sign-in. In a browser the page leaves; the
   * state stays `signingIn` until then. A redirect that cannot start ends signed out with error.
   */
  async signInWithRedirect(kind: 'G' | 'O', returnTo?: string): Promise<AuthState> {
    const attempt = this.beginSignIn();
    try {
      await this.options.identity.signInRedirect(
        kind,
        returnTo === undefined ? undefined : { returnTo },
      );
    } catch (error) {
      return this.failSignIn(attempt, kind, error);
    }
    return this.getSnapshot();
  }

  /** Completes a redirect sign-in from its callback URL (the SignInCallback screens). */
  async completeRedirect(kind: 'G' | 'O', url: string): Promise<AuthState> {
    const attempt = this.beginSignIn();
    let user: SignedInUser | null;
    try {
      user = await this.options.identity.signInCallback(kind, url);
    } catch (error) {
      return this.failSignIn(attempt, kind, error);
    }
    return this.finishSignIn(attempt, kind, user);
  }

  /**
   * Startup: resolves the sign-in kind (remembered, or the first of R, G, O with a stored
   * user), reads that user, logs out an expired one, otherwise restores the session and
   * reloads the member (keeping the stored member if the reload fails).
   */
  async restore(): Promise<AuthState> {
    const attempt = this.startRun();
    this.setState({ status: 'restoring', error: null });
    const kind = await this.signInKind.resolve(this.options.identity);
    if (attempt.stale) return this.getSnapshot();
    if (kind === null) return this.restoreNothing();

    let user: SignedInUser | null;
    try {
      user = await this.options.identity.getUser(kind);
    } catch (error) {
      if (attempt.stale) return this.getSnapshot();
      const failure = toAuthFailure(error);
      this.options.logger.warn('Session restore failed', { kind, code: failure.code });
      await this.endSession({ reason: 'logout', emit: false, callIdentity: false, kind });
      this.setState({ error: failure });
      return this.getSnapshot();
    }
    if (attempt.stale) return this.getSnapshot();
    if (user === null) return this.restoreNothing();

    this.adoptUser(kind, user);
    if (isSignedInUserExpired(user, this.options.clock.now())) {
      this.expire(kind);
      return this.getSnapshot();
    }
    const partial = isPartialProfile(user.profile);
    let member = partial ? null : this.rootSession.getSnapshot().member;
    if (!partial) {
      const loaded = await this.loadMember();
      if (attempt.stale) return this.getSnapshot();
      member = loaded ?? member;
    }
    this.rootSession.markSignedIn(member);
    this.setState({ status: 'signedIn', error: null, signOutNotice: null });
    this.options.logger.info('Session restored', { kind, partial });
    return this.getSnapshot();
  }

  /**
   * "Logout: the identity provider is called, the local user is removed, authenticated becomes
   * false, member is cleared and a loggedOut event fires." The identity call is not awaited;
   * the returned promise settles once the local user is removed.
   */
  logout(reason: LoggedOutReason = 'logout'): Promise<void> {
    return this.endSession({ reason, emit: true, callIdentity: true });
  }

  /**
   * Another tab of this browser signed out: this tab ends its session too, without calling the
   * identity provider again (that tab did), and fires loggedOut with `elsewhere` set. Does
   * nothing when this tab is signed out already.
   */
  followSignOut(reason: LoggedOutReason): Promise<void> {
    if (this.getSnapshot().status === 'signedOut') return Promise.resolve();
    return this.endSession({ reason, emit: true, callIdentity: false, elsewhere: true });
  }

  /**
   * Another tab of this browser signed in: a signed-out tab picks the stored session up (as a
   * restore does). A tab signed in, or signing in itself, stays as it is.
   */
  async followSignIn(): Promise<AuthState> {
    if (this.getSnapshot().status !== 'signedOut') return this.getSnapshot();
    return this.restore();
  }

  /** The bearer token for the HTTP client and the hubs: undefined when missing or expired. */
  accessToken(): string | undefined {
    return validAccessToken(this.getSnapshot().user, this.options.clock.now());
  }

  /** The HTTP client's `getAccessToken` option: the stored token with its expiry, or null. */
  storedAccessToken(): StoredAccessToken | null {
    const { user } = this.getSnapshot();
    return user ? { accessToken: user.accessToken, expiresAt: user.expiresAt } : null;
  }

  /** "Roles come in the profile role claim, as a string or a list": always a list here. */
  roles(): readonly string[] {
    return this.getSnapshot().roles;
  }

  /** True when a user is present and its access token has expired (the idle policy's check). */
  isUserExpired(): boolean {
    const { user } = this.getSnapshot();
    return user !== null && isSignedInUserExpired(user, this.options.clock.now());
  }

  /** The sign-in screen dismissed the error. */
  clearError(): void {
    this.setState({ error: null });
  }

  /** Stops listening and cancels the renewal retry and check; completes `state$`. */
  override dispose(): void {
    if (this.disposed) return;
    this.startRun();
    this.stopRenewalCheck();
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    super.dispose();
    if (this.ownsRootSession) this.rootSession.dispose();
    if (this.ownsSignInKind) this.signInKind.dispose();
  }

  private beginSignIn(): RunToken {
    const attempt = this.startRun();
    this.setState({ status: 'signingIn', error: null, signOutNotice: null });
    return attempt;
  }

  private async finishSignIn(
    attempt: RunToken,
    kind: SignInKind,
    user: SignedInUser | null,
  ): Promise<AuthState> {
    if (attempt.stale) return this.getSnapshot();
    if (user === null) {
      // "If no sign-in result comes back, the user is logged out with no message."
      this.options.logger.info('Sign-in returned no result', { kind });
      await this.endSession({ reason: 'no-result', emit: true, callIdentity: false, kind });
      return this.getSnapshot();
    }
    this.signInKind.set(kind);
    // The user goes in first so the member load below already carries the new bearer token.
    this.adoptUser(kind, user);
    const partial = isPartialProfile(user.profile);
    const member = partial ? null : await this.loadMember();
    if (attempt.stale) return this.getSnapshot();
    this.rootSession.markSignedIn(member);
    this.setState({ status: 'signedIn', error: null });
    // Kind and flags only: never tokens, e-mails or the subject.
    this.options.logger.info('Signed in', { kind, partial, memberLoaded: member !== null });
    this.options.events.emit('signedIn', { kind });
    return this.getSnapshot();
  }

  private async failSignIn(
    attempt: RunToken,
    kind: SignInKind,
    thrown: unknown,
  ): Promise<AuthState> {
    if (attempt.stale) return this.getSnapshot();
    const failure = toAuthFailure(thrown);
    // A wrong password is the member's slip, shown on the form: information, not a warning.
    const level = failure.code === 'invalid_credentials' ? 'info' : 'warn';
    this.options.logger[level]('Sign-in failed', { kind, code: failure.code });
    // Ends whatever session there was, quietly: the sign-in screen shows the error itself.
    await this.endSession({
      reason: 'logout',
      emit: false,
      callIdentity: true,
      kind,
      error: failure,
    });
    return this.getSnapshot();
  }

  private restoreNothing(): AuthState {
    if (this.rootSession.getSnapshot().authenticated) {
      this.options.logger.info('Stored session had no user; signed out');
    }
    this.rootSession.clearSignedInState();
    this.signInKind.clear();
    this.setState({ ...SIGNED_OUT_FIELDS, error: null });
    return this.getSnapshot();
  }

  private adoptUser(kind: SignInKind, user: SignedInUser): void {
    this.setState({
      kind,
      user,
      roles: readProfileRoles(user.profile),
      partial: isPartialProfile(user.profile),
    });
  }

  /** "Member data is loaded": a failed or empty load leaves the member out, with a warning. */
  private async loadMember(): Promise<Member | null> {
    try {
      const member = await this.options.loadMember();
      if (member !== undefined) return member;
      this.options.logger.warn('Member data could not be loaded');
    } catch (error) {
      this.options.logger.warn('Member data could not be loaded', {
        error: error instanceof Error ? error.name : typeof error,
      });
    }
    return null;
  }

  private async endSession(options: EndSessionOptions): Promise<void> {
    const run = this.startRun();
    const current = this.getSnapshot();
    // The kind being signed in to and the kind of the session being ended may differ.
    const kinds = new Set(
      [options.kind, current.kind, this.signInKind.getSnapshot()].filter(
        (kind): kind is SignInKind => kind !== undefined && kind !== null,
      ),
    );
    if (options.callIdentity && current.user !== null) {
      this.callIdentityLogout(current.user, run);
    }
    const removal = Promise.all([...kinds].map((kind) => this.removeLocalUser(kind)));
    this.rootSession.clearSignedInState();
    this.signInKind.clear();
    const event =
      options.elsewhere === true
        ? { reason: options.reason, elsewhere: true }
        : { reason: options.reason };
    this.setState({
      ...SIGNED_OUT_FIELDS,
      error: options.error ?? null,
      // A quiet end (a failed sign-in, a failed restore) leaves the notice as it was.
      ...((options.notice ?? options.emit) ? { signOutNotice: signOutNoticeOf(event) } : {}),
    });
    if (options.emit) this.options.events.emit('loggedOut', event);
    this.options.logger.info('Logged out', { reason: options.reason });
    await removal;
  }

  /** Fire-and-forget; "If the logout fails, stored user entries are removed from local storage". */
  private callIdentityLogout(user: SignedInUser, run: RunToken): void {
    // An async wrapper turns a synchronous throw into a rejection like any other failure.
    const call = async (): Promise<boolean | void> => this.options.endIdentitySession(user);
    const fallBack = (): void => {
      // A sign-in since then owns the stored entries now; they are not this logout's to remove.
      if (run.stale) return;
      this.options.identity.clearStoredSessions();
      this.options.logger.warn('Logout call failed; stored user entries removed');
    };
    call().then((ended) => {
      if (ended === false) fallBack();
    }, fallBack);
  }

  private async removeLocalUser(kind: SignInKind): Promise<void> {
    try {
      await this.options.identity.removeUser(kind);
    } catch (error) {
      this.options.logger.warn('Stored user could not be removed', {
        kind,
        code: toAuthFailure(error).code,
      });
      this.options.identity.clearStoredSessions();
    }
  }

  private onIdentityEvent(event: IdentityEvent): void {
    const { status, kind } = this.getSnapshot();
    if (status !== 'signedIn' || event.kind !== kind) return;
    switch (event.type) {
      case 'userLoaded':
        // A silent renewal stored a fresh token.
        this.cancelRenewalRetry();
        this.adoptUser(kind, event.user);
        this.options.logger.debug('Access token renewed', { kind });
        return;
      case 'accessTokenExpiring':
        if (this.options.renewAheadOfExpiry === true) void this.renewSilently(kind);
        return;
      case 'accessTokenExpired':
        this.expire(kind);
        return;
      case 'silentRenewError':
        this.onRenewalFailure(kind, toAuthFailure(event.error));
        return;
      case 'userSignedOut':
        // The session already ended at the authority: no logout call to make.
        void this.endSession({ reason: 'logout', emit: true, callIdentity: false });
        return;
    }
  }

  /** "An expired user or an expired access token triggers logout." */
  private expire(kind: SignInKind): void {
    this.options.logger.info('Session expired', { kind });
    this.options.events.emit('sessionExpired', { kind });
    void this.endSession({ reason: 'expired', emit: true, callIdentity: true });
  }

  private async renewSilently(kind: SignInKind): Promise<void> {
    const run = this.runs.current();
    this.renewalsUnderWay += 1;
    try {
      const user = await this.options.identity.renew(kind);
      if (run.stale || user === null) return;
      this.cancelRenewalRetry();
      this.adoptUser(kind, user);
    } catch (error) {
      if (run.stale) return;
      this.onRenewalFailure(kind, toAuthFailure(error));
    } finally {
      this.renewalsUnderWay -= 1;
    }
  }

  /**
   * "Renewal check interval | 2 min": while signed in, every interval on the clock the token is
   * checked (`decideRenewalCheck`); one whose scheduled renewal was missed and that is now inside
   * the expiring notice is renewed silently, by the same path as the other renewals. Never while
   * one of this service's renewals is under way or its retry is pending; a renewal the identity
   * provider runs by itself is joined by the port (`IdentityPort.renew`), not raced.
   */
  private syncRenewalCheck(status: AuthStatus): void {
    if (status !== 'signedIn' || this.disposed) this.stopRenewalCheck();
    else this.renewalCheck ??= this.scheduleRenewalCheck();
  }

  private scheduleRenewalCheck(): TimerHandle {
    return this.options.clock.schedule(() => {
      this.renewalCheck = undefined;
      const { status, kind, user } = this.getSnapshot();
      if (status !== 'signedIn' || this.disposed) return;
      this.renewalCheck = this.scheduleRenewalCheck();
      if (kind === null || user === null) return;
      const decision = decideRenewalCheck({
        expiresAt: user.expiresAt,
        nowMs: this.options.clock.now(),
        renewalInFlight: this.renewalsUnderWay > 0 || this.renewalRetry !== undefined,
      });
      if (decision !== 'renew') return;
      this.options.logger.info('Access token expiring; renewing at the renewal check', { kind });
      void this.renewSilently(kind);
    }, CONSTANTS.renewalCheckInterval);
  }

  private stopRenewalCheck(): void {
    if (this.renewalCheck !== undefined) this.options.clock.cancel(this.renewalCheck);
    this.renewalCheck = undefined;
  }

  /** "A silent renewal that times out is retried after 5 s"; other failures wait for expiry. */
  private onRenewalFailure(kind: SignInKind, failure: AuthFailure): void {
    if (!isTimeoutFailure(failure)) {
      this.options.logger.warn('Silent renewal failed', { kind, code: failure.code });
      return;
    }
    this.options.logger.warn('Silent renewal timed out; retrying', { kind, code: failure.code });
    if (this.renewalRetry !== undefined) return;
    this.renewalRetry = this.options.clock.schedule(() => {
      this.renewalRetry = undefined;
      const state = this.getSnapshot();
      if (state.status === 'signedIn' && state.kind === kind) void this.renewSilently(kind);
    }, CONSTANTS.silentRenewalRetryAfterTimeout);
  }

  private cancelRenewalRetry(): void {
    if (this.renewalRetry !== undefined) this.options.clock.cancel(this.renewalRetry);
    this.renewalRetry = undefined;
  }

  /** A new sign-in, restore or logout: earlier runs are abandoned, the renewal retry too. */
  private startRun(): RunToken {
    this.cancelRenewalRetry();
    return this.runs.start();
  }

  private setState(patch: Partial<AuthState>): void {
    const current = this.getSnapshot();
    const next: AuthState = {
      ...current,
      ...patch,
      member: this.rootSession.getSnapshot().member,
    };
    const changed = (Object.keys(next) as (keyof AuthState)[]).some(
      (key) => next[key] !== current[key],
    );
    if (changed) this.set(Object.freeze(next));
    if (next.signOutNotice !== current.signOutNotice)
      writeSignOutNotice(this.options.storage.session, this.options.logger, next.signOutNotice);
    this.syncRenewalCheck(next.status);
  }
}
