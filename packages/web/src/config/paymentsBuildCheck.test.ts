// @vitest-environment node
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { MISSING_PUBLISHABLE_KEY_MESSAGE } from './payments';
import { paymentsBuildCheck } from './paymentsBuildCheck';

/** Runs the plugin's check as `vite build` does, with these build variables. */
function build(env: Record<string, string>): string[] {
  const warnings: string[] = [];
  const plugin = paymentsBuildCheck();
  const hook = plugin.configResolved as (config: ResolvedConfig) => void;
  hook({
    env: { MODE: 'production', ...env },
    logger: { warn: (message: string) => warnings.push(message) },
  } as unknown as ResolvedConfig);
  return warnings;
}

describe('the production build and its card payments', () => {
  it('fails with a clear message without a publishable key, unless explicitly in test mode', () => {
    expect(paymentsBuildCheck().apply).toBe('build');
    expect(() => build({})).toThrow(`The Scanwise build stops: ${MISSING_PUBLISHABLE_KEY_MESSAGE}`);
    expect(() => build({ VITE_PAYMENTS: 'tset' })).toThrow(/VITE_PAYMENTS/);
  });

  it('builds with a key, and says so when a build is in test mode', () => {
    expect(build({ VITE_STRIPE_PUBLISHABLE_KEY: 'pk_live_1' })).toEqual([]);
    expect(build({ VITE_PAYMENTS: 'test', VITE_PLATFORM_URL: 'http://localhost:4760' })).toEqual([
      'Card payments in test mode: the emulated Stripe.js of http://localhost:4760, no real charge (VITE_PAYMENTS=test).',
    ]);
  });
});
