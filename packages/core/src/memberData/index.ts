export {
  MemberData,
  type MemberDataCalls,
  type MemberDataOptions,
  type MemberLiveLists,
} from './memberData';
export {
  conversationsOf,
  isUnreadMessage,
  unreadMessageCount,
  type Conversation,
} from './conversations';
export {
  MemberMessages,
  replySubject,
  type ConversationReadResult,
  messagesLatestFirst,
  type MemberMessageCalls,
  type MemberMessagesOptions,
  type MessageChangeResult,
  type MessageDraft,
} from './memberMessages';
export { MEMBER_QUERY_KEYS } from './memberQueryKeys';
export {
  UnreadMessageCountService,
  type UnreadMessageCountServiceOptions,
} from './unreadMessageCountService';
