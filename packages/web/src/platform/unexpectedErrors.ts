import type { SessionCore } from '@scanwise/core';

export interface UnexpectedErrorReportingOptions {
  readonly target: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The core's report of an error nothing handled (it waits for the reporting's load). */
  readonly errorReporting: Pick<SessionCore, 'reportUnexpected'>;
  /** The address's path now (reported as its route pattern only). */
  readonly pathname: () => string;
}

/**
 * Reports what nothing else handled through the core's error reporting: an error thrown outside
 * React (the window's `error` event) and a promise rejection nobody caught
 * (`unhandledrejection`). Sentry's own window handlers are off, so each reaches error tracking
 * once and masked. Returns the uninstall.
 */
export function installUnexpectedErrorReporting(
  options: UnexpectedErrorReportingOptions,
): () => void {
  const { target, errorReporting, pathname } = options;
  const onError = (event: Event): void => {
    const error: unknown = (event as ErrorEvent).error;
    errorReporting.reportUnexpected(error ?? (event as ErrorEvent).message, {
      source: 'uncaught-error',
      pathname: pathname(),
    });
  };
  const onRejection = (event: Event): void => {
    errorReporting.reportUnexpected((event as PromiseRejectionEvent).reason, {
      source: 'unhandled-rejection',
      pathname: pathname(),
    });
  };
  target.addEventListener('error', onError);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('error', onError);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}
