import type { CreatedEntity, EntityListStore } from '../encounters';
import type { AbortSignalLike } from '../ports';
import type { QueryDefinition, QueryKey, RemoteDataCache } from '../remoteData';

/**
 * A member list the hubs keep live (encounters, tasks), held in the remote-data cache: until the
 * hub's watch answer has arrived the entry is the REST list; from then on it is the hub's list
 * (spec section 3's list store), written into the entry on every push, so every screen showing
 * it changes without reload and a revisit shows it at once.
 */
export interface LiveListOptions<K extends string, T extends CreatedEntity> {
  readonly cache: RemoteDataCache;
  readonly key: QueryKey;
  /** The hub's list store; absent where the app runs without hubs (REST only). */
  readonly live: EntityListStore<K, T> | undefined;
  /** The REST list: the answer until the hub's watch answer has arrived. */
  readonly load: (signal: AbortSignalLike) => Promise<readonly T[]>;
}

/**
 * The entry's definition: its load reads the hub's list once that is loaded (a refresh or an
 * invalidation then costs no request and cannot go back to an older answer), the REST list
 * before.
 */
export function liveListDefinition<K extends string, T extends CreatedEntity>({
  key,
  live,
  load,
}: LiveListOptions<K, T>): QueryDefinition<readonly T[]> {
  return {
    key,
    load: (signal) => {
      const state = live?.getSnapshot();
      return live && state?.loaded ? Promise.resolve(live.itemsOf(state)) : load(signal);
    },
  };
}

/**
 * Writes the hub's list into the entry each time it changes once loaded (the watch answer, then
 * every push); a REST load under way is dropped, its answer being older. `onItems` sees each
 * list written. Returns the unsubscribe.
 */
export function followLiveList<K extends string, T extends CreatedEntity>(
  { cache, key, live }: LiveListOptions<K, T>,
  onItems?: (items: readonly T[]) => void,
): () => void {
  if (!live) return () => undefined;
  return live.subscribe((state) => {
    if (!state.loaded) return;
    const items = live.itemsOf(state);
    cache.setData<readonly T[]>(key, (current) => (current === items ? undefined : items));
    onItems?.(items);
  });
}
