import type { KeyValueStorage, StoragePorts } from '../ports';

/** An in-memory {@link KeyValueStorage}: the Node default and the test double. */
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

  /** A plain snapshot, handy in assertions. */
  toJSON(): Record<string, string> {
    return Object.fromEntries(this.entries);
  }
}

export function createMemoryStoragePorts(): StoragePorts {
  return { local: new MemoryStorage(), session: new MemoryStorage() };
}
