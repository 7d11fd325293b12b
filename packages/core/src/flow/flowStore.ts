import { boolean, type, unknown as anyValue } from 'superstruct';
import {
  createPersistedStateStoreFor,
  persistedStateStoreBasicsOf,
  type PersistedStateStoreBasics,
  type PersistedStoreCallerOptions,
} from '../persistence';

/** Session-storage key of the flow store. */
export const FLOW_STATE_STORAGE_KEY = 'scanwise.flow';

/**
 * Spec section 3: "Flow store: data, answered, active, signedIn." The meanings are not shown;
 * designed (docs/adr/0033-medical-questionnaire.md: the medical questionnaire is the one flow):
 * - `data`: the flow's context as JSON, e.g. the medical questionnaire's extraData
 *   (`{ encounterId }`); null when no flow runs;
 * - `answered`: the member submitted the flow's answers;
 * - `active`: a flow is in progress (the medical questionnaire route accepts "query direct or an
 *   active state");
 * - `signedIn`: the member signed in during the flow (so the flow can resume after sign-in).
 */
export interface FlowState {
  readonly data: unknown;
  readonly answered: boolean;
  readonly active: boolean;
  readonly signedIn: boolean;
}

const FlowStateSchema = type({
  data: anyValue(),
  answered: boolean(),
  active: boolean(),
  signedIn: boolean(),
});

export const IDLE_FLOW_STATE: FlowState = Object.freeze({
  data: null,
  answered: false,
  active: false,
  signedIn: false,
});

/** `storage`: session storage (a flow belongs to one tab session), validated on read. */
export type FlowStoreOptions = PersistedStoreCallerOptions;

export interface FlowStore extends PersistedStateStoreBasics<FlowState> {
  /** Starts a flow with its context: active, nothing answered yet. */
  readonly start: (data: unknown) => void;
  /** Replaces the flow's data (it must be JSON: it is stored as text). */
  readonly setData: (data: unknown) => void;
  readonly markAnswered: () => void;
  readonly setSignedIn: (signedIn: boolean) => void;
  /** Ends the flow; its state goes back to {@link IDLE_FLOW_STATE}. */
  readonly reset: () => void;
}

export function createFlowStore(options: FlowStoreOptions): FlowStore {
  const store = createPersistedStateStoreFor<FlowState>(options, {
    key: FLOW_STATE_STORAGE_KEY,
    version: 1,
    schema: FlowStateSchema,
    defaults: IDLE_FLOW_STATE,
    label: 'Flow state',
  });
  return {
    ...persistedStateStoreBasicsOf(store),
    start: (data) => {
      store.update({ data: data ?? null, answered: false, active: true });
    },
    setData: (data) => {
      store.update({ data: data ?? null });
    },
    markAnswered: () => {
      store.update({ answered: true });
    },
    setSignedIn: (signedIn) => {
      store.update({ signedIn });
    },
  };
}
