export { createHomeOverview } from './createHomeOverview';
export { createJourneyServices, type JourneyServices } from './createJourneyServices';
export * from './journeys';
export {
  createMemberDataServices,
  type CreateMemberDataServicesOptions,
  type MemberDataServices,
} from './createMemberDataServices';
export { createScanwiseCore, type ScanwiseCore } from './createScanwiseCore';
export { createSessionCore, type IdleLogoutFactory, type SessionCore } from './createSessionCore';
export type { SessionFollowers } from './sessionFollowersTypes';
export { createSessionReporting } from './sessionReporting';
export type {
  SessionReporting,
  SessionReportingDependencies,
  SessionReportingFactory,
} from './sessionReportingTypes';
export type {
  CreateScanwiseCoreOptions,
  CreateSessionCoreOptions,
  ScanwiseConfig,
  ScanwisePorts,
  SessionPorts,
} from './scanwiseOptions';
export {
  createSessionClient,
  type SessionClient,
  type SessionClientDependencies,
  type SessionClientFactory,
} from './sessionClient';
