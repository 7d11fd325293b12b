/**
 * `next`, with each part that equals the same part of `previous` replaced by that part of
 * `previous`, and `previous` itself when all of it is unchanged. A refresh that answers what the
 * cache already held then keeps the data's identity: what a page derives or renders from it (a
 * memoized list, a kept paint) sees no change, as with TanStack Query's structural sharing. Plain
 * objects and arrays are compared by their contents, anything else by identity; a changed object
 * or array none of whose parts could be kept is `next`'s own.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (Object.is(previous, next)) return next;
  if (Array.isArray(previous) && Array.isArray(next)) {
    const parts = next.map((item: unknown, index) =>
      index < previous.length ? shareUnchanged(previous[index], item) : item,
    );
    const kept = (index: number): boolean => Object.is(parts[index], previous[index]);
    if (previous.length === next.length && parts.every((_, index) => kept(index))) {
      return previous as T;
    }
    return (parts.some((part, index) => !Object.is(part, next[index])) ? parts : next) as T;
  }
  if (isPlainObject(previous) && isPlainObject(next)) {
    const keys = Object.keys(next);
    const parts: Record<string, unknown> = {};
    let unchanged = keys.length === Object.keys(previous).length;
    let sharesAPart = false;
    for (const key of keys) {
      const part = Object.hasOwn(previous, key)
        ? shareUnchanged(previous[key], next[key])
        : next[key];
      if (!Object.hasOwn(previous, key) || !Object.is(part, previous[key])) unchanged = false;
      if (!Object.is(part, next[key])) sharesAPart = true;
      parts[key] = part;
    }
    if (unchanged) return previous as T;
    return (sharesAPart ? parts : next) as T;
  }
  return next;
}

function isPlainObject(value: unknown): value is Readonly<Record<string, unknown>> {
  if (value === null || typeof value !== 'object') return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
