import { StateStore, type Store } from '../store';
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
export interface EntityListStore<K extends string, T extends CreatedEntity> extends Store<
  EntityListState<K, T>
> {
  /** The items of a state of this store (the list under its own name). */
  itemsOf(state: EntityListState<K, T>): readonly T[];
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
 * One of the spec's sorted lists. The arrays handed out are frozen: screens read them, only the
 * store changes them, so a snapshot never shifts under a render.
 */
class SortedEntityListStore<K extends string, T extends CreatedEntity>
  extends StateStore<EntityListState<K, T>>
  implements EntityListStore<K, T>
{
  constructor(private readonly key: K) {
    super(stateOf(key, false, []));
  }

  itemsOf(state: EntityListState<K, T>): readonly T[] {
    return (state as Readonly<Record<string, readonly T[]>>)[this.key] ?? [];
  }

  setAll(items: readonly T[]): void {
    const unique = items.reduce<T[]>((list, item) => upsertById(list, item), []);
    this.set(stateOf(this.key, true, sortByCreated(unique)));
  }

  upsert(item: T): void {
    this.update((state) =>
      stateOf(this.key, state.loaded, sortByCreated(upsertById(this.itemsOf(state), item))),
    );
  }

  remove(id: string): boolean {
    const before = this.current();
    const after = removeById(before, id);
    if (after.length === before.length) return false;
    this.set(stateOf(this.key, this.getSnapshot().loaded, after));
    return true;
  }

  find(id: string): T | undefined {
    return this.current().find((item) => item.id === id);
  }

  reset(): void {
    const state = this.getSnapshot();
    if (!state.loaded && this.itemsOf(state).length === 0) return;
    this.set(stateOf(this.key, false, []));
  }

  private current(): readonly T[] {
    return this.itemsOf(this.getSnapshot());
  }
}

function stateOf<K extends string, T>(
  key: K,
  loaded: boolean,
  items: readonly T[],
): EntityListState<K, T> {
  return Object.freeze({ loaded, [key]: Object.freeze(items) }) as EntityListState<K, T>;
}

/** Makes a store for one of the spec's sorted lists, its items under `key`. */
export function createEntityListStore<K extends string, T extends CreatedEntity>(
  key: K,
): EntityListStore<K, T> {
  return new SortedEntityListStore<K, T>(key);
}
