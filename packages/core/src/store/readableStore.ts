import type { Observable } from 'rxjs';

/**
 * The one protocol every store and service of the core hands to a UI: an observable of its
 * state, a synchronous snapshot and a listener form. The three fit React's
 * `useSyncExternalStore` as they are (both functions are bound, so they can be passed on), and
 * any other UI binding or a plain Node script alike.
 */
export interface ReadableStore<S> {
  /** The state, replayed to new subscribers; emits only when it changes. */
  readonly state$: Observable<S>;
  /** The current state: the same object until it changes. */
  readonly getSnapshot: () => S;
  /** Listener form of `state$`; returns the unsubscribe. */
  readonly subscribe: (listener: (state: S) => void) => () => void;
}

/** A store its owner can dispose: `state$` completes and nothing changes it any more. */
export interface Store<S> extends ReadableStore<S> {
  dispose(): void;
}

/** The readable face of a store, without its owner's methods (to hand out a store read-only). */
export function readableOf<S>(store: ReadableStore<S>): ReadableStore<S> {
  return { state$: store.state$, getSnapshot: store.getSnapshot, subscribe: store.subscribe };
}
