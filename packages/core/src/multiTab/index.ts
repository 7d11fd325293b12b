export {
  MultiTabHandoff,
  type HandoffKeys,
  type HandoffResult,
  type MultiTabHandoffOptions,
  type TabPresence,
  type TabPresenceMessage,
} from './multiTabHandoff';
