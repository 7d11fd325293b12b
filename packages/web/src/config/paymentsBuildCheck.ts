// The build's check of its payments, and the payments it hands to the app: loaded by
// vite.config.ts in plain Node (no workspace imports).
import type { Plugin } from 'vite';
import {
  PaymentsConfigError,
  paymentsSetupFromEnv,
  type PaymentsEnv,
  type PaymentsSetup,
} from './payments.ts';
import { platformUrlOf } from './platformUrl.ts';

/** The module through which the app reads the payments its build decided (src/main.tsx). */
export const PAYMENTS_MODULE_ID = 'virtual:scanwise/payments';
const RESOLVED_PAYMENTS_MODULE_ID = `\0${PAYMENTS_MODULE_ID}`;

/**
 * Fails a build (and the dev server) that cannot take a card: no publishable key and no explicit
 * test mode (VITE_PAYMENTS=test), so nothing switches to test mode by itself. Prints which mode a
 * build takes, so a test-mode bundle is never mistaken for a live one. The app reads the payments
 * decided here from {@link PAYMENTS_MODULE_ID}, so the rules and their messages stay in Node and
 * out of the first page's code.
 */
export function paymentsBuildCheck(): Plugin {
  let payments: PaymentsSetup | undefined;
  return {
    name: 'scanwise:payments-check',
    configResolved(config) {
      const env = config.env as PaymentsEnv;
      const platformUrl = platformUrlOf(env);
      try {
        payments = paymentsSetupFromEnv(env, platformUrl);
      } catch (error) {
        if (error instanceof PaymentsConfigError) {
          throw new Error(`The Scanwise build stops: ${error.message}`, { cause: error });
        }
        throw error;
      }
      if (payments.mode === 'test') {
        config.logger.warn(
          `Card payments in test mode: the emulated Stripe.js of ${platformUrl}, no real charge (VITE_PAYMENTS=test).`,
        );
      }
    },
    resolveId(id) {
      return id === PAYMENTS_MODULE_ID ? RESOLVED_PAYMENTS_MODULE_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_PAYMENTS_MODULE_ID) return undefined;
      return `export default ${JSON.stringify(payments)};`;
    },
  };
}
