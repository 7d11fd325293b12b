import { enums, is } from 'superstruct';
import type { KeyValueStorage, Logger } from '../ports';
import { SIGN_OUT_NOTICES, type SignOutNotice } from './signOutNotice';

/**
 * Session-storage key of the sign-out notice: the sign-in page still says why the member is
 * signed out after a reload of that tab (a shared computer's next user sees the reason, not a
 * bare form), and a new tab or a closed browser starts without it.
 */
export const SIGN_OUT_NOTICE_STORAGE_KEY = 'scanwise.signOutNotice';

const StoredSignOutNotice = enums(SIGN_OUT_NOTICES);

/** The kept notice; anything else in its place is removed with a warning. */
export function readSignOutNotice(storage: KeyValueStorage, logger: Logger): SignOutNotice | null {
  let stored: string | null;
  try {
    stored = storage.getItem(SIGN_OUT_NOTICE_STORAGE_KEY);
  } catch (error) {
    logger.warn('Sign-out notice could not be read', { error: String(error) });
    return null;
  }
  if (stored === null) return null;
  if (is(stored, StoredSignOutNotice)) return stored;
  logger.warn('Stored sign-out notice discarded: not a known notice');
  forgetQuietly(storage, logger);
  return null;
}

/** Keeps the notice (null forgets it); a storage that refuses is logged, never thrown. */
export function writeSignOutNotice(
  storage: KeyValueStorage,
  logger: Logger,
  notice: SignOutNotice | null,
): void {
  if (notice === null) {
    forgetQuietly(storage, logger);
    return;
  }
  try {
    storage.setItem(SIGN_OUT_NOTICE_STORAGE_KEY, notice);
  } catch (error) {
    logger.warn('Sign-out notice could not be stored', { error: String(error) });
  }
}

function forgetQuietly(storage: KeyValueStorage, logger: Logger): void {
  try {
    storage.removeItem(SIGN_OUT_NOTICE_STORAGE_KEY);
  } catch (error) {
    logger.warn('Sign-out notice could not be removed', { error: String(error) });
  }
}
