import { nullable, size, string, type } from 'superstruct';
import {
  createPersistedStateStoreFor,
  persistedStateStoreBasicsOf,
  type PersistedStateStoreBasics,
  type PersistedStoreCallerOptions,
} from '../persistence';
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

/** `storage`: local storage: an offer claimed before sign-up must survive the identity redirect. */
export type OfferStoreOptions = PersistedStoreCallerOptions;

export interface OfferStore extends PersistedStateStoreBasics<OfferState> {
  /** Keeps the offer the member arrived with; a blank code is ignored (nothing to claim). */
  readonly rememberOffer: (code: string, type: OfferType) => void;
  /** Forgets the offer, e.g. once it was applied to the member. */
  readonly reset: () => void;
}

export function createOfferStore(options: OfferStoreOptions): OfferStore {
  const store = createPersistedStateStoreFor<OfferState>(options, {
    key: OFFER_STATE_STORAGE_KEY,
    version: 1,
    schema: OfferStateSchema,
    defaults: NO_MEMBER_OFFER,
    label: 'Offer state',
  });
  return {
    ...persistedStateStoreBasicsOf(store),
    rememberOffer(code, type) {
      const trimmed = code.trim();
      if (trimmed === '') return;
      store.update({ memberOfferCode: trimmed, memberOfferType: type });
    },
  };
}
