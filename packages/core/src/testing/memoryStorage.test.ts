import { describe, expect, it } from 'vitest';
import { MemoryStorage, createMemoryStoragePorts } from './memoryStorage';

describe('MemoryStorage (KeyValueStorage)', () => {
  it('stores strings, lists keys, removes, and snapshots', () => {
    const storage = new MemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.getItem('a')).toBe('1');
    expect(storage.getItem('missing')).toBeNull();
    expect(storage.keys().sort()).toEqual(['a', 'b']);
    storage.removeItem('a');
    expect(storage.toJSON()).toEqual({ b: '2' });
  });

  it('createMemoryStoragePorts gives separate local and session stores', () => {
    const ports = createMemoryStoragePorts();
    ports.local.setItem('k', 'v');
    expect(ports.session.getItem('k')).toBeNull();
  });
});
