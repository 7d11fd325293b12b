import { createContext, use, useContext } from 'react';

/**
 * The first page of a visit, shown in one piece (Home's first paint on a phone).
 *
 * At startup the NavigationGuard renders the page hidden (Activity) while the session is
 * restored, then reveals it in a deferred render. A lazy screen suspends the first time it
 * renders, even when its chunk is already there; revealed at that moment, the shell would show
 * the route's fallback and React would hold the page back for its 300 ms reveal throttle. So the
 * guard holds the reveal until the hidden page has rendered once (the screen says so while
 * rendering) or a short time has passed, keeping the session status on screen meanwhile.
 */
export interface FirstPageReadiness {
  /** Settles once the page has rendered (hidden) or the hold has timed out. */
  readonly ready: Promise<void>;
  /** Settles `ready` (idempotent). */
  readonly settle: () => void;
}

/** Longest hold of the first reveal, from startup: past it the page shows with its own loading states. */
export const FIRST_PAGE_HOLD_MS = 3000;

export function createFirstPageReadiness(): FirstPageReadiness {
  let resolve: () => void = () => undefined;
  const ready = new Promise<void>((settle) => {
    resolve = settle;
  });
  return {
    ready,
    settle: () => {
      // Marked as React's `use` reads a settled promise, so a render after this one goes on
      // without suspending at all.
      void Object.assign(ready, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

/** The guard's `settle` for the page it is revealing (null elsewhere). */
export const FirstPageReadinessContext = createContext<(() => void) | null>(null);

/**
 * Called while rendering by a screen the guard holds back at startup (Home): the screen has
 * rendered, so its chunk, its strings and the journeys' services are in place and the reveal
 * commits at once. Settling a promise is idempotent, so a repeated render is harmless.
 */
export function useFirstPageRendered(): void {
  useContext(FirstPageReadinessContext)?.();
}

/**
 * Rendered beside the page in the reveal render: suspends until `until` settles. There is no
 * Suspense boundary above it, and the reveal is a deferred (transition) render, so React keeps
 * the current screen (the session status) instead of showing a fallback.
 */
export function HoldFirstReveal({ until }: { readonly until: Promise<void> }): null {
  use(until);
  return null;
}
