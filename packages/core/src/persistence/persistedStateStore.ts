import { BehaviorSubject, type Observable } from 'rxjs';
import { number, type as objectType, unknown as anyValue } from 'superstruct';
import type { Struct } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import { parseJsonSafe, validatePayload } from '../schemas';

/**
 * A small state holder persisted as one JSON entry of a {@link KeyValueStorage}. Shared by the
 * booking, booking id, booking journey, flow, offer and initial setup stores (internal to core:
 * each of those exposes its own named API on top).
 *
 * Stored shape: `{ version, state }`, or the bare state when `version` is null. On read a stored
 * object is merged over the defaults first (an entry written before a field existed still loads)
 * and then validated with the schema. An entry of an older version is brought up to date by the
 * store's `migrations` (one step per version, logged `Stored <label> migrated`) and written back;
 * an entry that is not JSON, has a version no migration chain leads from, or fails the schema is
 * removed and the defaults are used, with one logger warning. Reading never throws.
 */
export interface PersistedStateStore<T extends object> {
  /** The state, replayed to new subscribers; emits only on change. */
  readonly state$: Observable<T>;
  /** The current state; the same frozen object until something changes (useSyncExternalStore). */
  readonly getSnapshot: () => T;
  /** Listener form of `state$` for useSyncExternalStore; returns the unsubscribe. */
  readonly subscribe: (listener: (state: T) => void) => () => void;
  /** Merges `patch` into the state, stores it and emits; a patch that changes nothing is a no-op. */
  readonly update: (patch: Partial<T>) => T;
  /** Replaces the whole state, stores it and emits; a state equal to the current one is a no-op. */
  readonly replace: (state: T) => T;
  /** Back to the defaults; the storage entry is removed. */
  readonly reset: () => void;
  /** Completes `state$`. */
  readonly dispose: () => void;
}

export interface PersistedStateStoreOptions<T extends object> {
  readonly storage: KeyValueStorage;
  readonly key: string;
  /**
   * Version of the `{ version, state }` envelope; entries of another version are discarded.
   * Null stores the bare state without an envelope (the initial setup data's format).
   */
  readonly version: number | null;
  readonly schema: Struct<T, unknown>;
  readonly defaults: T;
  /** Names the store in log lines, e.g. 'Booking state'. */
  readonly label: string;
  readonly logger?: Logger | undefined;
  /**
   * Shapes every state before it is kept (read, update, replace), e.g. to drop properties the
   * schema lets through so they never reach storage. Identity when absent.
   */
  readonly normalize?: ((state: T) => T) | undefined;
  /**
   * Steps from an older envelope version to the next: `migrations[n]` takes the state stored
   * under version n and returns the state of version n + 1 (or throws: the entry is discarded).
   * An envelope-less object (written before the store had a version) is read as version 0.
   * Ignored when `version` is null. See {@link PersistedStateMigrations}.
   */
  readonly migrations?: PersistedStateMigrations | undefined;
  /**
   * Warns `<label> could not be removed` when removing the entry throws. Off by default: the
   * stores that predate this option stay silent there (their logs are unchanged).
   */
  readonly warnWhenRemovalFails?: boolean | undefined;
}

/**
 * A store's migration hook: keyed by the version an entry was written with, each step returns the
 * state of the next version. Steps run in order up to the store's version; the result is then
 * merged over the defaults and validated like any stored state.
 */
export type PersistedStateMigrations = Readonly<Record<number, (state: unknown) => unknown>>;

/** What callers pass to a named store built on {@link createPersistedStateStore}. */
export interface PersistedStoreCallerOptions {
  /** The storage the store lives in (session or local storage: each store says which). */
  readonly storage: KeyValueStorage;
  readonly logger?: Logger;
  /** Overrides the store's own storage key (tests, several stores side by side). */
  readonly storageKey?: string;
}

/**
 * {@link createPersistedStateStore} for a named store: the caller's storage, logger and key
 * override over the store's own key, version, schema, defaults and label.
 */
export function createPersistedStateStoreFor<T extends object>(
  caller: {
    readonly storage: KeyValueStorage;
    readonly logger?: Logger | undefined;
    readonly storageKey?: string | undefined;
  },
  store: Omit<PersistedStateStoreOptions<T>, 'storage' | 'logger'>,
): PersistedStateStore<T> {
  return createPersistedStateStore({
    ...store,
    storage: caller.storage,
    key: caller.storageKey ?? store.key,
    logger: caller.logger,
  });
}

/**
 * The parts most stores built on {@link createPersistedStateStore} hand out unchanged; their own
 * interfaces extend it and add named operations.
 */
export type PersistedStateStoreBasics<T extends object> = Pick<
  PersistedStateStore<T>,
  'state$' | 'getSnapshot' | 'subscribe' | 'reset' | 'dispose'
>;

/** Picks the {@link PersistedStateStoreBasics} out of a store (to spread into a named API). */
export function persistedStateStoreBasicsOf<T extends object>(
  store: PersistedStateStore<T>,
): PersistedStateStoreBasics<T> {
  return {
    state$: store.state$,
    getSnapshot: store.getSnapshot,
    subscribe: store.subscribe,
    reset: store.reset,
    dispose: store.dispose,
  };
}

const EnvelopeSchema: Struct<{ version: number; state: unknown }, unknown> = objectType({
  version: number(),
  state: anyValue(),
});

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Shallow equality over the keys of both objects (stores hold plain records). */
function shallowEqual(a: object, b: object): boolean {
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!Object.is(left[key], right[key])) return false;
  return true;
}

type DecodedEntry<T> =
  | { readonly ok: true; readonly state: T; readonly migratedFrom: number | null }
  | { readonly ok: false; readonly path: readonly string[] };

export function createPersistedStateStore<T extends object>(
  options: PersistedStateStoreOptions<T>,
): PersistedStateStore<T> {
  const { storage, key, version, schema, label, logger } = options;
  const normalize = options.normalize ?? ((state: T): T => state);
  const keep = (state: T): T => Object.freeze({ ...normalize(state) });
  const defaults = keep(options.defaults);
  const migrations = options.migrations ?? {};

  const remove = (): void => {
    try {
      storage.removeItem(key);
    } catch (error) {
      if (options.warnWhenRemovalFails === true) {
        logger?.warn(`${label} could not be removed`, { error: String(error) });
      }
    }
  };

  /** The state of an entry of version `from`, brought to `version` (null: no way there). */
  const migrate = (from: number, stored: unknown): { readonly state: unknown } | null => {
    if (version === null || !Number.isInteger(from) || from < 0 || from > version) return null;
    let state = stored;
    for (let step = from; step < version; step += 1) {
      const next = Object.prototype.hasOwnProperty.call(migrations, step)
        ? migrations[step]
        : undefined;
      if (next === undefined) return null;
      try {
        state = next(state);
      } catch {
        return null;
      }
    }
    return { state };
  };

  const decode = (raw: string): DecodedEntry<T> => {
    const parsed = parseJsonSafe(raw);
    if (!parsed.ok) return { ok: false, path: parsed.error.path };
    let state = parsed.value;
    const prefix: string[] = [];
    let migratedFrom: number | null = null;
    if (version !== null) {
      const legacy =
        isPlainObject(parsed.value) && !('version' in parsed.value) && !('state' in parsed.value);
      const stored = legacy
        ? { ok: true as const, value: { version: 0, state: parsed.value } }
        : validatePayload(EnvelopeSchema, parsed.value);
      if (!stored.ok) return { ok: false, path: stored.error.path };
      state = stored.value.state;
      if (stored.value.version !== version) {
        const migrated = migrate(stored.value.version, state);
        if (migrated === null) return { ok: false, path: ['version'] };
        state = migrated.state;
        migratedFrom = stored.value.version;
      }
      prefix.push('state');
      if (!isPlainObject(state)) return { ok: false, path: prefix };
    }
    const checked = validatePayload(
      schema,
      isPlainObject(state) ? { ...defaults, ...state } : state,
    );
    if (!checked.ok) return { ok: false, path: [...prefix, ...checked.error.path] };
    return { ok: true, state: keep(checked.value), migratedFrom };
  };

  const read = (): T => {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch (error) {
      logger?.warn(`${label} could not be read`, { error: String(error) });
      return defaults;
    }
    if (raw === null) return defaults;
    const decoded = decode(raw);
    if (decoded.ok) {
      if (decoded.migratedFrom !== null) {
        logger?.info(`Stored ${label.toLowerCase()} migrated`, {
          from: decoded.migratedFrom,
          to: version,
        });
        write(decoded.state);
      }
      return decoded.state;
    }
    // Only the path: the message may quote stored personal data.
    logger?.warn(`Stored ${label.toLowerCase()} discarded`, { path: decoded.path.join('.') });
    remove();
    return defaults;
  };

  const write = (state: T): void => {
    try {
      storage.setItem(key, JSON.stringify(version === null ? state : { version, state }));
    } catch (error) {
      // A full or unavailable storage must not break the state held in memory.
      logger?.warn(`${label} could not be stored`, { error: String(error) });
    }
  };

  const subject = new BehaviorSubject<T>(read());

  const keepIfChanged = (next: T): T => {
    const current = subject.getValue();
    if (shallowEqual(current, next)) return current;
    write(next);
    subject.next(next);
    return next;
  };

  return {
    state$: subject.asObservable(),
    getSnapshot: () => subject.getValue(),
    subscribe: (listener) => {
      const subscription = subject.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    update: (patch) => keepIfChanged(keep({ ...subject.getValue(), ...patch })),
    replace: (state) => keepIfChanged(keep(state)),
    reset: () => {
      remove();
      if (!shallowEqual(subject.getValue(), defaults)) subject.next(defaults);
    },
    dispose: () => {
      subject.complete();
    },
  };
}
