import fc from 'fast-check';
import { boolean, nullable, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../ports';
import { MemoryStorage } from '../testing/memoryStorage';
import { RecordingLogger } from '../testing/recordingLogger';
import { createPersistedStateStore, persistedStateStoreBasicsOf } from './persistedStateStore';

interface Sample {
  readonly name: string | null;
  readonly done: boolean;
}

const SampleSchema = type({ name: nullable(string()), done: boolean() });
const DEFAULTS: Sample = { name: null, done: false };
const KEY = 'test.sample';

const createSample = (
  storage: KeyValueStorage,
  extra: { version?: number | null; warnWhenRemovalFails?: boolean } = {},
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
