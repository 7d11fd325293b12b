/** The longest a wait for a painted frame lasts (a page in a background tab gets no frames). */
export const AFTER_PAINT_CAP_MS = 1000;

interface IdleScope {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Calls `callback` once what is on screen now has painted, then the main thread is idle: the
 * way to start loading what the first paint does not need (a phone's bandwidth).
 * A frame callback runs before its frame paints and the paint reaches the screen a moment later,
 * so it waits for the frame after next, then for an idle moment (the page's own work first,
 * at most 300 ms). A tab in the background gets no frames: `capMs` calls it anyway.
 * Returns the cancel function.
 */
export function onAfterPaint(callback: () => void, capMs = AFTER_PAINT_CAP_MS): () => void {
  const scope = globalThis as IdleScope;
  let called = false;
  const call = (): void => {
    if (called) return;
    called = true;
    cancel();
    callback();
  };
  let idle: number | undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      if (scope.requestIdleCallback) idle = scope.requestIdleCallback(call, { timeout: 300 });
      else call();
    });
  });
  const cap = setTimeout(call, capMs);
  function cancel(): void {
    cancelAnimationFrame(frame);
    if (idle !== undefined) scope.cancelIdleCallback?.(idle);
    clearTimeout(cap);
  }
  return () => {
    called = true;
    cancel();
  };
}

/** {@link onAfterPaint} as a promise (it cannot be cancelled). */
export function afterPaint(capMs?: number): Promise<void> {
  return new Promise((resolve) => onAfterPaint(resolve, capMs));
}
