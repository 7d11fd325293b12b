import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IdentityPort, SignInKind } from '../ports';
import { FakeClock, FakeIdentity, MemoryStorage, RecordingLogger } from '../testing';
import {
  SIGN_IN_KIND_LOOKUP_ORDER,
  SIGN_IN_KIND_STORAGE_KEY,
  SignInKindStore,
  isSignInKind,
} from './signInKindStore';

function setup(initial?: Record<string, string>) {
  const clock = new FakeClock();
  const storage = new MemoryStorage(initial);
  const logger = new RecordingLogger();
  const identity = new FakeIdentity({ clock });
  const store = new SignInKindStore({ storage, logger });
  return { clock, storage, logger, identity, store };
}

describe('SignInKindStore (spec section 4, Authentication)', () => {
  it('"The sign-in type is remembered per browser session: R for password, G for social, O for on-behalf-of"', () => {
    const { store, storage } = setup();
    expect(store.getSnapshot()).toBeNull();
    store.set('G');
    expect(storage.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBe('G');
    expect(new SignInKindStore({ storage }).getSnapshot()).toBe('G');
    store.clear();
    expect(storage.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBeNull();
    expect(store.getSnapshot()).toBeNull();
  });

  it('"When it is unset, each of the three is checked for a stored user, and the first that has one is recorded"', async () => {
    const { store, identity, storage } = setup();
    identity.signInAs('O', { sub: 'obo' });
    identity.signInAs('G', { sub: 'social' });
    await expect(store.resolve(identity)).resolves.toBe('G');
    expect(storage.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBe('G');
    expect(SIGN_IN_KIND_LOOKUP_ORDER).toEqual(['R', 'G', 'O']);
  });

  it('checks R, G and O in that order and stops at the first stored user', async () => {
    const { store } = setup();
    const asked: SignInKind[] = [];
    const identity: Pick<IdentityPort, 'getUser'> = {
      getUser: (kind) => {
        asked.push(kind);
        return Promise.resolve(kind === 'G' ? ({} as never) : null);
      },
    };
    await store.resolve(identity);
    expect(asked).toEqual(['R', 'G']);
  });

  it('a remembered kind is used as it is, without asking the provider', async () => {
    const { store, identity } = setup({ [SIGN_IN_KIND_STORAGE_KEY]: 'O' });
    identity.signInAs('R', { sub: 'password' });
    await expect(store.resolve(identity)).resolves.toBe('O');
  });

  it('no stored user of any kind leaves the kind unset', async () => {
    const { store, identity, storage } = setup();
    await expect(store.resolve(identity)).resolves.toBeNull();
    expect(storage.keys()).toEqual([]);
  });

  it('a lookup that fails counts as no stored user and is logged by code', async () => {
    const { store, logger } = setup();
    const identity: Pick<IdentityPort, 'getUser'> = {
      getUser: (kind) =>
        kind === 'R'
          ? Promise.reject(Object.assign(new Error('boom'), { code: 'network_timeout' }))
          : Promise.resolve(kind === 'O' ? ({} as never) : null),
    };
    await expect(store.resolve(identity)).resolves.toBe('O');
    expect(logger.entries[0]).toEqual({
      level: 'warn',
      message: 'Stored user lookup failed',
      context: { kind: 'R', code: 'network_timeout' },
    });
  });

  it('property: any stored string never throws; only R, G or O survive', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const storage = new MemoryStorage({ [SIGN_IN_KIND_STORAGE_KEY]: raw });
        const logger = new RecordingLogger();
        const kind = new SignInKindStore({ storage, logger }).getSnapshot();
        if (isSignInKind(raw)) {
          expect(kind).toBe(raw);
        } else {
          expect(kind).toBeNull();
          expect(storage.getItem(SIGN_IN_KIND_STORAGE_KEY)).toBeNull();
          expect(logger.has('warn', 'Stored sign-in kind discarded')).toBe(true);
        }
      }),
    );
  });

  it('state$ replays the kind and emits on change only', () => {
    const { store } = setup();
    const seen: (SignInKind | null)[] = [];
    store.state$.subscribe((kind) => seen.push(kind));
    store.set('R');
    store.set('R');
    store.clear();
    store.dispose();
    expect(seen).toEqual([null, 'R', null]);
  });

  it('a storage that throws is logged; the kind still holds in memory', () => {
    const logger = new RecordingLogger();
    const storage = new MemoryStorage();
    storage.setItem = () => {
      throw new Error('SecurityError');
    };
    storage.getItem = () => {
      throw new Error('SecurityError');
    };
    const store = new SignInKindStore({ storage, logger });
    expect(store.getSnapshot()).toBeNull();
    store.set('R');
    expect(store.getSnapshot()).toBe('R');
    expect(logger.messages('warn')).toEqual([
      'Sign-in kind could not be read',
      'Sign-in kind could not be stored',
    ]);
  });
});
