import { useEffect, useState, type ReactElement, type ReactNode } from 'react';

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
 * the first paint instead of competing with it for a phone's bandwidth (issue 5, Lighthouse).
 * Effects do not run while the page is rendered hidden at startup (navigation/firstPageReveal),
 * so the wait starts once it is on screen; a frame later it has painted.
 */
export function AfterFirstPaint({
  ready = false,
  fallback,
  children,
}: AfterFirstPaintProps): ReactElement {
  const [painted, setPainted] = useState(ready);
  useEffect(() => {
    if (painted) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // The frame callback runs before that frame paints; the next task runs after it.
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [painted]);
  return <>{painted ? children : fallback}</>;
}
