import { isStoredUserEntry } from '../multiTab';
import type { KeyValueStorage, Logger } from '../ports';

/**
 * "If the logout fails, stored user entries are removed from local storage." Removes every
 * identity user entry (the `oidc.user:` keys the multi-tab hand-over also recognises) and
 * returns the keys removed, sorted. A storage that throws is logged, never rethrown.
 */
export function removeStoredUserEntries(storage: KeyValueStorage, logger?: Logger): string[] {
  const removed: string[] = [];
  try {
    for (const key of storage.keys().filter(isStoredUserEntry)) {
      storage.removeItem(key);
      removed.push(key);
    }
  } catch (error) {
    logger?.warn('Stored user entries could not be removed', { error: String(error) });
  }
  return removed.sort();
}
