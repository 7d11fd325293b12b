import type { ErrorReportingPort } from '@scanwise/core';

/**
 * The quiet reporter used without a DSN: it drops everything. A module of its own, so the presets
 * that fall back to it (Node, a browser without a DSN) never load the Sentry library.
 */
export const noopErrorReporting: ErrorReportingPort = {
  captureException: () => undefined,
  addBreadcrumb: () => undefined,
  setTag: () => undefined,
  setUser: () => undefined,
};
