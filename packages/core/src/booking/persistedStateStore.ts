import { BehaviorSubject, type Observable } from 'rxjs';
import { literal, type as objectType, unknown as anyValue } from 'superstruct';
import type { Struct } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import { parseAndValidate, validatePayload } from '../schemas';

/**
 * A small state holder persisted as one JSON entry of a {@link KeyValueStorage}. Shared by the
 * booking, booking id, flow and offer stores (internal to these folders, not exported from core).
 *
 * Stored shape: `{ version, state }`. On read the state is merged over the defaults first (an
 * entry written before a field existed still loads) and then validated with the schema; an entry
 * that is not JSON, has another version or fails the schema is removed and the defaults are used,
 * with one logger warning. Reading never throws.
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
  /** Back to the defaults; the storage entry is removed. */
  readonly reset: () => void;
  /** Completes `state$`. */
  readonly dispose: () => void;
}

export interface PersistedStateStoreOptions<T extends object> {
  readonly storage: KeyValueStorage;
  readonly key: string;
  readonly version: number;
  readonly schema: Struct<T, unknown>;
  readonly defaults: T;
  /** Names the store in log lines, e.g. 'Booking state'. */
  readonly label: string;
  readonly logger?: Logger | undefined;
}

const envelopeOf = (version: number): Struct<{ version: number; state: unknown }, unknown> =>
  objectType({ version: literal(version), state: anyValue() });

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

export function createPersistedStateStore<T extends object>(
  options: PersistedStateStoreOptions<T>,
): PersistedStateStore<T> {
  const { storage, key, version, schema, label, logger } = options;
  const defaults = Object.freeze({ ...options.defaults });
  const envelope = envelopeOf(version);

  const discard = (): void => {
    try {
      storage.removeItem(key);
    } catch {
      // The read already failed and was logged; there is nothing more to clean.
    }
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
    const stored = parseAndValidate(envelope, raw);
    if (!stored.ok || !isPlainObject(stored.value.state)) {
      logger?.warn(`Stored ${label.toLowerCase()} discarded`, {
        path: stored.ok ? 'state' : stored.error.path.join('.'),
      });
      discard();
      return defaults;
    }
    const checked = validatePayload(schema, { ...defaults, ...stored.value.state });
    if (!checked.ok) {
      // Only the path: the message may quote stored personal data.
      logger?.warn(`Stored ${label.toLowerCase()} discarded`, {
        path: ['state', ...checked.error.path].join('.'),
      });
      discard();
      return defaults;
    }
    return Object.freeze({ ...checked.value });
  };

  const write = (state: T): void => {
    try {
      storage.setItem(key, JSON.stringify({ version, state }));
    } catch (error) {
      // A full or unavailable storage must not break the state held in memory.
      logger?.warn(`${label} could not be stored`, { error: String(error) });
    }
  };

  const subject = new BehaviorSubject<T>(read());

  return {
    state$: subject.asObservable(),
    getSnapshot: () => subject.getValue(),
    subscribe: (listener) => {
      const subscription = subject.subscribe(listener);
      return () => subscription.unsubscribe();
    },
    update: (patch) => {
      const current = subject.getValue();
      const next = Object.freeze({ ...current, ...patch });
      if (shallowEqual(current, next)) return current;
      write(next);
      subject.next(next);
      return next;
    },
    reset: () => {
      discard();
      if (!shallowEqual(subject.getValue(), defaults)) subject.next(defaults);
    },
    dispose: () => {
      subject.complete();
    },
  };
}
