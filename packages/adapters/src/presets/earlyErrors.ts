import type { ErrorReportingPort } from '@scanwise/core';

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
