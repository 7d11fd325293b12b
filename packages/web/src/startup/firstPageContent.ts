import { createContext, useContext, useEffect } from 'react';

/**
 * Startup's `FirstPaint.contentShown` (main.tsx provides it; null in tests and stories): a first
 * page whose main content comes after its paint says when it is on screen, so the loads it does
 * not need (the card payment, the tag manager, the idle warning) wait for it.
 */
export const FirstPageContentContext = createContext<(() => void) | null>(null);

/** Tells startup the page's main content is on screen once `shown` is true (after the commit). */
export function useFirstPageContentShown(shown: boolean): void {
  const contentShown = useContext(FirstPageContentContext);
  useEffect(() => {
    if (shown) contentShown?.();
  }, [shown, contentShown]);
}
