import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../ports';
import { MemoryStorage } from '../storage';
import { RecordingLogger } from '../testing/recordingLogger';
import type { InitialSetupData } from './initialSetupData';
import { INITIAL_SETUP_STORAGE_KEY, createInitialSetupStore } from './initialSetupStore';

const setup = (initial?: Record<string, string>) => {
  const storage = new MemoryStorage(initial);
  const logger = new RecordingLogger();
  const store = createInitialSetupStore({ storage, logger });
  const emitted: InitialSetupData[] = [];
  store.state$.subscribe((data) => emitted.push(data));
  return { storage, logger, store, emitted };
};

const tosData = { email: 'ann@example.com', code: 'abc123', hasPassword: true };

describe('createInitialSetupStore', () => {
  it('starts empty when session storage holds nothing', () => {
    const { store, emitted, logger } = setup();
    expect(store.getSnapshot()).toEqual({});
    expect(emitted).toEqual([{}]);
    expect(logger.entries).toEqual([]);
  });

  it('keeps "email, code, hasPassword, optInEmailNotifications, optInPhoneNotifications" in session storage', () => {
    const { store, storage } = setup();
    const data = { ...tosData, optInEmailNotifications: true, optInPhoneNotifications: false };
    store.set(data);
    expect(store.getSnapshot()).toEqual(data);
    expect(JSON.parse(storage.getItem(INITIAL_SETUP_STORAGE_KEY) ?? 'null')).toEqual(data);
  });

  it('restores the stored data after a reload (a new store over the same storage)', () => {
    const { store, storage } = setup();
    store.set(tosData);
    const reloaded = createInitialSetupStore({ storage, logger: new RecordingLogger() });
    expect(reloaded.getSnapshot()).toEqual(tosData);
  });

  it('set replaces, update merges, and each emits once', () => {
    const { store, emitted } = setup();
    store.set(tosData);
    store.update({ optInEmailNotifications: true });
    expect(store.getSnapshot()).toEqual({ ...tosData, optInEmailNotifications: true });
    store.set({ email: 'bo@example.com' });
    expect(store.getSnapshot()).toEqual({ email: 'bo@example.com' });
    expect(emitted).toHaveLength(4);
  });

  it('does not emit or write when nothing changes', () => {
    const { store, emitted, storage } = setup();
    store.set(tosData);
    const snapshot = store.getSnapshot();
    storage.removeItem(INITIAL_SETUP_STORAGE_KEY);
    store.set({ ...tosData });
    store.update({ email: tosData.email });
    expect(store.getSnapshot()).toBe(snapshot);
    expect(emitted).toHaveLength(2);
    expect(storage.getItem(INITIAL_SETUP_STORAGE_KEY)).toBeNull();
  });

  it('gives frozen snapshots and stores only the known fields', () => {
    const { store, storage } = setup();
    store.set({ ...tosData, password: 'secret' } as InitialSetupData);
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
    expect(store.getSnapshot()).not.toHaveProperty('password');
    expect(storage.getItem(INITIAL_SETUP_STORAGE_KEY)).not.toContain('secret');
  });

  it('clear forgets the data in memory and in storage', () => {
    const { store, storage, emitted } = setup();
    store.set(tosData);
    store.clear();
    expect(store.getSnapshot()).toEqual({});
    expect(storage.getItem(INITIAL_SETUP_STORAGE_KEY)).toBeNull();
    store.clear();
    expect(emitted).toHaveLength(3);
  });

  it.each([
    ['not JSON', '{"email":'],
    ['a wrong type', '{"email":"ann@example.com","hasPassword":"true"}'],
    ['not an object', '"ann@example.com"'],
  ])('discards stored data that is %s with a warning, never a throw', (_label, raw) => {
    const { store, storage, logger } = setup({ [INITIAL_SETUP_STORAGE_KEY]: raw });
    expect(store.getSnapshot()).toEqual({});
    expect(storage.getItem(INITIAL_SETUP_STORAGE_KEY)).toBeNull();
    expect(logger.messages('warn')).toEqual(['Stored initial setup data discarded']);
  });

  it('does not log the stored values of a discarded entry (e-mail and code are personal)', () => {
    const { logger } = setup({
      [INITIAL_SETUP_STORAGE_KEY]: '{"email":"ann@example.com","code":42}',
    });
    expect(logger.entries[0]?.context).toEqual({ path: 'code' });
    expect(JSON.stringify(logger.entries)).not.toContain('ann@example.com');
  });

  it('survives a storage that throws: warns and keeps the data in memory', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      keys: () => [],
    };
    const logger = new RecordingLogger();
    const store = createInitialSetupStore({ storage: broken, logger, storageKey: 'custom' });
    expect(store.getSnapshot()).toEqual({});
    store.set(tosData);
    expect(store.getSnapshot()).toEqual(tosData);
    store.clear();
    expect(store.getSnapshot()).toEqual({});
    expect(logger.messages('warn')).toEqual([
      'Initial setup data could not be read',
      'Initial setup data could not be stored',
      'Initial setup data could not be removed',
    ]);
  });

  it('subscribe hands the listener the current data and later changes until unsubscribed', () => {
    const { store } = setup();
    const seen: InitialSetupData[] = [];
    const unsubscribe = store.subscribe((data) => seen.push(data));
    store.set(tosData);
    unsubscribe();
    store.clear();
    expect(seen).toEqual([{}, tosData]);
  });
});
