import { BehaviorSubject, type Observable } from 'rxjs';
import { removeById, upsertById } from './upsertById';
import { sortByCreated, type CreatedEntity } from './sortByCreated';

/**
 * The shape spec section 3 gives the encounter and task list stores: a loaded flag and the
 * items under their own name (`encounters`, `tasks`).
 */
export type EntityListState<K extends string, T> = { readonly loaded: boolean } & {
  readonly [P in K]: readonly T[];
};

/** A loaded flag plus a list kept sorted by created, with one item per id. */
export interface EntityListStore<K extends string, T extends CreatedEntity> {
  /** The state, replayed to new subscribers; emits only when it changes. */
  readonly state$: Observable<EntityListState<K, T>>;
  /** The current state; the same object until it changes (fit for useSyncExternalStore). */
  getSnapshot(): EntityListState<K, T>;
  /** Listener form of `state$` for React's useSyncExternalStore; returns the unsubscribe. */
  subscribe(listener: (state: EntityListState<K, T>) => void): () => void;
  /** Replaces the whole list (a watch answer) and marks it loaded. A repeated id keeps the last. */
  setAll(items: readonly T[]): void;
  /** Replaces the item with the same id or appends it, then re-sorts. */
  upsert(item: T): void;
  /** Removes the item of `id`; returns whether one was there. */
  remove(id: string): boolean;
  /** The item of `id`, if present. */
  find(id: string): T | undefined;
  /** Back to not loaded and empty (after unwatch, or on logout). */
  reset(): void;
}

/**
 * Makes a store for one of the spec's sorted lists. The arrays handed out are frozen: screens
 * read them, only the store changes them, so a snapshot never shifts under a render.
 */
export function createEntityListStore<K extends string, T extends CreatedEntity>(
  key: K,
): EntityListStore<K, T> {
  const stateOf = (loaded: boolean, items: readonly T[]): EntityListState<K, T> =>
    Object.freeze({ loaded, [key]: Object.freeze(items) }) as EntityListState<K, T>;
  const itemsOf = (state: EntityListState<K, T>): readonly T[] =>
    (state as Readonly<Record<string, readonly T[]>>)[key] ?? [];

  const subject = new BehaviorSubject<EntityListState<K, T>>(stateOf(false, []));
  const current = (): readonly T[] => itemsOf(subject.getValue());

  return {
    state$: subject.asObservable(),
    getSnapshot: () => subject.getValue(),
    subscribe(listener) {
      const subscription = subject.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    setAll(items) {
      const unique = items.reduce<T[]>((list, item) => upsertById(list, item), []);
      subject.next(stateOf(true, sortByCreated(unique)));
    },
    upsert(item) {
      subject.next(stateOf(subject.getValue().loaded, sortByCreated(upsertById(current(), item))));
    },
    remove(id) {
      const before = current();
      const after = removeById(before, id);
      if (after.length === before.length) return false;
      subject.next(stateOf(subject.getValue().loaded, after));
      return true;
    },
    find: (id) => current().find((item) => item.id === id),
    reset() {
      const state = subject.getValue();
      if (!state.loaded && itemsOf(state).length === 0) return;
      subject.next(stateOf(false, []));
    },
  };
}
