import {
  createPersistedStateStoreFor,
  persistedStateStoreBasicsOf,
  type PersistedStateStoreBasics,
  type PersistedStoreCallerOptions,
} from '../persistence';
import type { Store } from '../store';
import { answerCacQuestions, type CacAnswers } from './cacAnswers';
import { BookingStateSchema, DEFAULT_BOOKING_STATE, type BookingState } from './bookingState';

/** Session-storage key of the booking state. */
export const BOOKING_STATE_STORAGE_KEY = 'scanwise.booking';

/** Version of the stored shape; entries of another version are discarded at startup. */
export const BOOKING_STATE_VERSION = 1;

/** `storage`: session storage: the booking survives reloads, not the browser session. */
export type BookingStateStoreOptions = PersistedStoreCallerOptions;

export interface BookingStateStore
  extends Store<BookingState>, Pick<PersistedStateStoreBasics<BookingState>, 'reset'> {
  /** Merges a patch; unchanged fields keep their identity. */
  readonly update: (patch: Partial<BookingState>) => BookingState;
  /** Merges CAC answers and recomputes isRejected with {@link isCacRejected}. */
  readonly answerCac: (patch: Readonly<Partial<Omit<CacAnswers, 'isRejected'>>>) => BookingState;
  /** Back to {@link DEFAULT_BOOKING_STATE}; the stored entry is removed. */
  readonly reset: () => void;
}

/**
 * The booking state over session storage. Read once at creation and validated with
 * {@link BookingStateSchema}: a corrupt entry falls back to the defaults with a logger warning.
 */
export function createBookingStateStore(options: BookingStateStoreOptions): BookingStateStore {
  const store = createPersistedStateStoreFor<BookingState>(options, {
    key: BOOKING_STATE_STORAGE_KEY,
    version: BOOKING_STATE_VERSION,
    schema: BookingStateSchema,
    defaults: DEFAULT_BOOKING_STATE,
    label: 'Booking state',
  });
  return {
    ...persistedStateStoreBasicsOf(store),
    update: store.update,
    answerCac: (patch) => {
      return store.update({
        cacAnswers: answerCacQuestions(store.getSnapshot().cacAnswers, patch),
      });
    },
  };
}
