import type { ScanwiseScreenKey } from '@scanwise/core';
import type { ScanwiseContainer } from '../composition/sessionContainer';
import { TOKENS, type ServiceToken } from '../composition/tokens';

/**
 * What the first render of a screen the build prerenders (src/prerender) reads beyond its address,
 * so startup hydrates its markup only when that render is the build's
 * (docs/adr/0115-prerendered-public-pages.md):
 * - `services`: the services it reads that load on demand (the journeys'); startup waits for them
 *   (and the screen's code) before it hydrates, so hydration never waits half-way through the page,
 *   and the build renders with them loaded the same way.
 * - `query`: the query parameters that change it (a prefilled field); the build renders without
 *   them, so an address that carries one is rendered afresh.
 */
export interface PrerenderedScreen {
  readonly services: readonly ServiceToken<unknown>[];
  readonly query: readonly string[];
}

/** The screens of the prerendered pages (src/prerender/prerenderedPages.ts lists their addresses). */
export const PRERENDERED_SCREENS: Partial<Record<ScanwiseScreenKey, PrerenderedScreen>> = {
  SignIn: { services: [], query: [] },
  Join: { services: [TOKENS.signUp, TOKENS.offer], query: [] },
  ForgotPassword: { services: [TOKENS.passwordReset], query: ['email'] },
  'ForgotPassword/Confirm': { services: [], query: [] },
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

export interface HydrationLoadOptions {
  readonly screen: ScanwiseScreenKey;
  /** Loads a page's code and strings (app/appRoutes). */
  readonly loadPage: (screen: ScanwiseScreenKey) => Promise<unknown> | undefined;
  readonly container: Pick<ScanwiseContainer, 'available'>;
}

/**
 * Loads what hydrating a prerendered page needs, with no time limit (the page shows from its HTML
 * meanwhile): its screen's code and strings and the services its first render reads. True once
 * they are there; false when one failed to load (the app renders afresh and the route shows it).
 */
export function loadForHydration({
  screen,
  loadPage,
  container,
}: HydrationLoadOptions): Promise<boolean> {
  return Promise.all([loadPage(screen), servicesBeforeHydration(container, screen)]).then(
    () => true,
    () => false,
  );
}
