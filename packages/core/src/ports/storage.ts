/**
 * A synchronous string key-value store, the shape of Web Storage. Browsers back it with
 * localStorage/sessionStorage, Node with memory. Values are strings; core serialises itself.
 */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Every key currently stored, in no particular order. */
  keys(): string[];
}

/** The two lifetimes the product uses: local survives the browser, session survives reloads. */
export interface StoragePorts {
  readonly local: KeyValueStorage;
  readonly session: KeyValueStorage;
}
