import type { CreatedEntity } from './sortByCreated';

/**
 * "An update replaces the item with the same id or appends it" (spec section 3), as a new array.
 * The replacement takes the old item's place, so callers that sort afterwards keep a stable order.
 */
export function upsertById<T extends Pick<CreatedEntity, 'id'>>(items: readonly T[], item: T): T[] {
  const index = items.findIndex((existing) => existing.id === item.id);
  if (index === -1) return [...items, item];
  const next = [...items];
  next[index] = item;
  return next;
}

/** The list without the item of `id` (a task deletion); the same contents if none matches. */
export function removeById<T extends Pick<CreatedEntity, 'id'>>(
  items: readonly T[],
  id: string,
): T[] {
  return items.filter((existing) => existing.id !== id);
}
