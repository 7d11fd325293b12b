export { createJourneyServices, type JourneyServices } from './createJourneyServices';
export { createScanwiseCore, type ScanwiseCore } from './createScanwiseCore';
export { createSessionCore, type SessionCore } from './createSessionCore';
export type { SessionFollowers } from './sessionFollowersTypes';
export type { CreateScanwiseCoreOptions, ScanwiseConfig, ScanwisePorts } from './scanwiseOptions';
export {
  createSessionClient,
  type SessionClient,
  type SessionClientDependencies,
  type SessionClientFactory,
} from './sessionClient';
