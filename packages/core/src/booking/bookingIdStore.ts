import type { Observable } from 'rxjs';
import { nullable, type } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import { EntityIdSchema } from '../schemas';
import { createPersistedStateStore } from './persistedStateStore';

/** Session-storage key of the booking id store. */
export const BOOKING_ID_STORAGE_KEY = 'scanwise.bookingId';

/** Spec section 3: "Booking id store (session storage): bookingId." */
export interface BookingIdState {
  readonly bookingId: string | null;
}

const BookingIdStateSchema = type({ bookingId: nullable(EntityIdSchema) });

export interface BookingIdStoreOptions {
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  readonly storageKey?: string;
}

export interface BookingIdStore {
  readonly state$: Observable<BookingIdState>;
  readonly getSnapshot: () => BookingIdState;
  readonly subscribe: (listener: (state: BookingIdState) => void) => () => void;
  readonly setBookingId: (bookingId: string | null) => void;
  readonly reset: () => void;
  readonly dispose: () => void;
}

/** The booking id over session storage, validated on read like every stored value. */
export function createBookingIdStore(options: BookingIdStoreOptions): BookingIdStore {
  const store = createPersistedStateStore<BookingIdState>({
    storage: options.storage,
    key: options.storageKey ?? BOOKING_ID_STORAGE_KEY,
    version: 1,
    schema: BookingIdStateSchema,
    defaults: { bookingId: null },
    label: 'Booking id',
    logger: options.logger,
  });
  return {
    state$: store.state$,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    setBookingId: (bookingId) => {
      store.update({ bookingId });
    },
    reset: store.reset,
    dispose: store.dispose,
  };
}
