import type { KeyValueStorage, Logger, StoredSessions } from '@scanwise/core';
import { STORED_USER_KEY_PREFIX } from './storedUserKeyPrefix';

export { STORED_USER_KEY_PREFIX };

/** Whether a storage key holds a user oidc-client-ts stored. */
export function isStoredUserKey(key: string): boolean {
  return key.startsWith(STORED_USER_KEY_PREFIX);
}

/**
 * The identity port's answers about stored sessions, read from the storage the library writes
 * its users to, without loading the library.
 */
export function storedSessionsIn(storage: KeyValueStorage, logger?: Logger): StoredSessions {
  return {
    hasStoredSession: () => {
      try {
        return storage.keys().some(isStoredUserKey);
      } catch {
        return false; // storage refused (a privacy mode): nothing is stored
      }
    },
    clearStoredSessions: () => {
      try {
        for (const key of storage.keys().filter(isStoredUserKey)) storage.removeItem(key);
      } catch (error) {
        logger?.warn('Stored user entries could not be removed', { error: String(error) });
      }
    },
    isStoredSessionEntry: isStoredUserKey,
  };
}
