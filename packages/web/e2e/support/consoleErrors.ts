import { test as base, expect } from '@playwright/test';
import { isCspConsoleMessage } from './csp';

// A console error or an uncaught error in the page (its frames included: the card field's) is a
// bug. The `test` exported here fails a test that logged one; a line the test provokes on purpose
// (the browser's own line for a request the platform's faults refused) is allowed by the test
// with `consoleErrors.allow(pattern)`. CSP lines are the CSP checks' (support/csp.ts).

export interface ConsoleErrors {
  /** Allows the console errors matching `pattern` for the rest of the test. */
  allow(pattern: RegExp): void;
}

/**
 * The browser's own line for Stripe's answer to a declined card (402 on confirm) or a failed 3-D
 * Secure challenge (400): Stripe's protocol, logged by the browser with Stripe itself as with its
 * emulator, never by the app. Allowed in every test.
 */
const STRIPE_REFUSAL =
  /^Failed to load resource: the server responded with a status of 40[02] \(.*\) \((https:\/\/api\.stripe\.com|http:\/\/localhost:\d+\/stripe)\/v1\/payment_intents\/[^/]+\/(confirm|challenge)\)$/;

/** The browser's own console line for a response with an error status from `path`. */
export const failedResource = (path: RegExp): RegExp =>
  new RegExp(
    `^Failed to load resource: the server responded with a status of \\d+ .*\\(https?://[^/]+${path.source}\\)$`,
  );

export const test = base.extend<{ consoleErrors: ConsoleErrors }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [STRIPE_REFUSAL];
      page.on('console', (message) => {
        if (message.type() !== 'error' || isCspConsoleMessage(message)) return;
        const where = message.location().url;
        errors.push(where ? `${message.text()} (${where})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use({ allow: (pattern) => allowed.push(pattern) });
      expect(
        errors.filter((line) => !allowed.some((pattern) => pattern.test(line))),
        'console errors during the test',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
