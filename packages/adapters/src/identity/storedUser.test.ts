import { RecordingLogger } from '@scanwise/core/testing';
import { User } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { MemoryStorage } from '@scanwise/core';
import { readStoredUser, toSignedInUser, userStorageKey } from './storedUser';

const KEY = userStorageKey({ platformUrl: 'https://platform.example/' }, 'R');

describe('stored users read without oidc-client-ts', () => {
  it('keys each kind as the UserManagers store it', () => {
    expect(KEY).toBe('oidc.user:https://platform.example/members:scanwise-web:R');
    expect(userStorageKey({ platformUrl: 'https://platform.example' }, 'O')).toBe(
      'oidc.user:https://platform.example/obo:scanwise-web:O',
    );
  });

  it('reads the entry the library writes as the user the library would give', () => {
    const user = new User({
      id_token: 'header.payload.signature',
      access_token: 'access-token',
      refresh_token: 'refresh-token',
      token_type: 'Bearer',
      scope: 'openid offline_access profile roles',
      profile: { sub: 'member-7', email: 'demo@example.com', role: 'Member' } as never,
      expires_at: 4_000_000_000,
    });
    const storage = new MemoryStorage();
    storage.setItem(KEY, user.toStorageString());
    expect(readStoredUser(storage, KEY)).toEqual(toSignedInUser(user));
  });

  it('answers null without an entry, and leaves an unreadable one to the library (logged)', () => {
    const storage = new MemoryStorage();
    const logger = new RecordingLogger();
    expect(readStoredUser(storage, KEY, logger)).toBeNull();
    storage.setItem(KEY, '{"access_token":');
    expect(readStoredUser(storage, KEY, logger)).toBeUndefined();
    storage.setItem(KEY, JSON.stringify({ access_token: 42, profile: {} }));
    expect(readStoredUser(storage, KEY, logger)).toBeUndefined();
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(2);
  });
});
