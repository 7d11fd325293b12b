import { act } from '@testing-library/react';
import { startTransition, useLayoutEffect, useSyncExternalStore, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  heldRead,
  holdSnapshots,
  ReleaseHeldSnapshotsOnCommit,
  releaseHeldSnapshots,
} from './heldSnapshots';

/** A store as the hooks bind one: a snapshot and a subscription. */
function createStore(initial: string) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    getSnapshot: () => value,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    set(next: string) {
      value = next;
      for (const listener of [...listeners]) listener();
    },
  };
}

describe('heldSnapshots (the first render reads each store once)', () => {
  afterEach(() => {
    releaseHeldSnapshots();
    vi.useRealTimers();
  });

  it('reads the live snapshot through the same function when nothing is held', () => {
    const store = createStore('restoring');
    expect(heldRead(store.getSnapshot)).toBe(store.getSnapshot);
  });

  it('gives the value first read while held, and the live one once released', () => {
    const store = createStore('restoring');
    holdSnapshots(1000);
    const read = heldRead(store.getSnapshot);
    expect(read()).toBe('restoring');
    store.set('signedIn');
    expect(read()).toBe('restoring');
    // Another reader of the same store during the hold sees what the render saw.
    expect(heldRead(store.getSnapshot)()).toBe('restoring');
    releaseHeldSnapshots();
    expect(read()).toBe('signedIn');
  });

  it('lets go by itself past its cap', () => {
    vi.useFakeTimers();
    const store = createStore('restoring');
    holdSnapshots(1000);
    const read = heldRead(store.getSnapshot);
    expect(read()).toBe('restoring');
    store.set('signedIn');
    vi.advanceTimersByTime(1000);
    expect(read()).toBe('signedIn');
  });

  it('commits the first render with what it read, then re-renders with what changed meanwhile', () => {
    const store = createStore('restoring');
    const committed: string[] = [];
    function Status(): ReactElement {
      const read = heldRead(store.getSnapshot);
      const status = useSyncExternalStore(store.subscribe, read, read);
      useLayoutEffect(() => {
        committed.push(status);
      }, [status]);
      return <p>{status}</p>;
    }
    // Rendered after Status in the same render: the member's reload answers meanwhile.
    function AnswerArrives(): null {
      store.set('signedIn');
      return null;
    }
    const container = document.createElement('div');
    const root = createRoot(container);
    holdSnapshots(1000);
    act(() => {
      startTransition(() =>
        root.render(
          <>
            <ReleaseHeldSnapshotsOnCommit />
            <Status />
            <AnswerArrives />
          </>,
        ),
      );
    });
    // Without the hold React would have thrown the render away and committed 'signedIn' only.
    expect(committed).toEqual(['restoring', 'signedIn']);
    expect(container.textContent).toBe('signedIn');
    act(() => root.unmount());
  });
});
