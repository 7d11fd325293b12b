import { startTransition, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import { onAfterPaint } from './idleScheduler';

export interface AfterFirstPaintProps {
  /** Render the children at once (what they need is already there). */
  readonly ready?: boolean;
  /** What stands in their place until the page has painted. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Renders `fallback` until the page around it has painted once, then `children`: what the
 * children load (Home's live lists: the journeys' chunk, the hubs, the member calls) starts after
 * the first paint instead of competing with it for a phone's bandwidth (Lighthouse on a phone).
 * Effects do not run while the page is rendered hidden at startup (firstPageReveal.tsx), so the
 * wait starts once it is on screen (idleScheduler.ts).
 */
export function AfterFirstPaint({
  ready = false,
  fallback,
  children,
}: AfterFirstPaintProps): ReactElement {
  const [painted, setPainted] = useState(ready);
  useEffect(() => {
    if (painted) return undefined;
    // A transition: React renders what comes in slices between the member's taps rather than in
    // one long task, and keeps the fallback on screen while the children's code loads.
    return onAfterPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return <>{painted ? children : fallback}</>;
}
