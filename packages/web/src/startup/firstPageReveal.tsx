import type { AuthService, AuthState } from '@scanwise/core';
import { createContext, use, useContext, useEffect, useState } from 'react';
import type { FirstPage } from './firstPagePlanOf';
import { STARTUP_CAPS } from './startupCaps';

/**
 * The first page of a visit, shown in one piece (Home's first paint on a phone).
 *
 * When the plan says the first page shows while the session is restored, the NavigationGuard
 * renders it hidden (Activity) meanwhile, then reveals it in a deferred render. A lazy screen suspends the first time it
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

/**
 * Startup has read a stored, unexpired user and the stored member, and only the member's reload
 * is left: a page the plan shows while restoring may be decided as signed in now, with what is
 * known, while the reload runs (anything else waits for the restored session).
 */
export function restoredFromStorage(
  state: AuthState,
  auth: Pick<AuthService, 'isUserExpired'>,
): boolean {
  return (
    state.status === 'restoring' &&
    state.user !== null &&
    !state.partial &&
    state.member !== null &&
    !auth.isUserExpired()
  );
}

/** What the guard does with the first page while the session is restored. */
export interface FirstPageReveal {
  /** Render the page hidden behind the session status, so its code and strings load meanwhile. */
  readonly rendersHidden: boolean;
  /** The page's "I have rendered" (FirstPageReadinessContext); null for any other page. */
  readonly settle: (() => void) | null;
  /** Hold the reveal until this settles (HoldFirstReveal); null when nothing holds it. */
  readonly holdUntil: Promise<void> | null;
}

/**
 * The first page's hidden render and held reveal, for the guard: on the page the visit opened,
 * when the plan shows it while the session is restored and startup was restoring one. The hold
 * is capped from startup (`STARTUP_CAPS.firstRevealMs`), whatever happens meanwhile.
 */
export function useFirstPageReveal(
  firstPage: FirstPage,
  { waitingForSession, redirecting }: { waitingForSession: boolean; redirecting: boolean },
): FirstPageReveal {
  const [readiness] = useState(createFirstPageReadiness);
  const [restoringAtStartup] = useState(waitingForSession);
  const startupPage = restoringAtStartup && firstPage.showing;
  useEffect(() => {
    if (!restoringAtStartup) return undefined;
    const timer = setTimeout(readiness.settle, STARTUP_CAPS.firstRevealMs);
    return () => clearTimeout(timer);
  }, [restoringAtStartup, readiness]);
  const shownWhileRestoring = firstPage.plan.showsWhileRestoring && firstPage.showing;
  return {
    rendersHidden: waitingForSession && shownWhileRestoring,
    settle: startupPage ? readiness.settle : null,
    holdUntil: startupPage && shownWhileRestoring && !redirecting ? readiness.ready : null,
  };
}
