import { Observable } from 'rxjs';
import { RequestSignal } from '../http/requestSignal';
import type { AbortSignalLike, Clock, Logger } from '../ports';
import type { ReadableStore } from '../store';
import { StateCell } from '../store';
import { queryKeyHash, queryKeyStartsWith, type QueryKey } from './queryKey';
import { REMOTE_DATA_LOADING, type RemoteDataState } from './remoteDataState';
import { shareUnchanged } from './shareUnchanged';

/** How long data counts as fresh when a definition does not say: a new observer within it reuses it. */
export const DEFAULT_FRESH_FOR_MS = 5_000;

/** One kind of remote data: its key and how to load it. */
export interface QueryDefinition<T> {
  readonly key: QueryKey;
  /** Loads the data; rejects on failure (the failure becomes the entry's error). */
  readonly load: (signal: AbortSignalLike) => Promise<T>;
  /** How long loaded data counts as fresh; default {@link DEFAULT_FRESH_FOR_MS}. */
  readonly freshForMs?: number;
}

/**
 * One cache entry as a store. Observing it (subscribing to `state$` or `subscribe`) loads the
 * data when there is none or it is no longer fresh; the last data stays in the state while a
 * refresh runs, so a revisited screen renders at once.
 */
export interface RemoteQuery<T> extends ReadableStore<RemoteDataState<T>> {
  readonly key: QueryKey;
  /** Loads again now (a retry, or a refresh the member asked for); joins a load under way. */
  refresh(): Promise<void>;
}

export interface RemoteDataCacheOptions {
  readonly clock: Clock;
  readonly logger?: Logger;
}

/**
 * The core's one keyed cache of remote data. A load in flight is shared by every observer of
 * its key; data stays after its observers leave, so a screen revisited shows it at once and
 * refreshes in the background; mutations and pushes write entries (`setData`) or mark them stale
 * (`invalidate`); the end of the session empties it and stops it asking (`suspend`) until a new
 * one starts (`resume`). Data that answers unchanged keeps its identity, in whole or in part
 * (`shareUnchanged`). Time comes from the Clock port, so freshness is testable with a fake clock.
 */
export class RemoteDataCache {
  private readonly entries = new Map<string, CacheEntry<unknown>>();
  private suspended = false;
  private readonly gate: LoadGate = { canLoad: () => !this.suspended };

  constructor(private readonly options: RemoteDataCacheOptions) {}

  /** The entry of `definition.key` as a store; the same object for the same key. */
  query<T>(definition: QueryDefinition<T>): RemoteQuery<T> {
    const entry = this.entryOf<T>(definition.key);
    entry.define(definition);
    return entry.query;
  }

  /** The data held for `key`, if any (no load). */
  peek<T>(key: QueryKey): T | undefined {
    const state = this.entries.get(queryKeyHash(key))?.state.getSnapshot();
    return state?.status === 'ready' ? (state.data as T) : undefined;
  }

  /**
   * Writes the data of `key` (an answer of a mutation, a hub push). `change` gets the data held
   * (undefined when none) and returns the new data, or undefined to leave the entry as it is.
   * A load under way when this happens is dropped: its answer predates the change.
   */
  setData<T>(key: QueryKey, change: (current: T | undefined) => T | undefined): void {
    this.entryOf<T>(key).write(change);
  }

  /**
   * Marks every entry whose key starts with `prefix` stale: entries being observed load again
   * in the background now, the others on their next observer; a load under way is dropped and
   * started again (its answer predates the change).
   */
  invalidate(prefix: QueryKey): void {
    for (const entry of this.entries.values()) {
      if (queryKeyStartsWith(entry.key, prefix)) entry.invalidate();
    }
  }

  /**
   * Forgets every entry (a sign-out): loads under way are aborted and their answers dropped;
   * observed entries go back to loading and load again only when asked (a new observer or
   * `refresh`), so nothing is fetched for a member who has gone.
   */
  clear(): void {
    for (const entry of this.entries.values()) entry.clear();
  }

  /**
   * Forgets every entry (`clear`) and asks for nothing until `resume`: the session these entries
   * belong to has ended, so a screen still observing, a refresh, an invalidation or a write
   * meanwhile would only send calls without a token or keep a gone member's data.
   */
  suspend(): void {
    this.suspended = true;
    this.clear();
  }

  /** A session has started: loading is allowed again, and the entries still observed load now. */
  resume(): void {
    if (!this.suspended) return;
    this.suspended = false;
    for (const entry of this.entries.values()) entry.resume();
  }

  private entryOf<T>(key: QueryKey): CacheEntry<T> {
    const hash = queryKeyHash(key);
    let entry = this.entries.get(hash) as CacheEntry<T> | undefined;
    if (!entry) {
      entry = new CacheEntry<T>(key, this.options, this.gate);
      this.entries.set(hash, entry as CacheEntry<unknown>);
    }
    return entry;
  }
}

/** What an entry asks of its cache: whether it may load now (not while suspended). */
interface LoadGate {
  readonly canLoad: () => boolean;
}

interface Load {
  readonly signal: RequestSignal;
  readonly done: Promise<void>;
}

class CacheEntry<T> {
  readonly state = new StateCell<RemoteDataState<T>>(REMOTE_DATA_LOADING);
  readonly query: RemoteQuery<T>;
  private definition: QueryDefinition<T> | undefined;
  private observers = 0;
  private load: Load | undefined;
  /** Bumped by every write and clear: a load started before one is dropped. */
  private version = 0;
  private staleMarked = true;
  /** When the data held was last answered or written, changed or not: its freshness. */
  private confirmedAt = 0;

  constructor(
    readonly key: QueryKey,
    private readonly options: RemoteDataCacheOptions,
    private readonly gate: LoadGate,
  ) {
    const state$ = new Observable<RemoteDataState<T>>((subscriber) => {
      this.observers += 1;
      // Loading first, so the state replayed to this observer already says it is refreshing.
      if (this.needsLoad()) void this.fetch();
      const subscription = this.state.state$.subscribe(subscriber);
      return () => {
        this.observers -= 1;
        subscription.unsubscribe();
      };
    });
    this.query = {
      key,
      state$,
      getSnapshot: this.state.getSnapshot,
      subscribe: (listener) => {
        const subscription = state$.subscribe(listener);
        return () => subscription.unsubscribe();
      },
      refresh: () => this.fetch(),
    };
  }

  define(definition: QueryDefinition<T>): void {
    this.definition = definition;
  }

  write(change: (current: T | undefined) => T | undefined): void {
    if (!this.gate.canLoad()) return;
    const current = this.state.getSnapshot();
    const next = change(current.status === 'ready' ? current.data : undefined);
    if (next === undefined) return;
    this.dropLoad();
    this.staleMarked = false;
    this.settle(next);
  }

  invalidate(): void {
    this.staleMarked = true;
    // A load under way predates the change: its answer is dropped and the entry loads again.
    const loading = this.load !== undefined;
    if (loading) this.dropLoad();
    if (loading || this.observers > 0) void this.fetch();
  }

  clear(): void {
    this.dropLoad();
    this.staleMarked = true;
    this.state.set(REMOTE_DATA_LOADING);
  }

  resume(): void {
    if (this.observers > 0 && this.needsLoad()) void this.fetch();
  }

  private needsLoad(): boolean {
    const state = this.state.getSnapshot();
    if (state.status !== 'ready') return this.load === undefined;
    if (this.load) return false;
    const freshFor = this.definition?.freshForMs ?? DEFAULT_FRESH_FOR_MS;
    return this.staleMarked || this.options.clock.now() - this.confirmedAt >= freshFor;
  }

  private fetch(): Promise<void> {
    if (this.load) return this.load.done;
    const definition = this.definition;
    if (!definition || !this.gate.canLoad()) return Promise.resolve();
    const version = this.version;
    const signal = new RequestSignal();
    const before = this.state.getSnapshot();
    if (before.status === 'ready') this.state.set({ ...before, refreshing: true });
    else if (before.status === 'error') this.state.set({ status: 'loading', error: before.error });
    const done = definition.load(signal).then(
      (data) => {
        if (version !== this.version) return;
        this.load = undefined;
        this.staleMarked = false;
        this.settle(data);
      },
      (error: unknown) => {
        if (version !== this.version) return;
        this.load = undefined;
        this.options.logger?.warn('Remote data failed to load', {
          key: queryKeyHash(this.key),
          error: error instanceof Error ? error.message : String(error),
        });
        const current = this.state.getSnapshot();
        this.state.set(
          current.status === 'ready'
            ? { ...current, refreshing: false, refreshError: error }
            : { status: 'error', error },
        );
      },
    );
    this.load = { signal, done };
    return done;
  }

  private dropLoad(): void {
    this.version += 1;
    if (this.load) {
      this.load.signal.abort('canceled');
      this.load = undefined;
    }
  }

  /**
   * Ready with `data`, keeping what of the data held it leaves unchanged (shareUnchanged). Data
   * written or answered again unchanged, with no refresh under way or failed, leaves the state as
   * it is (its observers draw nothing again) and only counts as fresh from now.
   */
  private settle(data: T): void {
    const held = this.state.getSnapshot();
    const now = this.options.clock.now();
    this.confirmedAt = now;
    const shared = held.status === 'ready' ? shareUnchanged(held.data, data) : data;
    if (
      held.status === 'ready' &&
      shared === held.data &&
      !held.refreshing &&
      held.refreshError === null
    ) {
      return;
    }
    this.state.set({
      status: 'ready',
      data: shared,
      updatedAt: now,
      refreshing: false,
      refreshError: null,
    });
  }
}
