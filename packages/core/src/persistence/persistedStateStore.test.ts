import fc from 'fast-check';
import { boolean, nullable, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../ports';
import { MemoryStorage } from '../storage';
import { RecordingLogger } from '../testing/recordingLogger';
import {
  createPersistedStateStore,
  persistedStateStoreBasicsOf,
  type PersistedStateMigrations,
} from './persistedStateStore';

interface Sample {
  readonly name: string | null;
  readonly done: boolean;
}

const SampleSchema = type({ name: nullable(string()), done: boolean() });
const DEFAULTS: Sample = { name: null, done: false };
const KEY = 'test.sample';

const createSample = (
  storage: KeyValueStorage,
  extra: {
    version?: number | null;
    warnWhenRemovalFails?: boolean;
    migrations?: PersistedStateMigrations;
  } = {},
) => {
  const logger = new RecordingLogger();
  const store = createPersistedStateStore<Sample>({
    storage,
    key: KEY,
    version: extra.version === undefined ? 2 : extra.version,
    schema: SampleSchema,
    defaults: DEFAULTS,
    label: 'Sample state',
    logger,
    normalize: (state) => ({ name: state.name, done: state.done }),
    warnWhenRemovalFails: extra.warnWhenRemovalFails,
    migrations: extra.migrations,
  });
  return { store, logger };
};

const throwingStorage: KeyValueStorage = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => {
    throw new Error('SecurityError');
  },
  keys: () => [],
};

describe('createPersistedStateStore', () => {
  it('stores { version, state } and reads it back over the defaults', () => {
    const storage = new MemoryStorage();
    createSample(storage).store.update({ name: 'Ann' });
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({
      version: 2,
      state: { name: 'Ann', done: false },
    });
    storage.setItem(KEY, JSON.stringify({ version: 2, state: { done: true } }));
    expect(createSample(storage).store.getSnapshot()).toEqual({ name: null, done: true });
  });

  it('with a null version stores the bare state', () => {
    const storage = new MemoryStorage();
    createSample(storage, { version: null }).store.replace({ name: 'Bo', done: true });
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({ name: 'Bo', done: true });
    expect(createSample(storage, { version: null }).store.getSnapshot()).toEqual({
      name: 'Bo',
      done: true,
    });
  });

  it.each([
    ['another version', JSON.stringify({ version: 1, state: { done: true } }), 'version'],
    ['a state that is not an object', JSON.stringify({ version: 2, state: [] }), 'state'],
    ['a wrong type', JSON.stringify({ version: 2, state: { done: 'yes' } }), 'state.done'],
    ['not JSON', '{"version":', ''],
  ])('discards %s with one warning naming the path only', (_case, raw, path) => {
    const storage = new MemoryStorage({ [KEY]: raw });
    const { store, logger } = createSample(storage);
    expect(store.getSnapshot()).toEqual(DEFAULTS);
    expect(storage.getItem(KEY)).toBeNull();
    expect(logger.entries.map((entry) => [entry.message, entry.context])).toEqual([
      ['Stored sample state discarded', { path }],
    ]);
  });

  it('normalizes every state it keeps and freezes it', () => {
    const storage = new MemoryStorage();
    const { store } = createSample(storage);
    store.replace({ name: 'Cy', done: false, secret: 'x' } as Sample);
    expect(store.getSnapshot()).toEqual({ name: 'Cy', done: false });
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    expect(storage.getItem(KEY)).not.toContain('secret');
  });

  it('a replace or update that changes nothing keeps the snapshot and emits nothing', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), fc.boolean(), (name, done) => {
        const { store } = createSample(new MemoryStorage());
        store.replace({ name, done });
        const snapshot = store.getSnapshot();
        const seen: Sample[] = [];
        store.subscribe((state) => seen.push(state));
        store.replace({ name, done });
        store.update({ done });
        expect(store.getSnapshot()).toBe(snapshot);
        expect(seen).toEqual([snapshot]);
      }),
    );
  });

  it('warns about a failed removal only when asked to', () => {
    const silent = createSample(throwingStorage);
    silent.store.reset();
    expect(silent.logger.entries).toEqual([]);
    const loud = createSample(throwingStorage, { warnWhenRemovalFails: true });
    loud.store.reset();
    expect(loud.logger.messages('warn')).toEqual(['Sample state could not be removed']);
  });

  it('basics hand out the store’s own state$, snapshot, subscribe, reset and dispose', () => {
    const { store } = createSample(new MemoryStorage());
    const basics = persistedStateStoreBasicsOf(store);
    store.update({ done: true });
    expect(basics.getSnapshot()).toBe(store.getSnapshot());
    basics.reset();
    expect(store.getSnapshot()).toEqual(DEFAULTS);
    let completed = false;
    basics.state$.subscribe({ complete: () => (completed = true) });
    basics.dispose();
    expect(completed).toBe(true);
  });
});

describe('createPersistedStateStore: versions and migrations', () => {
  // Storage written by an older or a corrupt version of the app is migrated or discarded with a
  // log line, never a crash.
  const MIGRATIONS: PersistedStateMigrations = {
    // v0: the envelope-less shape { title, finished } of an imagined first release.
    0: (state) => {
      const old = state as { title?: unknown; finished?: unknown };
      return { label: old.title ?? null, finished: old.finished === true };
    },
    // v1 -> v2: `label` renamed `name`, `finished` renamed `done`.
    1: (state) => {
      const old = state as { label?: unknown; finished?: unknown };
      return { name: old.label, done: old.finished };
    },
  };

  it('migrates a version 1 entry step by step, logs it and writes the current version back', () => {
    const storage = new MemoryStorage({
      [KEY]: JSON.stringify({ version: 1, state: { label: 'Ann', finished: true } }),
    });
    const { store, logger } = createSample(storage, { migrations: MIGRATIONS });
    expect(store.getSnapshot()).toEqual({ name: 'Ann', done: true });
    expect(logger.entries.map((entry) => [entry.level, entry.message, entry.context])).toEqual([
      ['info', 'Stored sample state migrated', { from: 1, to: 2 }],
    ]);
    expect(JSON.parse(storage.getItem(KEY) ?? 'null')).toEqual({
      version: 2,
      state: { name: 'Ann', done: true },
    });
  });

  it('reads an envelope-less object as version 0 and runs every step from there', () => {
    const storage = new MemoryStorage({ [KEY]: JSON.stringify({ title: 'Bo', finished: false }) });
    const { store, logger } = createSample(storage, { migrations: MIGRATIONS });
    expect(store.getSnapshot()).toEqual({ name: 'Bo', done: false });
    expect(logger.entries[0]?.context).toEqual({ from: 0, to: 2 });
  });

  it.each([
    ['a newer version', { version: 3, state: { name: 'x', done: true } }],
    ['a negative version', { version: -1, state: {} }],
    ['a fractional version', { version: 1.5, state: {} }],
    ['a version without a migration step', { version: 1, state: { label: 'x' } }],
  ])('discards %s with a warning on the version', (_case, entry) => {
    const storage = new MemoryStorage({ [KEY]: JSON.stringify(entry) });
    const only1: PersistedStateMigrations =
      _case === 'a version without a migration step' ? { 0: MIGRATIONS[0]! } : MIGRATIONS;
    const { store, logger } = createSample(storage, { migrations: only1 });
    expect(store.getSnapshot()).toEqual(DEFAULTS);
    expect(storage.getItem(KEY)).toBeNull();
    expect(logger.entries.map((entry) => [entry.message, entry.context])).toEqual([
      ['Stored sample state discarded', { path: 'version' }],
    ]);
  });

  it('discards an entry whose migration throws or whose migrated state fails the schema', () => {
    const throwing = createSample(
      new MemoryStorage({ [KEY]: JSON.stringify({ version: 1, state: {} }) }),
      {
        migrations: {
          1: () => {
            throw new Error('cannot');
          },
        },
      },
    );
    expect(throwing.store.getSnapshot()).toEqual(DEFAULTS);
    expect(throwing.logger.entries[0]?.context).toEqual({ path: 'version' });
    const wrong = createSample(
      new MemoryStorage({ [KEY]: JSON.stringify({ version: 1, state: { label: 42 } }) }),
      { migrations: MIGRATIONS },
    );
    expect(wrong.store.getSnapshot()).toEqual(DEFAULTS);
    expect(wrong.logger.entries.map((entry) => entry.context)).toEqual([{ path: 'state.name' }]);
  });

  it('any stored text gives a valid state and never throws (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.json(),
          fc
            .record({
              version: fc.oneof(fc.integer({ min: -2, max: 4 }), fc.anything()),
              state: fc.anything(),
            })
            .map((entry) => JSON.stringify(entry) ?? 'null'),
        ),
        (raw) => {
          const storage = new MemoryStorage({ [KEY]: raw });
          const { store } = createSample(storage, { migrations: MIGRATIONS });
          const state = store.getSnapshot();
          expect(SampleSchema.is(state)).toBe(true);
        },
      ),
    );
  });
});
