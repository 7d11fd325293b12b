import type { ScanwiseScreenKey } from '@scanwise/core';
import type { ScanwiseContainer } from '../composition/sessionContainer';
import { TOKENS, type ServiceToken } from '../composition/tokens';

type Services = Pick<ScanwiseContainer, 'available' | 'get'>;

/**
 * What the first render of a screen the build prerenders (src/prerender) reads beyond its address,
 * so startup hydrates its markup only when that render is the build's
 * (docs/adr/0115-prerendered-public-pages.md):
 * - `services`: the services it reads that load on demand (the journeys'); startup waits for them
 *   (and the screen's code) before it hydrates, so hydration never waits half-way through the page,
 *   and the build renders with them loaded the same way.
 * - `query`: the query parameters that change it (a prefilled field); the build renders without
 *   them, so an address that carries one is rendered afresh.
 * - `settledSession`: it renders differently while the session restores (a loading state), so
 *   startup waits for the session to settle before it hydrates.
 * - `asBuilt`: read once those are there: whether this visitor's state (kept in this browser) is
 *   the build's, a first visit's; otherwise the page is rendered afresh.
 * - `paintedOnly`: the page is never hydrated: the build paints what every visit shows first (an
 *   offer's claim: its frame, heading and loading status, rendered with a link's query), and the
 *   app renders the visitor's own over it once its code and services are there, so what shows
 *   between is the same page, not the route's loading fallback.
 */
export interface PrerenderedScreen {
  readonly services: readonly ServiceToken<unknown>[];
  readonly query: readonly string[];
  readonly settledSession?: boolean;
  readonly asBuilt?: (services: Pick<ScanwiseContainer, 'get'>) => boolean;
  readonly paintedOnly?: boolean;
}

/** The screens of the prerendered pages (src/prerender/prerenderedPages.ts lists their addresses). */
export const PRERENDERED_SCREENS: Partial<Record<ScanwiseScreenKey, PrerenderedScreen>> = {
  SignIn: { services: [], query: [] },
  Join: { services: [TOKENS.signUp, TOKENS.offer], query: [] },
  ForgotPassword: { services: [TOKENS.passwordReset], query: ['email'] },
  // The link's e-mail and code go into its fields after the hydrating render (the screen reads
  // them then), so the query changes nothing the build rendered.
  'ForgotPassword/Change': { services: [TOKENS.passwordReset], query: [] },
  'ForgotPassword/Confirm': { services: [], query: [] },
  // The heart health check's introduction, for a visitor signed out with nothing answered in this
  // tab (the draft in session storage resumes at its question; a member's saved answers load).
  'CAT Questionnaire': {
    services: [TOKENS.cat],
    query: [],
    settledSession: true,
    // An untouched draft: at the introduction with no answer kept (any kept answer, even one the
    // questions no longer ask, renders afresh: the safe side, and no questionnaire code at startup).
    asBuilt: (services) => {
      const { draft } = services.get(TOKENS.cat).getSnapshot();
      return (
        services.get(TOKENS.auth).getSnapshot().status === 'signedOut' &&
        draft.step === 0 &&
        Object.keys(draft.answers).length === 0
      );
    },
  },
  // The heart check's results: the render that hydrates is their loading state, whatever this tab
  // holds or the session is; the next render shows this tab's answers (or the note with none).
  'CAT Results': { services: [TOKENS.cat], query: [] },
  // An offer's claim, loading its offer (every link carries a code; the offer is the platform's).
  'Signup/ClaimOffer': { services: [TOKENS.offerClaims], query: [], paintedOnly: true },
  'Signup/ClaimOfferSponsored': { services: [TOKENS.offerClaims], query: [], paintedOnly: true },
};

/** Whether the address's query changes the screen's first render from the build's. */
export function queryChangesFirstRender(screen: ScanwiseScreenKey, search: string): boolean {
  const params = new URLSearchParams(search);
  return (PRERENDERED_SCREENS[screen]?.query ?? []).some((name) => params.has(name));
}

/**
 * Settles once the services the screen's first render reads are there (loading them), so the
 * render that hydrates its markup reads them at once; rejects when one failed to load.
 */
export function servicesBeforeHydration(
  container: Pick<ScanwiseContainer, 'available'>,
  screen: ScanwiseScreenKey,
): Promise<void> {
  const services = PRERENDERED_SCREENS[screen]?.services ?? [];
  return Promise.all(services.map((token) => container.available(token))).then(() => undefined);
}

/** Settles once the session is no longer restoring (signed in or out). */
function sessionSettled(container: Pick<ScanwiseContainer, 'get'>): Promise<void> {
  return new Promise((resolve) => {
    const subscription = container.get(TOKENS.auth).state$.subscribe((state) => {
      if (state.status === 'restoring') return;
      resolve();
      queueMicrotask(() => subscription.unsubscribe());
    });
  });
}

export interface HydrationLoadOptions {
  readonly screen: ScanwiseScreenKey;
  /**
   * Whether this visit may render what the build rendered (no query the page reads, no stored
   * session: prerenderedRoot.ts); a visit that cannot is rendered afresh at once, unless the page
   * is painted only.
   */
  readonly mayRenderAsBuilt?: boolean;
  /** Loads a page's code and strings (app/appRoutes). */
  readonly loadPage: (screen: ScanwiseScreenKey) => Promise<unknown> | undefined;
  readonly container: Services;
}

/**
 * Loads what hydrating a prerendered page needs, with no time limit (the page shows from its HTML
 * meanwhile): its screen's code and strings, the services its first render reads and, where it
 * depends on it, the session's settling. True once they are there and the visitor's state is the
 * build's; false otherwise or when a load failed (the app renders afresh, and the route shows a
 * failure). A page painted only is never hydrated: false once its code and services are there.
 */
export async function loadForHydration({
  screen,
  loadPage,
  container,
  mayRenderAsBuilt = true,
}: HydrationLoadOptions): Promise<boolean> {
  const prerendered = PRERENDERED_SCREENS[screen];
  if (!mayRenderAsBuilt && prerendered?.paintedOnly !== true) return false;
  try {
    await Promise.all([
      loadPage(screen),
      servicesBeforeHydration(container, screen),
      prerendered?.settledSession ? sessionSettled(container) : undefined,
    ]);
  } catch {
    return false;
  }
  if (prerendered?.paintedOnly === true) return false;
  return prerendered?.asBuilt?.(container) ?? true;
}
