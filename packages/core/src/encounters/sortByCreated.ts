/** The two fields spec section 3 shows for encounters and tasks: the list rules need only these. */
export interface CreatedEntity {
  readonly id: string;
  /** ISO 8601 date-time with an offset (servers send UTC). */
  readonly created: string;
}

/**
 * The instant of `created`, for ordering. Offsets may differ between items, so the text is parsed
 * rather than compared as a string; an unreadable value sorts last (it cannot be placed in time,
 * and keeping it beats dropping a member's item).
 */
function createdInstant(item: CreatedEntity): number {
  const instant = Date.parse(item.created);
  return Number.isNaN(instant) ? Number.POSITIVE_INFINITY : instant;
}

/** Orders by created ascending; ties keep their relative order (Array.prototype.sort is stable). */
export function compareByCreated(a: CreatedEntity, b: CreatedEntity): number {
  const left = createdInstant(a);
  const right = createdInstant(b);
  if (left === right) return 0;
  return left < right ? -1 : 1;
}

/** "Sorted by created ascending" (spec section 3), as a new array; the input is not touched. */
export function sortByCreated<T extends CreatedEntity>(items: readonly T[]): T[] {
  return [...items].sort(compareByCreated);
}
