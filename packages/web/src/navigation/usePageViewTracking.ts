import type { NavigationDecision } from '@scanwise/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';

/**
 * A page view per route change the guard lets through (core sends the route pattern, never ids;
 * the first page's wait in order for the reporting's load); a route that asks for it (home)
 * scrolls to the top.
 */
export function usePageViewTracking(decision: NavigationDecision): void {
  const location = useLocation();
  const core = useService(TOKENS.sessionCore);
  const trackedKey = useRef<string | null>(null);
  useEffect(() => {
    if (decision.kind !== 'proceed' || trackedKey.current === location.key) return;
    trackedKey.current = location.key;
    core.pageView(location.pathname);
    if (decision.match.route.scrollToTop) window.scrollTo({ top: 0, left: 0 });
  }, [decision, location.key, location.pathname, core]);
}
