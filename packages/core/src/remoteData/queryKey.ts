/**
 * Names one entry of the remote-data cache, most general part first:
 * `['encounters']`, `['digitalReport', encounterId]`. A key is a prefix of every key that
 * starts with its parts, so invalidating `['reports']` reaches `['reports', id]` too.
 */
export type QueryKey = readonly (string | number)[];

/** The key as one string (the cache's map key). */
export function queryKeyHash(key: QueryKey): string {
  return JSON.stringify(key);
}

/** Whether `key` starts with every part of `prefix`. */
export function queryKeyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && prefix.every((part, index) => key[index] === part);
}
