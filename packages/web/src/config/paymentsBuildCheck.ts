// The build's check of its payments: loaded by vite.config.ts in plain Node (no workspace imports).
import type { Plugin } from 'vite';
import { PaymentsConfigError, paymentsSetupFromEnv, type PaymentsEnv } from './payments';

const LOCAL_PLATFORM_URL = 'http://localhost:4000';

/**
 * Fails a build that cannot take a card: no publishable key and no explicit test mode
 * (VITE_PAYMENTS=test), so nothing switches to test mode by itself. Prints which mode a build
 * takes, so a test-mode bundle is never mistaken for a live one.
 */
export function paymentsBuildCheck(): Plugin {
  return {
    name: 'scanwise:payments-check',
    apply: 'build',
    configResolved(config) {
      const env = config.env as PaymentsEnv;
      const platformUrl =
        typeof env['VITE_PLATFORM_URL'] === 'string' && env['VITE_PLATFORM_URL'].trim() !== ''
          ? env['VITE_PLATFORM_URL'].trim()
          : LOCAL_PLATFORM_URL;
      try {
        const payments = paymentsSetupFromEnv(env, platformUrl);
        if (payments.mode === 'test') {
          config.logger.warn(
            `Card payments in test mode: the emulated Stripe.js of ${platformUrl}, no real charge (VITE_PAYMENTS=test).`,
          );
        }
      } catch (error) {
        if (error instanceof PaymentsConfigError) {
          throw new Error(`The Scanwise build stops: ${error.message}`, { cause: error });
        }
        throw error;
      }
    },
  };
}
