import { BehaviorSubject, type Observable } from 'rxjs';
import type { KeyValueStorage, Logger } from '../ports';
import { parseAndValidate } from '../schemas/validate';
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

const sameData = (a: InitialSetupData, b: InitialSetupData): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof InitialSetupData>;
  for (const key of keys) if (a[key] !== b[key]) return false;
  return true;
};

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
  const { storage, logger } = options;
  const key = options.storageKey ?? INITIAL_SETUP_STORAGE_KEY;

  const remove = (): void => {
    try {
      storage.removeItem(key);
    } catch (error) {
      logger.warn('Initial setup data could not be removed', { error: String(error) });
    }
  };

  const read = (): InitialSetupData => {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch (error) {
      logger.warn('Initial setup data could not be read', { error: String(error) });
      return EMPTY_INITIAL_SETUP;
    }
    if (raw === null) return EMPTY_INITIAL_SETUP;
    const parsed = parseAndValidate(InitialSetupDataSchema, raw);
    if (!parsed.ok) {
      // Only the path: the message could quote the stored e-mail address or code.
      logger.warn('Stored initial setup data discarded', { path: parsed.error.path.join('.') });
      remove();
      return EMPTY_INITIAL_SETUP;
    }
    return pickKnownFields(parsed.value);
  };

  const subject = new BehaviorSubject<InitialSetupData>(read());

  const store = (next: InitialSetupData): void => {
    if (sameData(subject.getValue(), next)) return;
    try {
      storage.setItem(key, JSON.stringify(next));
    } catch (error) {
      // A full or unavailable storage must not lose the data held in memory.
      logger.warn('Initial setup data could not be stored', { error: String(error) });
    }
    subject.next(next);
  };

  return {
    state$: subject.asObservable(),
    getSnapshot: () => subject.getValue(),
    subscribe(listener) {
      const subscription = subject.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    set(data) {
      store(pickKnownFields(data));
    },
    update(patch) {
      store(pickKnownFields({ ...subject.getValue(), ...pickKnownFields(patch) }));
    },
    clear() {
      remove();
      if (!sameData(subject.getValue(), EMPTY_INITIAL_SETUP)) subject.next(EMPTY_INITIAL_SETUP);
    },
  };
}
