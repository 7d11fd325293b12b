import type { Observable } from 'rxjs';
import { nullable, size, string, type } from 'superstruct';
import { createPersistedStateStore } from '../booking/persistedStateStore';
import type { KeyValueStorage, Logger } from '../ports';
import { OfferTypeSchema, type OfferType } from '../schemas';

/**
 * Local-storage key of the offer state. The multi-tab hand-over moves it with the root state
 * (pass it as `offerStateKey` to MultiTabHandoff).
 */
export const OFFER_STATE_STORAGE_KEY = 'scanwise.offer';

/** Spec section 3: "Offer store (local storage): memberOfferCode, memberOfferType." */
export interface OfferState {
  readonly memberOfferCode: string | null;
  readonly memberOfferType: OfferType | null;
}

const OfferStateSchema = type({
  memberOfferCode: nullable(size(string(), 1, 200)),
  memberOfferType: nullable(OfferTypeSchema),
});

export const NO_MEMBER_OFFER: OfferState = Object.freeze({
  memberOfferCode: null,
  memberOfferType: null,
});

export interface OfferStoreOptions {
  /** Local storage: an offer claimed before sign-up must survive the identity redirect. */
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  readonly storageKey?: string;
}

export interface OfferStore {
  readonly state$: Observable<OfferState>;
  readonly getSnapshot: () => OfferState;
  readonly subscribe: (listener: (state: OfferState) => void) => () => void;
  /** Keeps the offer the member arrived with; a blank code is ignored (nothing to claim). */
  readonly rememberOffer: (code: string, type: OfferType) => void;
  /** Forgets the offer, e.g. once it was applied to the member. */
  readonly reset: () => void;
  readonly dispose: () => void;
}

export function createOfferStore(options: OfferStoreOptions): OfferStore {
  const store = createPersistedStateStore<OfferState>({
    storage: options.storage,
    key: options.storageKey ?? OFFER_STATE_STORAGE_KEY,
    version: 1,
    schema: OfferStateSchema,
    defaults: NO_MEMBER_OFFER,
    label: 'Offer state',
    logger: options.logger,
  });
  return {
    state$: store.state$,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    rememberOffer(code, type) {
      const trimmed = code.trim();
      if (trimmed === '') return;
      store.update({ memberOfferCode: trimmed, memberOfferType: type });
    },
    reset: store.reset,
    dispose: store.dispose,
  };
}
