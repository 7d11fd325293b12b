/**
 * A part made on its first use (a port's implementation, a part of the session). Once `made()`
 * returns it (its load made it, or a caller that already had the code made it at once), every call
 * gets it; until then one load is shared by every caller, and a failed load is forgotten, so the
 * next call tries again.
 */
export function loadOnFirstUse<T>(
  made: () => T | undefined,
  load: () => Promise<T>,
): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    const current = made();
    if (current !== undefined) return Promise.resolve(current);
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
