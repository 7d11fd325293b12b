/**
 * @scanwise/mock-server: the Scanwise platform on loopback (REST, OIDC authorities, SignalR
 * hubs), seeded, with scenario and fault controls. See the package README.
 */
export { startPlatform, DEFAULT_WEB_ORIGINS } from './server';
export type { RunningPlatform, StartPlatformOptions } from './server';
export { createPlatformHandlers, testAccessToken, TEST_TOKEN_PREFIX } from './msw';
export type { PlatformHandlers, PlatformHandlersOptions } from './msw';
export { createInProcessPlatform } from './inProcess';
export type { InProcessPlatform, InProcessPlatformOptions } from './inProcess';
export { platformHubHandlers, hubPushOf } from './hubs/platformHubs';
export type { HubPush } from './hubs/platformHubs';
export { createRestApp, REST_CALL_NAMES } from './http';
export type { RestAppOptions, ErrorBody } from './http';
export {
  createPlatform,
  PlatformError,
  StateFileError,
  readStateFile,
  writeStateFile,
  DEMO_MEMBER,
  NO_PHONE_MEMBER,
  NO_TERMS_MEMBER,
  SOCIAL_MEMBER,
  ROLE_LIST_MEMBER,
  STAFF_ACCOUNT,
  SEEDED_SIGN_INS,
} from './platform';
export type { Platform, PlatformEvent, PlatformState } from './platform';
export { FaultRules, CONTROL_ENDPOINTS } from './controls';
export type { FaultRule, FaultRuleInput } from './controls';
