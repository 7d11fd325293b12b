export { OutcomeStore } from './outcomeStore';
export { readableOf, type ReadableStore, type Store } from './readableStore';
export { RunGuard, type RunToken } from './runGuard';
export { StateCell, StateStore, type StateStoreOptions } from './stateStore';
