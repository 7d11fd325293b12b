import type { ReadableStore } from '@scanwise/core';
import { useSyncExternalStore } from 'react';
import { heldRead } from '../startup/heldSnapshots';

/**
 * The state of a core store, bound with `useSyncExternalStore`: the one way a component reads
 * a store or service. The store's `getSnapshot` and `subscribe` are bound and keep their
 * identity, so React subscribes once per store and a concurrent render never tears; the first
 * render reads it held still (startup/heldSnapshots.ts).
 */
export function useStore<S>(store: ReadableStore<S>): S {
  const read = heldRead(store.getSnapshot);
  return useSyncExternalStore(store.subscribe, read, read);
}
