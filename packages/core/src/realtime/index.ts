export { ENCOUNTERS_HUB, TASK_NOTES_HUB } from './hubContract';
export { HUB_LOG_MESSAGES } from './hubLogMessages';
export { buildHubUrl } from './hubUrl';
export {
  ManagedHubConnection,
  type HubLinkState,
  type HubLinkStatus,
  type ManagedHubConnectionOptions,
  type RealtimeHubName,
} from './managedHubConnection';
export {
  SIGNED_OUT_REALTIME_SESSION,
  shouldRealtimeRun,
  type RealtimeSession,
} from './realtimeSession';
export {
  RealtimeService,
  createRealtimeService,
  type CompletableTask,
  type RealtimeServiceOptions,
} from './realtimeService';
