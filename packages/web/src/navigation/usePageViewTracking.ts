import type { NavigationDecision } from '@scanwise/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { locationTarget } from './useSafeNavigate';

/**
 * A page view per route change the guard lets through (core sends the route pattern, never ids;
 * the first page's wait in order for the reporting's load); a route that asks for it (home)
 * scrolls to the top. A screen's step at the same address (a history entry of its own,
 * navigation/stepHistory.ts) is the same page: no page view, no scroll.
 */
export function usePageViewTracking(decision: NavigationDecision): void {
  const location = useLocation();
  const core = useService(TOKENS.sessionCore);
  const trackedPage = useRef<string | null>(null);
  const page = locationTarget(location);
  useEffect(() => {
    if (decision.kind !== 'proceed' || trackedPage.current === page) return;
    trackedPage.current = page;
    core.pageView(location.pathname);
    if (decision.match.route.scrollToTop) window.scrollTo({ top: 0, left: 0 });
  }, [decision, page, location.pathname, core]);
}
