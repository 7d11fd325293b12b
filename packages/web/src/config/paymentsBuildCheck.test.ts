// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build as viteBuild } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MISSING_PUBLISHABLE_KEY_MESSAGE, TEST_MODE_PUBLISHABLE_KEY } from './payments';
import { PAYMENTS_MODULE_ID, paymentsBuildCheck } from './paymentsBuildCheck';

type Hook = (...args: unknown[]) => unknown;

/** Runs the plugin's check as `vite build` does, with these build variables. */
function build(env: Record<string, string>): { warnings: string[]; paymentsModule: unknown } {
  const warnings: string[] = [];
  const plugin = paymentsBuildCheck();
  (plugin.configResolved as Hook)({
    env: { MODE: 'production', ...env },
    logger: { warn: (message: string) => warnings.push(message) },
  });
  const resolved = (plugin.resolveId as Hook)(PAYMENTS_MODULE_ID);
  return { warnings, paymentsModule: (plugin.load as Hook)(resolved) };
}

describe('the production build and its card payments', () => {
  it('fails with a clear message without a publishable key, unless explicitly in test mode', () => {
    expect(paymentsBuildCheck().apply).toBeUndefined(); // the dev server checks too
    expect(() => build({})).toThrow(`The Scanwise build stops: ${MISSING_PUBLISHABLE_KEY_MESSAGE}`);
    expect(() => build({ VITE_PAYMENTS: 'tset' })).toThrow(/VITE_PAYMENTS/);
  });

  it('builds with a key, and says so when a build is in test mode', () => {
    expect(build({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }).warnings).toEqual([]);
    expect(
      build({ VITE_PAYMENTS: 'test', VITE_PLATFORM_URL: 'http://localhost:4760' }).warnings,
    ).toEqual([
      'Card payments in test mode: the emulated Stripe.js of http://localhost:4760, no real charge (VITE_PAYMENTS=test).',
    ]);
  });

  it('hands the app the payments it decided, as a module', () => {
    expect(build({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' }).paymentsModule).toBe(
      'export default {"mode":"live","publishableKey":"pk_live_1","noRealCharge":false};',
    );
    expect(
      build({ VITE_PAYMENTS: 'test', VITE_PLATFORM_URL: 'http://localhost:4760/' }).paymentsModule,
    ).toBe(
      `export default {"mode":"test","publishableKey":"${TEST_MODE_PUBLISHABLE_KEY}","scriptUrl":"http://localhost:4760/stripe/v3","noRealCharge":true};`,
    );
  });

  describe('vite build of the app (vite.config.ts)', () => {
    const saved: Record<string, string | undefined> = {};
    const VARIABLES = ['VITE_PAYMENTS', 'VITE_STRIPE_PUBLISHABLE_KEY'];
    beforeEach(() => {
      for (const name of VARIABLES) {
        saved[name] = process.env[name];
        delete process.env[name];
      }
    });
    afterEach(() => {
      for (const name of VARIABLES) {
        if (saved[name] === undefined) delete process.env[name];
        else process.env[name] = saved[name];
      }
    });

    it('stops before bundling anything when no publishable key is configured', async () => {
      const root = fileURLToPath(new URL('../..', import.meta.url));
      await expect(
        viteBuild({ root, mode: 'production', logLevel: 'silent', build: { write: false } }),
      ).rejects.toThrow(`The Scanwise build stops: ${MISSING_PUBLISHABLE_KEY_MESSAGE}`);
    });
  });
});
