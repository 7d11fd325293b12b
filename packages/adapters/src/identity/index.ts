export { OidcIdentityError, toIdentityError } from './errors';
export { KeyValueStateStore } from './keyValueStateStore';
export { STORED_USER_KEY_PREFIX, isStoredUserKey, storedSessionsIn } from './storedSessions';
export { CALLBACK_PATHS, OIDC_SCOPE, OidcIdentity, createOidcIdentity } from './oidcIdentity';
export {
  readStoredUser,
  toSignedInUser,
  userStorageKey,
  type OidcUserFields,
  type UserEntryOptions,
} from './storedUser';
export type { OidcIdentityOptions } from './oidcIdentity';
