export {
  MultiTabHandoff,
  isStoredUserEntry,
  type HandoffKeys,
  type HandoffResult,
  type MultiTabHandoffOptions,
  type TabPresenceMessage,
} from './multiTabHandoff';
