export { OidcIdentityError, toIdentityError } from './errors';
export { KeyValueStateStore } from './keyValueStateStore';
export {
  CALLBACK_PATHS,
  OIDC_SCOPE,
  OidcIdentity,
  createOidcIdentity,
  toSignedInUser,
} from './oidcIdentity';
export type { OidcIdentityOptions } from './oidcIdentity';
