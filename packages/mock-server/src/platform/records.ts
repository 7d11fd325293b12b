/** Stored records carry their owner; the wire shape does not. */
export type Owned<T> = T & { memberId: string };

/** The record without its owner, as the calls answer it. */
export const publicOf = <T extends { memberId: string }>(value: T): Omit<T, 'memberId'> => {
  const { memberId: _memberId, ...rest } = value;
  return rest;
};

/** Oldest first. */
export const byCreated = <T extends { created: string }>(a: T, b: T): number =>
  a.created < b.created ? -1 : a.created > b.created ? 1 : 0;

/** E-mails compare without case and surrounding spaces. */
export const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();
