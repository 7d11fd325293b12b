import { CONSTANTS } from '../config';
import type { KeyValueStorage } from '../ports';

/** Session-storage key of the reload count; session storage survives the reloads it counts. */
export const PRELOAD_RELOAD_COUNT_KEY = 'scanwise.preloadReloads';

export type PreloadDecision = 'reload' | 'give-up';

/**
 * The pure rule of spec section 8: "If a preload of a page asset fails, the page reloads, at most
 * 3 times." Given the reloads already made, reload while under the cap.
 */
export function decidePreloadRecovery(
  reloadsSoFar: number,
  cap: number = CONSTANTS.preloadErrorReloadCap,
): PreloadDecision {
  return reloadsSoFar < cap ? 'reload' : 'give-up';
}

export interface PreloadRecoveryOptions {
  readonly cap?: number;
  readonly storageKey?: string;
}

export interface PreloadRecovery {
  /** A page asset failed to preload: counts the reload and says whether to make it. */
  onPreloadError(): PreloadDecision;
  /** A page asset loaded: the next failure starts counting from zero again. */
  onLoadSucceeded(): void;
  /** Reloads made so far in this browser session. */
  reloadsSoFar(): number;
}

/**
 * The preload-error recovery over session storage: "The count is kept in session storage", so
 * it survives the reloads it counts and resets with the browser session.
 */
export function createPreloadRecovery(
  session: KeyValueStorage,
  options: PreloadRecoveryOptions = {},
): PreloadRecovery {
  const cap = options.cap ?? CONSTANTS.preloadErrorReloadCap;
  const key = options.storageKey ?? PRELOAD_RELOAD_COUNT_KEY;
  const read = (): number => {
    const value = Number.parseInt(session.getItem(key) ?? '0', 10);
    return Number.isFinite(value) && value > 0 ? value : 0;
  };
  return {
    onPreloadError(): PreloadDecision {
      const count = read();
      const decision = decidePreloadRecovery(count, cap);
      if (decision === 'reload') session.setItem(key, String(count + 1));
      return decision;
    },
    onLoadSucceeded(): void {
      session.removeItem(key);
    },
    reloadsSoFar: read,
  };
}
