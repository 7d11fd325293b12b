import { useLayoutEffect } from 'react';

/**
 * The stores' snapshots the first render reads, held still until its commit.
 *
 * The first render is a transition React renders in slices. A store that changes meanwhile (the
 * member's reload answering, the page's data or an area's strings arriving) fails
 * useSyncExternalStore's consistency check at the render's end, and React renders the whole page
 * again at once, synchronously: the longest task of a member's page load on a phone. While held,
 * each snapshot a render reads is the one first read for that store; from the commit on, the live
 * one is read again, and the components whose store changed meanwhile re-render (React compares
 * the snapshot when it subscribes, after the commit), nothing else.
 */
let held: Map<unknown, unknown> | undefined;

/**
 * Holds the snapshots from now until `releaseHeldSnapshots` (the first commit), at most `capMs`:
 * past it a change does what it did without the hold (a render again at once), never lost.
 */
export function holdSnapshots(capMs: number): void {
  held = new Map();
  setTimeout(releaseHeldSnapshots, capMs);
}

/** Reads the live snapshots again (idempotent). */
export function releaseHeldSnapshots(): void {
  held = undefined;
}

/**
 * The store's `read` as a render should call it: itself when nothing is held (the same function,
 * so React's subscription is untouched), else a read that gives the value first read while the
 * hold lasts and the live value after it.
 */
export function heldRead<T>(read: () => T): () => T {
  return held
    ? () => {
        if (!held) return read();
        if (!held.has(read)) held.set(read, read());
        return held.get(read) as T;
      }
    : read;
}

/** Rendered once in the app's tree: its first commit ends the hold. */
export function ReleaseHeldSnapshotsOnCommit(): null {
  useLayoutEffect(releaseHeldSnapshots, []);
  return null;
}
