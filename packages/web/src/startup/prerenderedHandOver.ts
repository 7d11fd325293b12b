import { useEffect, type ReactNode } from 'react';
import { APP_RENDERED_EVENT } from '../prerender/beforeHydration';

/**
 * Wraps the routed page (it renders nothing of its own, so a hydrated page's markup and ids are
 * the build's): once the page's first render is committed, after every effect of the page (its
 * forms' subscriptions), tells a prerendered page's script that the app owns the page, so what the
 * visitor typed, chose and pressed before is handed to it (src/prerender/beforeHydration.ts).
 * Later renders and pages tell nothing (the script listens once).
 */
export function HandsOverThePrerenderedPage({
  children,
}: {
  readonly children: ReactNode;
}): ReactNode {
  useEffect(() => {
    document.dispatchEvent(new Event(APP_RENDERED_EVENT));
  }, []);
  return children;
}
