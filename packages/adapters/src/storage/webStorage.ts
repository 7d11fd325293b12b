import {
  MemoryStorage,
  type KeyValueStorage,
  type Logger,
  type StoragePorts,
} from '@scanwise/core';

export type WebStorageKind = 'local' | 'session';

/** Finds `localStorage`/`sessionStorage`; reading the property itself can throw SecurityError. */
function resolveStorage(kind: WebStorageKind): Storage | undefined {
  const scope = globalThis as { localStorage?: Storage; sessionStorage?: Storage };
  return kind === 'local' ? scope.localStorage : scope.sessionStorage;
}

/**
 * A {@link KeyValueStorage} on Web Storage. It degrades to memory with one log line when the
 * storage is missing or refuses (SecurityError in sandboxed frames and some private modes, or
 * QuotaExceededError when full): the session keeps working for this page.
 */
export class WebStorage implements KeyValueStorage {
  private storage: Storage | undefined;
  private readonly memory = new MemoryStorage();
  private degraded = false;

  constructor(
    private readonly kind: WebStorageKind,
    private readonly logger?: Logger,
    storage?: Storage,
  ) {
    try {
      this.storage = storage ?? resolveStorage(kind);
      if (this.storage === undefined) this.degrade(new Error(`${kind}Storage is not available`));
    } catch (error) {
      this.degrade(error);
    }
  }

  /** True once the storage failed and values live in memory. */
  get inMemory(): boolean {
    return this.degraded;
  }

  getItem(key: string): string | null {
    if (!this.degraded && this.storage) {
      try {
        return this.storage.getItem(key);
      } catch (error) {
        this.degrade(error);
      }
    }
    return this.memory.getItem(key);
  }

  setItem(key: string, value: string): void {
    if (!this.degraded && this.storage) {
      try {
        this.storage.setItem(key, value);
        return;
      } catch (error) {
        this.degrade(error);
      }
    }
    this.memory.setItem(key, value);
  }

  removeItem(key: string): void {
    if (!this.degraded && this.storage) {
      try {
        this.storage.removeItem(key);
      } catch (error) {
        this.degrade(error);
      }
    }
    this.memory.removeItem(key);
  }

  keys(): string[] {
    if (!this.degraded && this.storage) {
      try {
        const keys: string[] = [];
        for (let index = 0; index < this.storage.length; index += 1) {
          const key = this.storage.key(index);
          if (key !== null) keys.push(key);
        }
        return keys;
      } catch (error) {
        this.degrade(error);
      }
    }
    return this.memory.keys();
  }

  private degrade(error: unknown): void {
    if (this.degraded) return;
    this.degraded = true;
    // Copy what is still readable so nothing written before the failure is lost.
    try {
      if (this.storage) {
        for (let index = 0; index < this.storage.length; index += 1) {
          const key = this.storage.key(index);
          const value = key === null ? null : this.storage.getItem(key);
          if (key !== null && value !== null) this.memory.setItem(key, value);
        }
      }
    } catch {
      // Unreadable: start empty.
    }
    this.logger?.warn(`${this.kind}Storage is unavailable; using memory for this page`, {
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    });
  }
}

/** Local and session storage on Web Storage, each degrading to memory on its own. */
export function createWebStoragePorts(logger?: Logger): StoragePorts {
  return { local: new WebStorage('local', logger), session: new WebStorage('session', logger) };
}
