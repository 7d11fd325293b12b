export {
  IDLE_LOGOUT_MESSAGE,
  IDLE_WARNING_LEAD,
  LAST_ACTIVITY_STORAGE_KEY,
  createIdleLogoutPolicy,
  decideIdlePhase,
  type IdleLogoutOptions,
  type IdleLogoutPolicy,
  type IdleLogoutState,
  type IdlePhase,
} from './idleLogout';
export { IdleWarning, type IdleWarningOptions, type IdleWarningState } from './idleWarning';
