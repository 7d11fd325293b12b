import { describe, expect, it } from 'vitest';
import { MemoryStorage, createMemoryStoragePorts } from './memoryStorage';

describe('MemoryStorage', () => {
  it('stores, reads, lists and removes string values', () => {
    const storage = new MemoryStorage();
    expect(storage.getItem('missing')).toBeNull();
    storage.setItem('a', '1');
    storage.setItem('b', '2');
    storage.setItem('a', '3');
    expect(storage.getItem('a')).toBe('3');
    expect(storage.keys().sort()).toEqual(['a', 'b']);
    storage.removeItem('a');
    storage.removeItem('never');
    expect(storage.keys()).toEqual(['b']);
    storage.clear();
    expect(storage.keys()).toEqual([]);
  });

  it('starts from the entries it is given and snapshots them', () => {
    const storage = new MemoryStorage({ a: '1' });
    storage.setItem('b', '2');
    expect(storage.toJSON()).toEqual({ a: '1', b: '2' });
  });

  it('keeps local and session apart', () => {
    const ports = createMemoryStoragePorts();
    ports.local.setItem('k', 'local');
    expect(ports.session.getItem('k')).toBeNull();
  });
});
