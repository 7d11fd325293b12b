import type { ErrorReportingPort } from '@scanwise/core';

/**
 * Runs `task` once the browser is idle (requestIdleCallback, at most `timeoutMs` later), or on
 * the next task where there is no idle callback (Safari, Node).
 */
export function onIdle(task: () => void, timeoutMs = 2_000): void {
  const scope = globalThis as {
    requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  };
  if (typeof scope.requestIdleCallback === 'function') {
    scope.requestIdleCallback(task, { timeout: timeoutMs });
  } else {
    setTimeout(task, 0);
  }
}

/**
 * Runs `task` at the first idle moment after `after` has settled, fulfilled or not (a failed
 * first page must not keep the error reporter or the sign-in library away); without `after`, at
 * the first idle moment.
 */
export function onIdleAfter(after: PromiseLike<unknown> | undefined, task: () => void): void {
  if (after === undefined) {
    onIdle(task);
    return;
  }
  const idle = (): void => onIdle(task);
  Promise.resolve(after).then(idle, idle);
}

/** {@link onIdleAfter} as a promise. */
export function whenIdleAfter(after: PromiseLike<unknown> | undefined): Promise<void> {
  return new Promise((resolve) => onIdleAfter(after, resolve));
}

/** The window events an uncaught error arrives by. */
export interface ErrorEventTarget {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
}

/**
 * Until the error reporting library installs its own global handlers, uncaught errors and
 * unhandled rejections go to `reporting` (the queueing port keeps them). Returns the function
 * that removes the listeners (call it once the library has loaded).
 */
export function captureEarlyErrors(
  target: ErrorEventTarget,
  reporting: Pick<ErrorReportingPort, 'captureException'>,
): () => void {
  const onError = (event: Event): void => {
    const { error, message } = event as { error?: unknown; message?: string };
    reporting.captureException(error ?? new Error(message ?? 'Uncaught error'), {
      mechanism: 'onerror',
    });
  };
  const onRejection = (event: Event): void => {
    reporting.captureException((event as PromiseRejectionEvent).reason, {
      mechanism: 'onunhandledrejection',
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
