import type { Observable } from 'rxjs';

/** The three sign-in kinds of the spec: R password, G social, O on-behalf-of (staff). */
export type SignInKind = 'R' | 'G' | 'O';

export interface UserProfile {
  readonly sub: string;
  readonly email?: string;
  /** The role claim arrives as a string or a list. */
  readonly role?: string | readonly string[];
  /** Social and on-behalf-of members may be partial: their member data is not loaded. */
  readonly IsPartial?: boolean | string;
  readonly [claim: string]: unknown;
}

/** The signed-in user as the identity provider hands it over. */
export interface SignedInUser {
  readonly idToken: string;
  readonly accessToken: string;
  readonly refreshToken?: string;
  readonly scope: string;
  readonly profile: UserProfile;
  /** Expiry of the access token, seconds since the Unix epoch. */
  readonly expiresAt: number;
}

export type IdentityEvent =
  | { readonly type: 'userLoaded'; readonly kind: SignInKind; readonly user: SignedInUser }
  | { readonly type: 'accessTokenExpiring'; readonly kind: SignInKind }
  | { readonly type: 'accessTokenExpired'; readonly kind: SignInKind }
  | { readonly type: 'silentRenewError'; readonly kind: SignInKind; readonly error: IdentityError }
  | { readonly type: 'userSignedOut'; readonly kind: SignInKind };

/** Identity failures of spec section 8, as codes core can act on. */
export type IdentityErrorCode =
  | 'state_mismatch'
  | 'no_matching_state'
  | 'no_state_in_response'
  | 'authority_mismatch'
  | 'client_id_mismatch'
  | 'missing_subject'
  | 'sub_mismatch'
  | 'missing_code'
  | 'network_timeout'
  | 'frame_timeout'
  | 'popup_closed'
  | 'popup_blocked'
  | 'invalid_credentials'
  | 'server_error';

export interface IdentityError {
  readonly code: IdentityErrorCode;
  readonly message: string;
  /** The server's error code and description, for server errors. */
  readonly error?: string;
  readonly errorDescription?: string;
}

/**
 * The identity provider behind the members authority (kinds R and G) and the separate
 * on-behalf-of authority (kind O). Methods reject with an {@link IdentityError}.
 */
export interface IdentityPort {
  /** Password sign-in: username is the e-mail. Resolves null when no result came back. */
  signInWithPassword(username: string, password: string): Promise<SignedInUser | null>;
  /** Starts a redirect sign-in (G: social, fragment response; O: on-behalf-of authority). */
  signInRedirect(kind: 'G' | 'O', options?: { readonly returnTo?: string }): Promise<void>;
  /** Completes a redirect sign-in from the callback URL. Resolves null when nothing came back. */
  signInCallback(kind: 'G' | 'O', url: string): Promise<SignedInUser | null>;
  /** The stored user of a kind, or null. */
  getUser(kind: SignInKind): Promise<SignedInUser | null>;
  /**
   * Renews the access token silently (refresh token when present). A call while a renewal of the
   * kind is under way (another call's, or the provider's own automatic one) joins it and gets its
   * answer: a rotated refresh token is spent once, never by two renewals racing.
   */
  renew(kind: SignInKind): Promise<SignedInUser | null>;
  /** Removes the stored user of a kind from this browser. */
  removeUser(kind: SignInKind): Promise<void>;
  /**
   * Whether this browser holds a signed-in user of any kind (after the last tab's hand-over
   * too), answered at once without loading the identity library: a first page decides by it.
   */
  hasStoredSession(): boolean;
  /**
   * Removes every stored user of every kind from this browser at once, without the library
   * (when a logout or a removal fails); a storage that refuses is logged, never thrown.
   */
  clearStoredSessions(): void;
  /**
   * Whether a storage entry (by its key) holds one of those stored users: the multi-tab
   * hand-over moves these entries with the root state.
   */
  isStoredSessionEntry(key: string): boolean;
  /** Lifecycle events of every kind. */
  readonly events$: Observable<IdentityEvent>;
}

/**
 * The identity port's answers about the users stored in this browser: small and synchronous, so
 * an adapter can give them before its library has loaded (see `deferredIdentityPort`).
 */
export type StoredSessions = Pick<
  IdentityPort,
  'hasStoredSession' | 'clearStoredSessions' | 'isStoredSessionEntry'
>;
