import type { AuthState } from '@scanwise/core';

/**
 * The attribute on #root of a page the build prerendered (src/prerender), naming the address it
 * was rendered for: startup hydrates the markup only on that address (a host may serve the file
 * for another one).
 */
export const PRERENDERED_ROOT_ATTRIBUTE = 'data-prerendered';

/** What startup knows, just before the first render, of the page the build prerendered. */
export interface PrerenderedRootFacts {
  /** #root's prerendered-for address (its attribute), or null when the HTML carries no page. */
  readonly renderedFor: string | null;
  /** The address the visit opened. */
  readonly pathname: string;
  /** The address's query changes the page's first render (a prefilled field: prerenderedScreens). */
  readonly queryChangesRender: boolean;
  /**
   * The page's code and the services its first render reads are there, and the visitor's state
   * kept in this browser is the build's (prerenderedScreens' loadForHydration).
   */
  readonly readyToHydrate: boolean;
  /** The identity port: a signed-in user is stored in this browser. */
  readonly sessionStored: boolean;
  /** The session's state at the first render (what the page's hooks read first). */
  readonly auth: Pick<AuthState, 'status' | 'error' | 'signOutNotice'>;
  /** The history entry's router state (a sign-in notice from a redirect survives a reload). */
  readonly routerState: unknown;
}

/** The address #root of the page was prerendered for (src/prerender), if any. */
export const prerenderedFor = (root: Element): string | null =>
  root.getAttribute(PRERENDERED_ROOT_ATTRIBUTE);

/**
 * Whether the first render hydrates the prerendered markup rather than replacing it: only when it
 * renders what the build rendered, a first visit's page, in one go. The build renders with nothing
 * stored and no query; a member with a stored session, a sign-out notice or failure the session
 * kept, a notice in the history entry or a query the page reads renders differently, so the app
 * renders afresh over the markup (in the same commit: no blank frame) instead of hydrating a
 * mismatch; so does a page whose code or services failed to load (its error shows instead) or
 * whose state in this browser is not the build's (a questionnaire under way).
 */
export function hydratesPrerenderedPage(facts: PrerenderedRootFacts): boolean {
  return (
    facts.renderedFor !== null &&
    facts.renderedFor === facts.pathname &&
    !facts.queryChangesRender &&
    facts.readyToHydrate &&
    !facts.sessionStored &&
    (facts.auth.status === 'restoring' || facts.auth.status === 'signedOut') &&
    facts.auth.error === null &&
    facts.auth.signOutNotice === null &&
    (facts.routerState === null || facts.routerState === undefined)
  );
}
