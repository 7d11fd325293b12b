import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Member } from '../schemas';
import { MemoryStorage, RecordingLogger } from '../testing';
import {
  ROOT_SESSION_STATE_VERSION,
  ROOT_SESSION_STORAGE_KEY,
  RootSessionStore,
  isAppRelativePath,
  type RootSessionState,
} from './rootSessionStore';

const MEMBER: Member = ENTITY_EXAMPLES.Member;

function setup(initial?: Record<string, string>) {
  const storage = new MemoryStorage(initial);
  const logger = new RecordingLogger();
  const store = new RootSessionStore({ storage, logger });
  return { storage, logger, store };
}

const persisted = (value: unknown): Record<string, string> => ({
  [ROOT_SESSION_STORAGE_KEY]: JSON.stringify(value),
});

describe('RootSessionStore (spec section 3, Root session state)', () => {
  it('starts signed out with nothing stored', () => {
    const { store, logger } = setup();
    expect(store.getSnapshot()).toEqual({
      authenticated: false,
      member: null,
      invalid: false,
      continueTo: null,
    });
    expect(logger.entries).toEqual([]);
  });

  it('"Only authenticated and member persist, in local storage"', () => {
    const { store, storage } = setup();
    store.markSignedIn(MEMBER);
    store.setInvalid(true);
    store.setContinueTo('/reports');
    const stored = JSON.parse(storage.getItem(ROOT_SESSION_STORAGE_KEY) ?? 'null') as unknown;
    expect(stored).toEqual({
      version: ROOT_SESSION_STATE_VERSION,
      authenticated: true,
      member: MEMBER,
    });

    const reopened = new RootSessionStore({ storage });
    expect(reopened.getSnapshot()).toEqual({
      authenticated: true,
      member: MEMBER,
      invalid: false,
      continueTo: null,
    });
  });

  it('invalid and continueTo changes do not write storage', () => {
    const { store, storage } = setup();
    store.setInvalid(true);
    store.setContinueTo('/account');
    expect(storage.keys()).toEqual([]);
  });

  it('a signed-out state with no member removes the stored entry', () => {
    const { store, storage } = setup();
    store.setAuthenticated(true);
    expect(storage.keys()).toEqual([ROOT_SESSION_STORAGE_KEY]);
    store.setAuthenticated(false);
    expect(storage.keys()).toEqual([]);
  });

  it('corrupt JSON is discarded with a logger warning, never a throw', () => {
    const { store, storage, logger } = setup({ [ROOT_SESSION_STORAGE_KEY]: '{"authenticated":' });
    expect(store.getSnapshot().authenticated).toBe(false);
    expect(logger.has('warn', 'Stored root session state discarded')).toBe(true);
    expect(storage.getItem(ROOT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('an older-version entry is discarded', () => {
    const { store, logger } = setup(persisted({ authenticated: true, member: MEMBER }));
    expect(store.getSnapshot()).toMatchObject({ authenticated: false, member: null });
    expect(logger.has('warn', 'Stored root session state discarded')).toBe(true);
  });

  it('a stored member that breaks the member schema is discarded and not quoted in the log', () => {
    const { store, logger } = setup(
      persisted({
        version: ROOT_SESSION_STATE_VERSION,
        authenticated: true,
        member: { ...MEMBER, email: 'not-an-email-secret' },
      }),
    );
    expect(store.getSnapshot().authenticated).toBe(false);
    expect(JSON.stringify(logger.entries)).not.toContain('not-an-email-secret');
    expect(logger.entries[0]?.context).toEqual({ path: 'member.email' });
  });

  it('property: any string in storage never throws and yields a valid signed-out or stored state', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (raw) => {
        const storage = new MemoryStorage({ [ROOT_SESSION_STORAGE_KEY]: raw });
        const state = new RootSessionStore({
          storage,
          logger: new RecordingLogger(),
        }).getSnapshot();
        expect(typeof state.authenticated).toBe('boolean');
        expect(state.invalid).toBe(false);
        expect(state.continueTo).toBeNull();
        expect(Object.isFrozen(state)).toBe(true);
      }),
    );
  });

  it('property: whatever authenticated and member were set, a reload reads them back', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.constant(MEMBER)), (authenticated, member) => {
        const storage = new MemoryStorage();
        const store = new RootSessionStore({ storage });
        store.setMember(member);
        store.setAuthenticated(authenticated);
        const reread = new RootSessionStore({ storage }).getSnapshot();
        expect(reread.authenticated).toBe(authenticated);
        expect(reread.member).toEqual(member);
      }),
    );
  });

  it('state$ replays the current state and emits only on change; getSnapshot is stable', () => {
    const { store } = setup();
    const seen: RootSessionState[] = [];
    store.state$.subscribe((state) => seen.push(state));
    const first = store.getSnapshot();
    store.setAuthenticated(false);
    store.setContinueTo(null);
    expect(store.getSnapshot()).toBe(first);
    store.setAuthenticated(true);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(store.getSnapshot());
  });

  it('markSignedIn sets authenticated and member in one emission', () => {
    const { store } = setup();
    const seen: RootSessionState[] = [];
    store.state$.subscribe((state) => seen.push(state));
    store.markSignedIn(MEMBER);
    expect(seen.map((s) => [s.authenticated, s.member?.id ?? null])).toEqual([
      [false, null],
      [true, MEMBER.id],
    ]);
  });

  it('logout clears authenticated, member and invalid but keeps continueTo for the next sign-in', () => {
    const { store, storage } = setup();
    store.markSignedIn(MEMBER);
    store.setInvalid(true);
    store.setContinueTo('/invoices');
    store.clearSignedInState();
    expect(store.getSnapshot()).toEqual({
      authenticated: false,
      member: null,
      invalid: false,
      continueTo: '/invoices',
    });
    expect(storage.getItem(ROOT_SESSION_STORAGE_KEY)).toBeNull();
  });

  it('takeContinueTo returns the remembered path once', () => {
    const { store } = setup();
    expect(store.takeContinueTo()).toBeNull();
    store.setContinueTo('/reports/digital-report/e1?x=1');
    expect(store.takeContinueTo()).toBe('/reports/digital-report/e1?x=1');
    expect(store.takeContinueTo()).toBeNull();
  });

  it('continueTo accepts app paths only (never an off-site target)', () => {
    const { store, logger } = setup();
    for (const target of ['https://evil.test/', '//evil.test/x', '/\\evil.test', 'reports']) {
      store.setContinueTo(target);
    }
    expect(store.getSnapshot().continueTo).toBeNull();
    expect(logger.messages('warn')).toHaveLength(4);
    expect(isAppRelativePath('/account')).toBe(true);
  });

  it('a storage that throws on write or read is logged, never thrown', () => {
    const logger = new RecordingLogger();
    const broken = new MemoryStorage();
    broken.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    const store = new RootSessionStore({ storage: broken, logger });
    expect(() => store.markSignedIn(MEMBER)).not.toThrow();
    expect(store.getSnapshot().authenticated).toBe(true);
    expect(logger.has('warn', 'Root session state could not be stored')).toBe(true);

    const unreadable = new MemoryStorage();
    unreadable.getItem = () => {
      throw new Error('SecurityError');
    };
    const fresh = new RootSessionStore({ storage: unreadable, logger });
    expect(fresh.getSnapshot().authenticated).toBe(false);
    expect(logger.has('warn', 'Root session state could not be read')).toBe(true);
  });

  it('dispose completes state$', () => {
    const { store } = setup();
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.dispose();
    expect(completed).toBe(true);
  });

  it('a custom storage key is honoured', () => {
    const storage = new MemoryStorage();
    new RootSessionStore({ storage, storageKey: 'persist:root' }).setAuthenticated(true);
    expect(storage.keys()).toEqual(['persist:root']);
  });
});
