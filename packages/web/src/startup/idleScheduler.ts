import { STARTUP_CAPS } from './startupCaps';

interface IdleScope {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
}

/**
 * Calls `callback` at the browser's next idle moment, at most `capMs` later; at once where there
 * is no idle callback (Safari). Returns the cancel function.
 */
export function onIdle(callback: () => void, capMs: number = STARTUP_CAPS.idleMs): () => void {
  const scope = globalThis as IdleScope;
  if (!scope.requestIdleCallback) {
    callback();
    return () => undefined;
  }
  const handle = scope.requestIdleCallback(callback, { timeout: capMs });
  return () => scope.cancelIdleCallback?.(handle);
}

/**
 * Calls `callback` once what is on screen now has painted, then the main thread is idle: the
 * way to start what the first paint does not need (Lighthouse on a phone). A frame callback runs
 * before its frame paints and the paint reaches the screen a moment later, so it waits for the
 * frame after next, then for an idle moment ({@link onIdle}). A tab in the background gets no
 * frames: past `capMs` it calls anyway. Returns the cancel function.
 */
export function onAfterPaint(
  callback: () => void,
  capMs: number = STARTUP_CAPS.paintMs,
): () => void {
  let called = false;
  const call = (): void => {
    if (called) return;
    called = true;
    cancel();
    callback();
  };
  let cancelIdle: () => void = () => undefined;
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      cancelIdle = onIdle(call);
    });
  });
  const cap = setTimeout(call, capMs);
  function cancel(): void {
    cancelAnimationFrame(frame);
    cancelIdle();
    clearTimeout(cap);
  }
  return () => {
    called = true;
    cancel();
  };
}

/** The first page's paint, and the one scheduler of what waits for it. */
export interface FirstPaint {
  /** The first page has been handed to React: its paint is awaited from now on. */
  readonly rendered: () => void;
  /** Settles once the first page has painted and the browser was idle (or the caps passed). */
  readonly painted: Promise<void>;
  /**
   * The first page's main content comes after its first paint (Home's next step needs the
   * member's data): what waits for the page (`whenIdle`) waits for that content too, at most
   * `STARTUP_CAPS.contentMs` past the paint. Called before the first paint; once.
   */
  readonly holdForContent: () => void;
  /** The first page's main content is on screen (a page that holds for it says so; idempotent). */
  readonly contentShown: () => void;
  /**
   * Runs `task` once the first page has painted (and shown its main content, where it holds for
   * it), at an idle moment: what the first page does not need (the sign-in library, the card
   * payment, error reporting, the tag manager, the date formatting of a page without dates)
   * never competes with it for a phone's bandwidth.
   */
  readonly whenIdle: (task: () => void) => void;
}

export function createFirstPaint(): FirstPaint {
  let rendered = false;
  let resolvePainted: () => void = () => undefined;
  const painted = new Promise<void>((resolve) => {
    resolvePainted = resolve;
  });
  let holding = false;
  let resolveContent: () => void = () => undefined;
  const content = new Promise<void>((resolve) => {
    resolveContent = resolve;
  });
  return {
    painted,
    rendered: () => {
      if (rendered) return;
      rendered = true;
      onAfterPaint(resolvePainted);
    },
    holdForContent: () => {
      if (holding) return;
      holding = true;
      void painted.then(() => setTimeout(resolveContent, STARTUP_CAPS.contentMs));
    },
    // The content's paint comes with the next frames, as the first page's does.
    contentShown: () => onAfterPaint(resolveContent),
    whenIdle: (task) => {
      const run = (): void => void onIdle(task, STARTUP_CAPS.idleLoadMs);
      // Without a hold, the content is what the first paint shows.
      void painted.then(() => (holding ? void content.then(run) : run()));
    },
  };
}
