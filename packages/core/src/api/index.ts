export {
  MemberApi,
  type MammogramBookingDetails,
  type MammogramMemberDetails,
  type MemberApiOptions,
  type MemberRequestOptions,
} from './memberApi';
export {
  MEMBER_API_MESSAGE_KEYS,
  MemberApiError,
  memberApiMessageKeyFor,
  type MemberApiMessageKey,
  type MemberCallResult,
} from './memberApiError';
export { isMemberApiError, memberCallFailureOf, type MemberCallFailure } from './memberCallFailure';
export {
  MemberCallRunner,
  type FailureLevel,
  type MemberCallRunnerOptions,
} from './memberCallRunner';
export { SessionApi, type SessionApiOptions, type SessionCalls } from './sessionApi';
