import { createPreloadRecovery, type KeyValueStorage, type Logger } from '@scanwise/core';

/** Vite fires this on window when a lazy chunk or one of its dependencies fails to load. */
export const PRELOAD_ERROR_EVENT = 'vite:preloadError';

export interface PreloadRecoveryInstallOptions {
  readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** Session storage: "The count is kept in session storage". */
  readonly storage: KeyValueStorage;
  readonly logger: Logger;
  readonly reload: () => void;
  /** The reload cap is reached: the failure (Vite's event payload) goes to error reporting. */
  readonly onGiveUp?: (error: unknown) => void;
  readonly cap?: number;
  /** How long a page must go without a failed asset after a chunk loaded before the count resets. */
  readonly settleMs?: number;
}

/**
 * A loaded route chunk starts the count again only once its page has gone this long without a
 * failed asset: a page whose screen loads but whose other chunk (the journeys' services) fails
 * would otherwise reset the count on every reload and never reach the cap.
 */
export const PRELOAD_RECOVERY_SETTLE_MS = 5_000;

let onChunkLoaded: (() => void) | undefined;

/** A lazy route chunk loaded: once the page has settled, the next failure counts from zero. */
export function notifyRouteChunkLoaded(): void {
  onChunkLoaded?.();
}

/**
 * What a load waits for when its chunk resolved to nothing: that chunk's failure asked for a
 * reload (below), which is under way, so the page is going away; settling would fail the route
 * or show a screen on the way out.
 */
export function untilThePageReloads(): Promise<never> {
  return new Promise<never>(() => {});
}

/**
 * "If a preload of a page asset fails, the page reloads, at most 3 times" (core's policy).
 * Below the cap the event is cancelled and the page reloads; at the cap the failure is handed to
 * `onGiveUp` (error reporting) and goes on to the route's error screen. Returns the uninstall.
 */
export function installPreloadRecovery(options: PreloadRecoveryInstallOptions): () => void {
  const recovery = createPreloadRecovery(
    options.storage,
    options.cap === undefined ? {} : { cap: options.cap },
  );
  // Once this page asked for a reload it is going away: Vite reports a failed chunk once per
  // failed preload and once more for the import, and a prevented import resolves to nothing
  // (which the lazy screen would take for a load). Neither may count or reset the count,
  // or one failure would use several reloads, or the cap would never be reached.
  let reloadRequested = false;
  let settle: ReturnType<typeof setTimeout> | undefined;
  const listener = (event: Event): void => {
    clearTimeout(settle); // a failure on this page: it has not settled
    if (reloadRequested) {
      event.preventDefault();
      return;
    }
    const decision = recovery.onPreloadError();
    if (decision === 'reload') {
      options.logger.warn('A page asset failed to load; reloading', {
        reloads: recovery.reloadsSoFar(),
      });
      event.preventDefault();
      reloadRequested = true;
      options.reload();
    } else {
      options.logger.error('A page asset failed to load; reload cap reached', {
        reloads: recovery.reloadsSoFar(),
      });
      options.onGiveUp?.((event as Event & { readonly payload?: unknown }).payload);
    }
  };
  options.target.addEventListener(PRELOAD_ERROR_EVENT, listener);
  onChunkLoaded = () => {
    if (reloadRequested) return;
    clearTimeout(settle);
    settle = setTimeout(() => {
      if (!reloadRequested) recovery.onLoadSucceeded();
    }, options.settleMs ?? PRELOAD_RECOVERY_SETTLE_MS);
  };
  return () => {
    clearTimeout(settle);
    options.target.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    onChunkLoaded = undefined;
  };
}
