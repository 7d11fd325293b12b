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
export {
  InitialSetupFlow,
  setupDataWithLink,
  type InitialSetupFailure,
  type InitialSetupFlowOptions,
  type InitialSetupNext,
  type InitialSetupResult,
  type InitialSetupState,
  type NotificationOptIns,
} from './initialSetupFlow';
export {
  createTermsFields,
  termsStepView,
  type TermsFields,
  type TermsStepInput,
  type TermsStepView,
} from './termsStep';
