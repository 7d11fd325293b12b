export {
  MemberData,
  type MemberDataCalls,
  type MemberDataOptions,
  type MemberLiveLists,
} from './memberData';
export {
  MemberMessages,
  messagesLatestFirst,
  type MemberMessageCalls,
  type MemberMessagesOptions,
  type MessageChangeResult,
  type MessageDraft,
} from './memberMessages';
export { MEMBER_QUERY_KEYS } from './memberQueryKeys';
