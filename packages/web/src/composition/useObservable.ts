import { useState, useSyncExternalStore } from 'react';
import type { Observable } from 'rxjs';

/**
 * The latest value of an observable, kept outside React. Created once per observable (as
 * TanStack Query's useBaseQuery creates its observer once) so `subscribe` keeps one identity
 * and React never resubscribes on a re-render.
 */
class ObservableSnapshotStore<T> {
  private latest: T | undefined;
  private failure: { readonly error: unknown } | undefined;

  constructor(readonly source: Observable<T>) {}

  readonly subscribe = (onStoreChange: () => void): (() => void) => {
    const subscription = this.source.subscribe({
      next: (value) => {
        if (Object.is(value, this.latest)) return;
        this.latest = value;
        onStoreChange();
      },
      // A failed stream rethrows during render, so the nearest error boundary shows it.
      error: (error: unknown) => {
        this.failure = { error };
        onStoreChange();
      },
    });
    return () => subscription.unsubscribe();
  };

  readonly getSnapshot = (): T | undefined => {
    if (this.failure) throw this.failure.error;
    return this.latest;
  };
}

/**
 * Binds an observable to React through `useSyncExternalStore` (no effect-based subscription,
 * so a concurrent render never tears).
 *
 * - With `getSnapshot` (the core stores' synchronous `getSnapshot()`), the value comes from the
 *   store itself: correct on the very first render and during hydration. Use this for state.
 * The observable must keep its identity between renders (a store's `state$` field, or one made
 * in `useMemo`): a new observable means a new subscription.
 *
 * - Without it, the hook returns the latest emitted value, `undefined` until the first emission
 *   (a BehaviorSubject replays on subscribe, right after the first commit).
 */
export function useObservable<T>(observable: Observable<T>, getSnapshot: () => T): T;
export function useObservable<T>(observable: Observable<T>): T | undefined;
export function useObservable<T>(observable: Observable<T>, getSnapshot?: () => T): T | undefined {
  const [store, setStore] = useState(() => new ObservableSnapshotStore(observable));
  // A different observable gets a new store, replaced during render as React recommends
  // for state derived from props (no effect, no extra commit).
  let current = store;
  if (store.source !== observable) {
    current = new ObservableSnapshotStore(observable);
    setStore(current);
  }
  // `current.subscribe` is a field of the store: one identity for the store's whole life.
  const read = getSnapshot ?? current.getSnapshot;
  return useSyncExternalStore(current.subscribe, read, read);
}
