export {
  FLOW_STATE_STORAGE_KEY,
  IDLE_FLOW_STATE,
  createFlowStore,
  type FlowState,
  type FlowStore,
  type FlowStoreOptions,
} from './flowStore';
export { FLOW_TYPES, FlowTypeSchema, isFlowType, type FlowType } from './flowTypes';
