/** The member session: root state, sign-in kind and the authentication service. */
export { isSignedInUserExpired, validAccessToken } from './accessTokenValidity';
export {
  isTimeoutFailure,
  toAuthFailure,
  type AuthFailure,
  type AuthFailureCode,
} from './authFailure';
export {
  AuthService,
  hasMemberData,
  type AuthServiceOptions,
  type AuthState,
  type AuthStatus,
  type EndIdentitySession,
  type SessionMemberLoader,
} from './authService';
export {
  CROSS_TAB_SESSION_PROTOCOL,
  CrossTabSession,
  CrossTabSessionMessageSchema,
  type CrossTabSessionMessage,
  type CrossTabSessionOptions,
  type CrossTabSessionState,
} from './crossTabSession';
export { isPartialProfile, readProfileRoles } from './profileClaims';
export {
  decideRenewalCheck,
  type RenewalCheckDecision,
  type RenewalCheckInput,
} from './renewalCheck';
export {
  ROOT_SESSION_STATE_VERSION,
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
  isAppRelativePath,
  type RootSessionState,
  type RootSessionStoreOptions,
} from './rootSessionStore';
export {
  SIGN_IN_KIND_LOOKUP_ORDER,
  SIGN_IN_KIND_STORAGE_KEY,
  SignInKindStore,
  isSignInKind,
  type SignInKindStoreOptions,
} from './signInKindStore';
export { SIGN_OUT_NOTICES, signOutNoticeOf, type SignOutNotice } from './signOutNotice';
export { SIGN_OUT_NOTICE_STORAGE_KEY } from './signOutNoticeStorage';
export {
  UNANNOUNCED_SESSION_CHANGE_KEY,
  keepUnannouncedSessionChange,
  type OwnSessionChange,
  type UnannouncedSessionChange,
} from './unannouncedSessionChange';
