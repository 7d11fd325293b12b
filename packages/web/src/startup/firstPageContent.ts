import { createContext, useContext, useEffect } from 'react';
import type { FirstPaint } from './idleScheduler';

/**
 * Startup's first-paint scheduler (main.tsx provides it; null in tests and stories, where
 * nothing waits): a first page whose main content comes after its paint says when it is on
 * screen, and what that page does not need (the idle warning's dialog) waits for it.
 */
export const FirstPageContentContext = createContext<Pick<
  FirstPaint,
  'contentShown' | 'whenIdle'
> | null>(null);

/** Tells startup the page's main content is on screen once `shown` is true (after the commit). */
export function useFirstPageContentShown(shown: boolean): void {
  const contentShown = useContext(FirstPageContentContext)?.contentShown;
  useEffect(() => {
    if (shown) contentShown?.();
  }, [shown, contentShown]);
}

/** Startup's `whenIdle`: runs a load the page does not need once it is done (at once without it). */
export function useWhenIdle(): (task: () => void) => void {
  return useContext(FirstPageContentContext)?.whenIdle ?? runNow;
}

const runNow = (task: () => void): void => task();
