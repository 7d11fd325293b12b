import { useSyncExternalStore } from 'react';

const noSubscription = (): (() => void) => () => undefined;

/**
 * False in the render that hydrates a prerendered page (and in the build's render of it), true in
 * every other render: React renders again at once after hydrating. What a prerendered page shows
 * only from this browser's own state (a remembered offer) waits for it, so the hydrating render
 * is the build's, node for node (docs/adr/0115-prerendered-public-pages.md).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
