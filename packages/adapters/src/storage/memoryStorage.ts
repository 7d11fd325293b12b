import type { KeyValueStorage, StoragePorts } from '@scanwise/core';

/** A {@link KeyValueStorage} in memory: Node, tests, and the fallback when Web Storage fails. */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>();

  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.entries.set(key, String(value));
  }

  removeItem(key: string): void {
    this.entries.delete(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  clear(): void {
    this.entries.clear();
  }
}

/** Local and session storage in memory (Node). */
export function createMemoryStoragePorts(): StoragePorts {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}
