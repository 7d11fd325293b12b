import type { KeyValueStorage, RootSessionStore } from '@scanwise/core';

/**
 * Session-storage key of the remembered target while a redirect sign-in (social, on-behalf-of)
 * has left the page: the root state's continueTo is not persisted, so it would be lost.
 */
export const REDIRECT_CONTINUE_TO_KEY = 'scanwise.redirectContinueTo';

/** Before leaving for the identity provider: keep the remembered target in session storage. */
export function stashContinueTo(
  rootSession: Pick<RootSessionStore, 'takeContinueTo'>,
  storage: KeyValueStorage,
): void {
  const target = rootSession.takeContinueTo();
  if (target === null) storage.removeItem(REDIRECT_CONTINUE_TO_KEY);
  else storage.setItem(REDIRECT_CONTINUE_TO_KEY, target);
}

/**
 * Back from the identity provider: the target to continue to (validated by the root session,
 * which refuses anything but an app path), or null. The stash is used once.
 */
export function takeStashedContinueTo(
  rootSession: Pick<RootSessionStore, 'setContinueTo' | 'takeContinueTo'>,
  storage: KeyValueStorage,
): string | null {
  const stashed = storage.getItem(REDIRECT_CONTINUE_TO_KEY);
  storage.removeItem(REDIRECT_CONTINUE_TO_KEY);
  if (stashed !== null) rootSession.setContinueTo(stashed);
  return rootSession.takeContinueTo();
}
