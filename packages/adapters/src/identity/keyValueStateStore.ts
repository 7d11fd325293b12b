import type { KeyValueStorage } from '@scanwise/core';
import type { StateStore } from 'oidc-client-ts';

/**
 * An oidc-client-ts {@link StateStore} over a core {@link KeyValueStorage} (localStorage in
 * browsers, memory in Node). Keys become `prefix + key + suffix`; the suffix keeps the users of
 * sign-in kinds that share an authority and client apart.
 */
export class KeyValueStateStore implements StateStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly prefix = 'oidc.',
    private readonly suffix = '',
  ) {}

  private fullKey(key: string): string {
    return `${this.prefix}${key}${this.suffix}`;
  }

  set(key: string, value: string): Promise<void> {
    this.storage.setItem(this.fullKey(key), value);
    return Promise.resolve();
  }

  get(key: string): Promise<string | null> {
    return Promise.resolve(this.storage.getItem(this.fullKey(key)));
  }

  remove(key: string): Promise<string | null> {
    const fullKey = this.fullKey(key);
    const value = this.storage.getItem(fullKey);
    this.storage.removeItem(fullKey);
    return Promise.resolve(value);
  }

  getAllKeys(): Promise<string[]> {
    return Promise.resolve(
      this.storage
        .keys()
        .filter((key) => key.startsWith(this.prefix) && key.endsWith(this.suffix))
        .map((key) => key.slice(this.prefix.length, key.length - this.suffix.length)),
    );
  }
}
