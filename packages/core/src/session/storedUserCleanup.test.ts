import { describe, expect, it } from 'vitest';
import { MemoryStorage, RecordingLogger } from '../testing';
import { removeStoredUserEntries } from './storedUserCleanup';

describe('removeStoredUserEntries: "stored user entries are removed from local storage"', () => {
  it('removes every oidc.user: entry and nothing else', () => {
    const storage = new MemoryStorage({
      'oidc.user:https://id.test/members:scanwise-web:R': '{}',
      'oidc.user:https://id.test/obo:scanwise-web:O': '{}',
      'oidc.state.abc': '{}',
      'scanwise.rootState': '{}',
    });
    expect(removeStoredUserEntries(storage)).toEqual([
      'oidc.user:https://id.test/members:scanwise-web:R',
      'oidc.user:https://id.test/obo:scanwise-web:O',
    ]);
    expect(storage.keys().sort()).toEqual(['oidc.state.abc', 'scanwise.rootState']);
  });

  it('a storage that throws is logged, not thrown', () => {
    const storage = new MemoryStorage({ 'oidc.user:x': '{}' });
    storage.removeItem = () => {
      throw new Error('SecurityError');
    };
    const logger = new RecordingLogger();
    expect(removeStoredUserEntries(storage, logger)).toEqual([]);
    expect(logger.has('warn', 'Stored user entries could not be removed')).toBe(true);
  });
});
