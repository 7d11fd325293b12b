import type {
  KeyValueStorage,
  Logger,
  SignInKind,
  SignedInUser,
  UserProfile,
} from '@scanwise/core';
import { number, optional, string, type, validate } from 'superstruct';
import { STORED_USER_KEY_PREFIX } from './storedUserKeyPrefix';

/** Where each kind's user lives: the authorities and clients the UserManagers are set up with. */
export interface UserEntryOptions {
  /** The platform's origin (and base path), e.g. `https://platform.example`. */
  readonly platformUrl: string;
  /** The public client of both authorities (default 'scanwise-web'). */
  readonly clientId?: string;
  /** The on-behalf-of authority's client, if different. */
  readonly oboClientId?: string;
  /** Members authority path (default '/members') and on-behalf-of authority path (default '/obo'). */
  readonly membersPath?: string;
  readonly oboPath?: string;
}

/** Key suffix of each kind's user entry: R and G share the members authority and client. */
export const USER_KEY_SUFFIX: Record<SignInKind, string> = { R: ':R', G: ':G', O: ':O' };

/** A kind's authority and client. */
export function userEntryAuthority(
  options: UserEntryOptions,
  kind: SignInKind,
): { readonly authority: string; readonly clientId: string } {
  const platform = options.platformUrl.replace(/\/+$/, '');
  const clientId = options.clientId ?? 'scanwise-web';
  return kind === 'O'
    ? {
        authority: `${platform}${options.oboPath ?? '/obo'}`,
        clientId: options.oboClientId ?? clientId,
      }
    : { authority: `${platform}${options.membersPath ?? '/members'}`, clientId };
}

/** The local-storage key of a kind's stored user: the prefix, then `{authority}:{client}:{kind}`. */
export function userStorageKey(options: UserEntryOptions, kind: SignInKind): string {
  const { authority, clientId } = userEntryAuthority(options, kind);
  return `${STORED_USER_KEY_PREFIX}${authority}:${clientId}${USER_KEY_SUFFIX[kind]}`;
}

/** The fields of an oidc-client-ts user the core needs (its `User`, or its stored JSON). */
export interface OidcUserFields {
  readonly id_token?: string | undefined;
  readonly access_token: string;
  readonly refresh_token?: string | undefined;
  readonly scope?: string | undefined;
  readonly profile: UserProfile;
  readonly expires_at?: number | undefined;
}

/** The core's view of an oidc-client-ts user (expiresAt in seconds). */
export function toSignedInUser(user: OidcUserFields): SignedInUser {
  return {
    idToken: user.id_token ?? '',
    accessToken: user.access_token,
    ...(user.refresh_token === undefined ? {} : { refreshToken: user.refresh_token }),
    scope: user.scope ?? '',
    profile: user.profile,
    expiresAt: user.expires_at ?? 0,
  };
}

/** A stored user entry as oidc-client-ts writes it (`User.toStorageString`); other fields pass. */
const StoredOidcUser = type({
  id_token: optional(string()),
  access_token: string(),
  refresh_token: optional(string()),
  scope: optional(string()),
  expires_at: optional(number()),
  profile: type({ sub: string() }),
});

/**
 * Reads a kind's stored user without oidc-client-ts, so a reload can restore the session before
 * the library has loaded: null when there is none; undefined when the entry does not read as a
 * user (logged), leaving the decision to the library.
 */
export function readStoredUser(
  storage: Pick<KeyValueStorage, 'getItem'>,
  key: string,
  logger?: Logger,
): SignedInUser | null | undefined {
  const text = storage.getItem(key);
  if (text === null) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    logger?.warn('Stored user is not JSON; the identity library will read it', { key });
    return undefined;
  }
  const [error, user] = validate(json, StoredOidcUser);
  if (error) {
    logger?.warn('Stored user does not read as one; the identity library will read it', {
      key,
      path: error.path.join('.'),
    });
    return undefined;
  }
  return toSignedInUser(user);
}
