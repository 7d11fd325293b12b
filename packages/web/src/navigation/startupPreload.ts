import type { ScanwiseScreenKey } from '@scanwise/core';
import { loadAreaStrings } from '../i18n/areaStrings';

/**
 * What a first page needs besides the entry, fetched as soon as startup finds a stored session
 * on it, beside the session restore instead of after it (Home's first paint on a phone, issue
 * 5). The same modules and string areas as its lazy screen (app/routeScreens.tsx): the browser
 * fetches each module once, so the lazy screen then finds it loaded. A failure here is left to
 * the lazy screen, which reports it on its route.
 */
const STARTUP_PRELOADS: Partial<Record<ScanwiseScreenKey, () => Promise<unknown>>> = {
  Home: () =>
    Promise.all([
      import('../screens/dashboard/HomeScreen'),
      loadAreaStrings(['dashboard', 'appointments']),
    ]),
};

/** Starts fetching a first page's chunk and strings (nothing for a screen without an entry). */
export function preloadStartupScreen(screen: ScanwiseScreenKey | null | undefined): void {
  const preload = screen ? STARTUP_PRELOADS[screen] : undefined;
  void preload?.().catch(() => undefined);
}
