import { nullable, type } from 'superstruct';
import {
  createPersistedStateStoreFor,
  persistedStateStoreBasicsOf,
  type PersistedStateStoreBasics,
  type PersistedStoreCallerOptions,
} from '../persistence';
import type { Store } from '../store';
import { EntityIdSchema } from '../schemas';

/** Session-storage key of the booking id store. */
export const BOOKING_ID_STORAGE_KEY = 'scanwise.bookingId';

/** Spec section 3: "Booking id store (session storage): bookingId." */
export interface BookingIdState {
  readonly bookingId: string | null;
}

const BookingIdStateSchema = type({ bookingId: nullable(EntityIdSchema) });

export type BookingIdStoreOptions = PersistedStoreCallerOptions;

export interface BookingIdStore
  extends Store<BookingIdState>, Pick<PersistedStateStoreBasics<BookingIdState>, 'reset'> {
  readonly setBookingId: (bookingId: string | null) => void;
}

/** The booking id over session storage, validated on read like every stored value. */
export function createBookingIdStore(options: BookingIdStoreOptions): BookingIdStore {
  const store = createPersistedStateStoreFor<BookingIdState>(options, {
    key: BOOKING_ID_STORAGE_KEY,
    version: 1,
    schema: BookingIdStateSchema,
    defaults: { bookingId: null },
    label: 'Booking id',
  });
  return {
    ...persistedStateStoreBasicsOf(store),
    setBookingId: (bookingId) => {
      store.update({ bookingId });
    },
  };
}
