import {
  isAppLocale,
  type AppLocale,
  type KeyValueStorage,
  type RootSessionStore,
} from '@scanwise/core';

/**
 * Session-storage key of the remembered target while a redirect sign-in (social, on-behalf-of)
 * has left the page: the root state's continueTo is not persisted, so it would be lost.
 */
export const REDIRECT_CONTINUE_TO_KEY = 'scanwise.redirectContinueTo';

/**
 * Session-storage key of the locale the redirect sign-in started in: the identity provider
 * returns to the unprefixed callback path, and a member who started under `/en-gb` expects to
 * continue in British English.
 */
export const REDIRECT_LOCALE_KEY = 'scanwise.redirectLocale';

/**
 * Before leaving for the identity provider: keep the remembered target and the locale in
 * session storage.
 */
export function stashContinueTo(
  rootSession: Pick<RootSessionStore, 'takeContinueTo'>,
  storage: KeyValueStorage,
  locale: AppLocale,
): void {
  const target = rootSession.takeContinueTo();
  if (target === null) storage.removeItem(REDIRECT_CONTINUE_TO_KEY);
  else storage.setItem(REDIRECT_CONTINUE_TO_KEY, target);
  storage.setItem(REDIRECT_LOCALE_KEY, locale);
}

/** Back from the identity provider: the locale the sign-in started in (used once), or null. */
export function takeStashedLocale(storage: KeyValueStorage): AppLocale | null {
  const stashed = storage.getItem(REDIRECT_LOCALE_KEY);
  storage.removeItem(REDIRECT_LOCALE_KEY);
  return stashed !== null && isAppLocale(stashed) ? stashed : null;
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
