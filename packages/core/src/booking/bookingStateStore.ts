import type { Observable } from 'rxjs';
import type { KeyValueStorage, Logger } from '../ports';
import { answerCacQuestions, type CacAnswers } from './cacAnswers';
import { BookingStateSchema, DEFAULT_BOOKING_STATE, type BookingState } from './bookingState';
import { createPersistedStateStore } from './persistedStateStore';

/** Session-storage key of the booking state. */
export const BOOKING_STATE_STORAGE_KEY = 'scanwise.booking';

/** Version of the stored shape; entries of another version are discarded at startup. */
export const BOOKING_STATE_VERSION = 1;

export interface BookingStateStoreOptions {
  /** Session storage: the booking survives reloads, not the browser session. */
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  readonly storageKey?: string;
}

export interface BookingStateStore {
  readonly state$: Observable<BookingState>;
  readonly getSnapshot: () => BookingState;
  readonly subscribe: (listener: (state: BookingState) => void) => () => void;
  /** Merges a patch; unchanged fields keep their identity. */
  readonly update: (patch: Partial<BookingState>) => BookingState;
  /** Merges CAC answers and recomputes isRejected with {@link isCacRejected}. */
  readonly answerCac: (patch: Readonly<Partial<Omit<CacAnswers, 'isRejected'>>>) => BookingState;
  /** Back to {@link DEFAULT_BOOKING_STATE}; the stored entry is removed. */
  readonly reset: () => void;
  readonly dispose: () => void;
}

/**
 * The booking state over session storage. Read once at creation and validated with
 * {@link BookingStateSchema}: a corrupt entry falls back to the defaults with a logger warning.
 */
export function createBookingStateStore(options: BookingStateStoreOptions): BookingStateStore {
  const store = createPersistedStateStore<BookingState>({
    storage: options.storage,
    key: options.storageKey ?? BOOKING_STATE_STORAGE_KEY,
    version: BOOKING_STATE_VERSION,
    schema: BookingStateSchema,
    defaults: DEFAULT_BOOKING_STATE,
    label: 'Booking state',
    logger: options.logger,
  });
  return {
    state$: store.state$,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    update: store.update,
    answerCac: (patch) => {
      return store.update({
        cacAnswers: answerCacQuestions(store.getSnapshot().cacAnswers, patch),
      });
    },
    reset: store.reset,
    dispose: store.dispose,
  };
}
