export {
  PRELOAD_RELOAD_COUNT_KEY,
  createPreloadRecovery,
  decidePreloadRecovery,
  type PreloadDecision,
  type PreloadRecovery,
  type PreloadRecoveryOptions,
} from './preloadRecovery';
