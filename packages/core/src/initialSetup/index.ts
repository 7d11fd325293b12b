export {
  InitialSetupDataSchema,
  canSetPassword,
  type InitialSetupData,
  type ReadyInitialSetupData,
} from './initialSetupData';
export {
  buildInitialSetupPayload,
  initialSetupNeedsPassword,
  type InitialSetupPayloadInput,
} from './initialSetupPayload';
export {
  parseInitialSetupTosQuery,
  type InitialSetupQuery,
  type InitialSetupQueryValue,
} from './initialSetupQuery';
export {
  INITIAL_SETUP_STORAGE_KEY,
  createInitialSetupStore,
  type InitialSetupStore,
  type InitialSetupStoreOptions,
} from './initialSetupStore';
