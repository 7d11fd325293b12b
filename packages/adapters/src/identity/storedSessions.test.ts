import { RecordingLogger } from '@scanwise/core/testing';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@scanwise/core';
import { storedSessionsIn } from './storedSessions';
import { userStorageKey } from './storedUser';

const PLATFORM = { platformUrl: 'https://platform.example' };

function storageWith(entries: Record<string, string>): MemoryStorage {
  const storage = new MemoryStorage();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
  return storage;
}

describe('stored sessions, answered without oidc-client-ts', () => {
  it('a session is stored once any kind has its user entry', () => {
    const storage = storageWith({ 'oidc.state.abc': '{}', 'persist:root': '{}' });
    const sessions = storedSessionsIn(storage);
    expect(sessions.hasStoredSession()).toBe(false);
    storage.setItem(userStorageKey(PLATFORM, 'G'), '{}');
    expect(sessions.hasStoredSession()).toBe(true);
  });

  it("clearing removes every kind's user entry and nothing else", () => {
    const storage = storageWith({
      [userStorageKey(PLATFORM, 'R')]: '{}',
      [userStorageKey(PLATFORM, 'O')]: '{}',
      'oidc.state.abc': '{}',
      'persist:root': '{}',
    });
    storedSessionsIn(storage).clearStoredSessions();
    expect(storage.keys().sort()).toEqual(['oidc.state.abc', 'persist:root']);
  });

  it('recognises the user entries the multi-tab hand-over moves', () => {
    const sessions = storedSessionsIn(new MemoryStorage());
    expect(sessions.isStoredSessionEntry(userStorageKey(PLATFORM, 'R'))).toBe(true);
    expect(sessions.isStoredSessionEntry('oidc.state.abc')).toBe(false);
    expect(sessions.isStoredSessionEntry('persist:root')).toBe(false);
  });

  it('a storage that refuses is logged, never thrown', () => {
    const logger = new RecordingLogger();
    const refusing = new MemoryStorage();
    refusing.keys = () => {
      throw new Error('SecurityError');
    };
    const sessions = storedSessionsIn(refusing, logger);
    expect(sessions.hasStoredSession()).toBe(false);
    expect(() => sessions.clearStoredSessions()).not.toThrow();
    expect(logger.has('warn', 'Stored user entries could not be removed')).toBe(true);
  });
});
