import { createSeedState } from './seed';
import { iso } from './time';
import type { PlatformEvent, PlatformState } from './types';

/**
 * The platform's state and how it changes: every change runs as a transaction through `mutate`;
 * a refused operation (a thrown PlatformError) leaves the state exactly as it was and announces
 * nothing. The resource operations (members, booking, billing, ...) all work over one store.
 */
export interface PlatformStore {
  /** The current state; read it through the store each time (reset and rollback replace it). */
  readonly state: PlatformState;
  /** Midnight UTC of the seed's reference date. */
  readonly referenceDate: Date;
  readonly now: () => Date;
  readonly nowIso: () => string;
  /** A fresh id `${prefix}_${n}`, deterministic (ids never come from randomness). */
  nextId(prefix: string): string;
  /** The next number of the id sequence, for codes and numbers that are not ids. */
  nextNumber(): number;
  /** Runs a change as one transaction; nested calls join the outer one. */
  mutate<T>(change: (state: PlatformState) => T): T;
  /** Queues an event, delivered to subscribers when the transaction commits. */
  announce(event: PlatformEvent): void;
  readonly subscribe: (listener: (event: PlatformEvent) => void) => () => void;
  /** Back to the seed (same reference date); announces nothing. */
  readonly reset: () => void;
}

export interface PlatformStoreOptions {
  /** The clock every operation reads ("now"); the server passes the real time. */
  now: () => Date;
  /** Midnight UTC of the seed's reference date. */
  referenceDate: Date;
  /** Start from this state instead of the seed (a state file). */
  initialState?: PlatformState;
  /** Called with the new state after every successful change (the state file writes it). */
  onCommit?: (state: PlatformState) => void;
}

export function createPlatformStore(options: PlatformStoreOptions): PlatformStore {
  let state: PlatformState = options.initialState ?? createSeedState(options.referenceDate);
  const listeners = new Set<(event: PlatformEvent) => void>();
  let pending: PlatformEvent[] = [];
  let depth = 0;

  const nextNumber = (): number => {
    state.nextId += 1;
    return state.nextId;
  };

  return {
    get state() {
      return state;
    },
    referenceDate: options.referenceDate,
    now: () => options.now(),
    nowIso: () => iso(options.now()),
    nextId: (prefix) => `${prefix}_${nextNumber()}`,
    nextNumber,
    mutate<T>(change: (s: PlatformState) => T): T {
      if (depth > 0) return change(state);
      const backup = structuredClone(state);
      depth += 1;
      try {
        const result = change(state);
        depth -= 1;
        const events = pending;
        pending = [];
        options.onCommit?.(state);
        for (const event of events) for (const listener of listeners) listener(event);
        return result;
      } catch (error) {
        depth -= 1;
        state = backup;
        pending = [];
        throw error;
      }
    },
    announce(event) {
      pending.push(event);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reset() {
      state = createSeedState(options.referenceDate);
      options.onCommit?.(state);
    },
  };
}
