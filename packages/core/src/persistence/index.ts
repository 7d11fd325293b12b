// Internal to core: not re-exported from packages/core/src/index.ts. The stores built on it
// (booking, flow, offers, initial setup) are the public face.
export {
  createPersistedStateStore,
  createPersistedStateStoreFor,
  persistedStateStoreBasicsOf,
  type PersistedStateStore,
  type PersistedStateMigrations,
  type PersistedStateStoreBasics,
  type PersistedStateStoreOptions,
  type PersistedStoreCallerOptions,
} from './persistedStateStore';
