import type { Observable } from 'rxjs';
import { createPersistedStateStoreFor } from '../persistence';
import type { KeyValueStorage, Logger } from '../ports';
import { InitialSetupDataSchema } from './initialSetupData';
import type { InitialSetupData } from './initialSetupData';

/** Session-storage key of the initial setup data (session storage: spec section 3). */
export const INITIAL_SETUP_STORAGE_KEY = 'scanwise.initialSetup';

const EMPTY_INITIAL_SETUP: InitialSetupData = Object.freeze({});

export interface InitialSetupStoreOptions {
  /** The session storage port. */
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly storageKey?: string;
}

/**
 * The initial setup data of spec section 3, kept in session storage so it survives a reload
 * between the terms screen and the set-password screen. The state is `{}` when nothing is stored.
 */
export interface InitialSetupStore {
  /** The data, replayed to new subscribers; emits only on change. */
  readonly state$: Observable<InitialSetupData>;
  /** The current data; the same frozen object until it changes (useSyncExternalStore). */
  getSnapshot(): InitialSetupData;
  /** Listener form of `state$` for useSyncExternalStore; returns the unsubscribe. */
  subscribe(listener: (data: InitialSetupData) => void): () => void;
  /** Replaces the data (e.g. with what the /initial-setup/tos query carried). */
  set(data: InitialSetupData): void;
  /** Merges fields into the data (e.g. the opt-in choices). */
  update(patch: InitialSetupData): void;
  /** Forgets the data, in memory and in storage (after the setup call succeeded). */
  clear(): void;
}

/** Keeps only the known fields, so no stray property of the caller's object gets stored. */
const pickKnownFields = (data: InitialSetupData): InitialSetupData => {
  const picked: { -readonly [K in keyof InitialSetupData]: InitialSetupData[K] } = {};
  if (data.email !== undefined) picked.email = data.email;
  if (data.code !== undefined) picked.code = data.code;
  if (data.hasPassword !== undefined) picked.hasPassword = data.hasPassword;
  if (data.optInEmailNotifications !== undefined) {
    picked.optInEmailNotifications = data.optInEmailNotifications;
  }
  if (data.optInPhoneNotifications !== undefined) {
    picked.optInPhoneNotifications = data.optInPhoneNotifications;
  }
  return Object.freeze(picked);
};

export function createInitialSetupStore(options: InitialSetupStoreOptions): InitialSetupStore {
  const store = createPersistedStateStoreFor<InitialSetupData>(options, {
    key: INITIAL_SETUP_STORAGE_KEY,
    // Plain JSON of the data, no version envelope: it lives for one browser session only.
    version: null,
    schema: InitialSetupDataSchema,
    defaults: EMPTY_INITIAL_SETUP,
    label: 'Initial setup data',
    normalize: pickKnownFields,
    warnWhenRemovalFails: true,
  });
  return {
    state$: store.state$,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    set(data) {
      store.replace(data);
    },
    update(patch) {
      // Known fields of the patch only: an undefined value must not erase a stored field.
      store.update(pickKnownFields(patch));
    },
    clear: store.reset,
  };
}
