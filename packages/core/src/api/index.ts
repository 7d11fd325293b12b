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
  isMemberApiError,
  memberApiMessageKeyFor,
  memberCallFailureOf,
  type MemberApiMessageKey,
  type MemberCallFailure,
  type MemberCallResult,
} from './memberApiError';
export {
  MemberCallRunner,
  type FailureLevel,
  type MemberCallRunnerOptions,
} from './memberCallRunner';
export { SessionApi, type SessionApiOptions, type SessionCalls } from './sessionApi';
