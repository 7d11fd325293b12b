import { describe, expect, it } from 'vitest';
import { WebStorage } from './webStorage';

describe('WebStorage without Web Storage (Node)', () => {
  it('degrades to memory with one warning', () => {
    const warnings: string[] = [];
    const logger = {
      debug: () => undefined,
      info: () => undefined,
      warn: (message: string) => warnings.push(message),
      error: () => undefined,
    };
    const storage = new WebStorage('local', logger);
    storage.setItem('x', 'y');
    expect(storage.getItem('x')).toBe('y');
    expect(storage.inMemory).toBe(true);
    expect(warnings).toEqual(['localStorage is unavailable; using memory for this page']);
  });

  it('degrades when the storage throws (quota) and keeps what was stored', () => {
    const backing = new Map<string, string>([['kept', 'v']]);
    let full = false;
    const fake = {
      get length() {
        return backing.size;
      },
      key: (index: number) => [...backing.keys()][index] ?? null,
      getItem: (key: string) => backing.get(key) ?? null,
      setItem: (key: string, value: string) => {
        if (full) throw new DOMException('full', 'QuotaExceededError');
        backing.set(key, value);
      },
      removeItem: (key: string) => backing.delete(key),
      clear: () => backing.clear(),
    } as Storage;
    const storage = new WebStorage('session', undefined, fake);
    storage.setItem('a', '1');
    expect(backing.get('a')).toBe('1');
    full = true;
    storage.setItem('b', '2');
    expect(storage.inMemory).toBe(true);
    expect(storage.getItem('b')).toBe('2');
    expect(storage.getItem('kept')).toBe('v');
    expect(storage.keys().sort()).toEqual(['a', 'b', 'kept']);
  });
});
