import type {
  IdentityEvent,
  IdentityPort,
  KeyValueStorage,
  Logger,
  SignInKind,
  SignedInUser,
} from '@scanwise/core';
import { CONSTANTS } from '@scanwise/core';
import {
  User,
  UserManager,
  type INavigator,
  type SigninSilentArgs,
  type UserManagerSettings,
  type UserProfile as OidcUserProfile,
} from 'oidc-client-ts';
import { Subject, type Observable } from 'rxjs';
import { OidcIdentityError, toIdentityError } from './errors';
import { KeyValueStateStore } from './keyValueStateStore';
import { isStoredUserKey, storedSessionsIn } from './storedSessions';
import {
  USER_KEY_SUFFIX,
  toSignedInUser,
  userEntryAuthority,
  userStorageKey,
  type UserEntryOptions,
} from './storedUser';

export const OIDC_SCOPE = 'openid offline_access profile roles';

/** Return paths of spec section 7. */
export const CALLBACK_PATHS = {
  signIn: '/sign-in/callback',
  signInObo: '/sign-in/callback/login/obo',
  signOut: '/sign-out/callback',
} as const;

export interface OidcIdentityOptions extends UserEntryOptions {
  /** The web app's origin, for the return paths (a browser's `location.origin`). */
  readonly appOrigin: string;
  /** Local storage: signed-in users (storedSessions.ts names their entries) and pending sign-in states. */
  readonly storage: KeyValueStorage;
  /** Sent as the extra `environment` token parameter. */
  readonly environment?: string;
  /** The `idp` authorization parameter that selects the social sign-in (default 'social'; null omits it). */
  readonly socialIdp?: string | null;
  /** Session monitoring needs the authority's check-session frame (browsers only; default off). */
  readonly monitorSession?: boolean;
  /**
   * How redirect sign-ins (G, O) leave the page; browsers use oidc-client-ts' own (location
   * assign). Node scripts and tests pass one that hands the authorization URL elsewhere.
   */
  readonly redirectNavigator?: INavigator;
  /** For the password grant; defaults to the global fetch. */
  readonly fetch?: typeof fetch;
  readonly logger?: Logger;
  /** Seconds since the epoch, for the password sign-in's expiry; defaults to the real clock. */
  readonly nowSeconds?: () => number;
}

/** Claims oidc-client-ts filters out of the profile by default. */
const PROTOCOL_CLAIMS = ['nbf', 'jti', 'auth_time', 'nonce', 'acr', 'amr', 'azp', 'at_hash'];

function decodeJwtPayload(jwt: string): Record<string, unknown> {
  const part = jwt.split('.')[1];
  if (part === undefined) throw new OidcIdentityError('server_error', 'Malformed id token');
  const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
}

interface TokenResponse {
  readonly access_token?: string;
  readonly id_token?: string;
  readonly refresh_token?: string;
  readonly token_type?: string;
  readonly scope?: string;
  readonly expires_in?: number;
  readonly error?: string;
  readonly error_description?: string;
}

/**
 * A UserManager whose silent sign-ins run one at a time: a call while one is under way joins it.
 * The library's automatic renewal (`automaticSilentRenew`) and `renew` both come here, and a
 * rotated refresh token spent by two requests at once would end the grant.
 */
class OneRenewalAtATimeUserManager extends UserManager {
  private underWay: Promise<User | null> | undefined;

  override signinSilent(args?: SigninSilentArgs): Promise<User | null> {
    this.underWay ??= super.signinSilent(args).finally(() => {
      this.underWay = undefined;
    });
    return this.underWay;
  }
}

/**
 * The {@link IdentityPort} on oidc-client-ts: one UserManager per sign-in kind. R (password) and
 * G (social, fragment response) run against the members authority, O against the separate
 * on-behalf-of authority, found by discovery. Each kind's user lives in local storage under
 * its own key (storedUser.ts), which the stored-session answers recognise (storedSessions.ts).
 */
export class OidcIdentity implements IdentityPort {
  private readonly eventsSubject = new Subject<IdentityEvent>();
  private readonly managers: Record<SignInKind, UserManager>;
  private readonly unsubscribes: (() => void)[] = [];
  readonly events$: Observable<IdentityEvent> = this.eventsSubject.asObservable();
  readonly membersAuthority: string;
  readonly oboAuthority: string;

  constructor(private readonly options: OidcIdentityOptions) {
    const app = options.appOrigin.replace(/\/+$/, '');
    this.membersAuthority = userEntryAuthority(options, 'R').authority;
    this.oboAuthority = userEntryAuthority(options, 'O').authority;
    const stateStore = new KeyValueStateStore(options.storage, 'oidc.state.');
    const seconds = (ms: number): number => Math.round(ms / 1000);
    const common = (kind: SignInKind): UserManagerSettings => ({
      authority: userEntryAuthority(options, kind).authority,
      client_id: userEntryAuthority(options, kind).clientId,
      redirect_uri: `${app}${kind === 'O' ? CALLBACK_PATHS.signInObo : CALLBACK_PATHS.signIn}`,
      post_logout_redirect_uri: `${app}${CALLBACK_PATHS.signOut}`,
      response_type: 'code',
      scope: OIDC_SCOPE,
      loadUserInfo: false,
      automaticSilentRenew: true,
      accessTokenExpiringNotificationTimeInSeconds: seconds(CONSTANTS.accessTokenExpiringNotice),
      silentRequestTimeoutInSeconds: seconds(CONSTANTS.silentRequestTimeout),
      checkSessionIntervalInSeconds: seconds(CONSTANTS.checkSessionInterval),
      staleStateAgeInSeconds: seconds(CONSTANTS.staleSignInStateAge),
      monitorSession: options.monitorSession ?? false,
      ...(options.environment === undefined
        ? {}
        : { extraTokenParams: { environment: options.environment } }),
      stateStore,
      userStore: new KeyValueStateStore(options.storage, 'oidc.', USER_KEY_SUFFIX[kind]),
    });
    const socialIdp = options.socialIdp === undefined ? 'social' : options.socialIdp;
    const navigator = options.redirectNavigator;
    this.managers = {
      R: new OneRenewalAtATimeUserManager(common('R')),
      G: new OneRenewalAtATimeUserManager(
        {
          ...common('G'),
          response_mode: 'fragment',
          ...(socialIdp === null ? {} : { extraQueryParams: { idp: socialIdp } }),
        },
        navigator,
      ),
      O: new OneRenewalAtATimeUserManager(common('O'), navigator),
    };
    for (const kind of ['R', 'G', 'O'] as const) this.listen(kind);
  }

  /** The UserManager of a kind (for the web app's callback pages and tests). */
  manager(kind: SignInKind): UserManager {
    return this.managers[kind];
  }

  /** The local-storage key of a kind's stored user. */
  userStorageKey(kind: SignInKind): string {
    return userStorageKey(this.options, kind);
  }

  async signInWithPassword(username: string, password: string): Promise<SignedInUser | null> {
    const manager = this.managers.R;
    const settings = manager.settings;
    let response: TokenResponse | null;
    let status: number;
    try {
      const tokenEndpoint = await manager.metadataService.getTokenEndpoint(false);
      const form = new URLSearchParams({
        grant_type: 'password',
        username,
        password,
        client_id: settings.client_id,
        scope: settings.scope,
      });
      if (this.options.environment !== undefined) form.set('environment', this.options.environment);
      const fetchImpl = this.options.fetch ?? globalThis.fetch.bind(globalThis);
      const answer = await fetchImpl(tokenEndpoint, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          Accept: 'application/json',
        },
        body: form.toString(),
      });
      status = answer.status;
      response = (await answer.json().catch(() => null)) as TokenResponse | null;
    } catch (error) {
      throw toIdentityError(error, { passwordGrant: true });
    }
    if (status < 200 || status > 299 || typeof response?.error === 'string') {
      const error = response?.error ?? null;
      const description = response?.error_description ?? null;
      throw new OidcIdentityError(
        error === 'invalid_grant' ? 'invalid_credentials' : 'server_error',
        description ?? error ?? `Token endpoint answered ${status}`,
        { error, errorDescription: description },
      );
    }
    if (!response?.access_token) return null;

    const claims = response.id_token === undefined ? {} : decodeJwtPayload(response.id_token);
    if (typeof claims['sub'] !== 'string' || claims['sub'] === '') {
      throw new OidcIdentityError('missing_subject', 'ID Token is missing a subject claim');
    }
    const profile = Object.fromEntries(
      Object.entries(claims).filter(([claim]) => !PROTOCOL_CLAIMS.includes(claim)),
    ) as unknown as OidcUserProfile;
    const now = this.options.nowSeconds?.() ?? Math.floor(Date.now() / 1000);
    const user = new User({
      access_token: response.access_token,
      token_type: response.token_type ?? 'Bearer',
      profile,
      ...(response.id_token === undefined ? {} : { id_token: response.id_token }),
      ...(response.refresh_token === undefined ? {} : { refresh_token: response.refresh_token }),
      ...(response.scope === undefined ? { scope: settings.scope } : { scope: response.scope }),
      ...(typeof response.expires_in === 'number' ? { expires_at: now + response.expires_in } : {}),
    });
    await manager.storeUser(user);
    // Starts the expiring/expired timers (and so the automatic silent renew) and raises userLoaded.
    await manager.events.load(user, true);
    return toSignedInUser(user);
  }

  async signInRedirect(
    kind: 'G' | 'O',
    options: { readonly returnTo?: string } = {},
  ): Promise<void> {
    try {
      await this.managers[kind].signinRedirect(
        options.returnTo === undefined ? {} : { state: { returnTo: options.returnTo } },
      );
    } catch (error) {
      throw toIdentityError(error);
    }
  }

  async signInCallback(kind: 'G' | 'O', url: string): Promise<SignedInUser | null> {
    try {
      const user = await this.managers[kind].signinRedirectCallback(url);
      return user ? toSignedInUser(user) : null;
    } catch (error) {
      throw toIdentityError(error);
    }
  }

  async getUser(kind: SignInKind): Promise<SignedInUser | null> {
    try {
      const user = await this.managers[kind].getUser();
      return user ? toSignedInUser(user) : null;
    } catch (error) {
      this.options.logger?.warn('Stored user could not be read', { kind, error: String(error) });
      return null;
    }
  }

  /** Joins a renewal of the kind under way, the library's automatic one included. */
  async renew(kind: SignInKind): Promise<SignedInUser | null> {
    try {
      const user = await this.managers[kind].signinSilent();
      return user ? toSignedInUser(user) : null;
    } catch (error) {
      throw toIdentityError(error);
    }
  }

  async removeUser(kind: SignInKind): Promise<void> {
    await this.managers[kind].removeUser();
  }

  /** Whether a user of any kind is stored (read from storage, as without the library). */
  hasStoredSession(): boolean {
    return storedSessionsIn(this.options.storage).hasStoredSession();
  }

  /** Removes every kind's stored user entry at once. */
  clearStoredSessions(): void {
    storedSessionsIn(this.options.storage, this.options.logger).clearStoredSessions();
  }

  /** Whether a storage key holds one of the users this library stores. */
  isStoredSessionEntry(key: string): boolean {
    return isStoredUserKey(key);
  }

  /** Stops the renewal timers and event listeners (Node scripts, tests). */
  dispose(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
    for (const manager of Object.values(this.managers)) {
      manager.stopSilentRenew();
      manager.events.unload().catch(() => undefined);
    }
    this.eventsSubject.complete();
  }

  private listen(kind: SignInKind): void {
    const events = this.managers[kind].events;
    const emit = (event: IdentityEvent): void => this.eventsSubject.next(event);
    this.unsubscribes.push(
      events.addUserLoaded((user) =>
        emit({ type: 'userLoaded', kind, user: toSignedInUser(user) }),
      ),
      events.addAccessTokenExpiring(() => emit({ type: 'accessTokenExpiring', kind })),
      events.addAccessTokenExpired(() => emit({ type: 'accessTokenExpired', kind })),
      events.addSilentRenewError((error) =>
        emit({ type: 'silentRenewError', kind, error: toIdentityError(error) }),
      ),
      events.addUserSignedOut(() => emit({ type: 'userSignedOut', kind })),
    );
  }
}

/** Creates the identity adapter (see {@link OidcIdentity}). */
export function createOidcIdentity(options: OidcIdentityOptions): OidcIdentity {
  return new OidcIdentity(options);
}
