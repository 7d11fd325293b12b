import { useEffect, useState, type ReactElement, type ReactNode } from 'react';

/** The longest the children wait for frames (a page in a background tab gets none). */
export const AFTER_FIRST_PAINT_CAP_MS = 1000;

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
    const show = (): void => setPainted(true);
    // A frame callback runs before its frame paints, and the paint reaches the screen a moment
    // later: the children wait for the next frame, then for the main thread to be idle (the
    // page's own work first). A tab in the background gets no frames: the cap shows them anyway.
    const scope = globalThis as {
      requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
      cancelIdleCallback?: (handle: number) => void;
    };
    let idle: number | undefined;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        if (scope.requestIdleCallback) idle = scope.requestIdleCallback(show, { timeout: 300 });
        else show();
      });
    });
    const cap = setTimeout(show, AFTER_FIRST_PAINT_CAP_MS);
    return () => {
      cancelAnimationFrame(frame);
      if (idle !== undefined) scope.cancelIdleCallback?.(idle);
      clearTimeout(cap);
    };
  }, [painted]);
  return <>{painted ? children : fallback}</>;
}
