import type { ReadableStore } from '@scanwise/core';
import { useSyncExternalStore } from 'react';

/**
 * The state of a core store, bound with `useSyncExternalStore`: the one way a component reads
 * a store or service. The store's `getSnapshot` and `subscribe` are bound and keep their
 * identity, so React subscribes once per store and a concurrent render never tears.
 */
export function useStore<S>(store: ReadableStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
