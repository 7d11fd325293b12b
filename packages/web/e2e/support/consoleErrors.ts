import { test as gated, expect } from './test';

// The payment journeys' name for the console gate (support/test.ts, which every spec runs under):
// `consoleErrors.allow(pattern)` is `allowConsole(pattern)`. The browser's own "Failed to load
// resource" lines (Stripe's refusals among them) are ignored by the gate itself.

export interface ConsoleErrors {
  /** Allows the console errors matching `pattern` for the rest of the test. */
  allow(pattern: RegExp): void;
}

/** The browser's own console line for a response with an error status from `path`. */
export const failedResource = (path: RegExp): RegExp =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of \\d+ .*\\(https?://[^/]+${path.source}\\)$`,
  );

export const test = gated.extend<{ consoleErrors: ConsoleErrors }>({
  // The console gate (support/test.ts) checks every message; this names its allowance as the
  // payment journeys call it.
  consoleErrors: async ({ allowConsole }, provide) => {
    await provide({ allow: (pattern) => allowConsole(pattern) });
  },
});

export { expect };
