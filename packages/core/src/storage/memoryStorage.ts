import type { KeyValueStorage, StoragePorts } from '../ports';

/**
 * A {@link KeyValueStorage} in memory: the storage of a headless (Node) client, the fallback when
 * a browser refuses Web Storage, and the tests' double.
 */
export class MemoryStorage implements KeyValueStorage {
  private readonly entries = new Map<string, string>();

  constructor(initial?: Readonly<Record<string, string>>) {
    for (const [key, value] of Object.entries(initial ?? {})) this.entries.set(key, value);
  }

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

  /** A plain snapshot, handy in assertions. */
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.entries);
  }
}

/** Local and session storage in memory. */
export function createMemoryStoragePorts(): StoragePorts {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}
