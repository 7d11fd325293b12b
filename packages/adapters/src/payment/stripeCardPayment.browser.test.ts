import { describe, expect, it } from 'vitest';
import { createStripeCardPayment } from './stripeCardPayment';

describe('Stripe adapter in Chromium, offline', () => {
  it('the pure loader rejects (no network) and the adapter answers unavailable, quickly', async () => {
    const debug: string[] = [];
    const payment = createStripeCardPayment({
      publishableKey: 'pk_test_offline',
      loadTimeoutMs: 5_000,
      logger: {
        debug: (message) => debug.push(message),
        info: () => undefined,
        warn: () => undefined,
        error: () => undefined,
      },
    });
    const started = performance.now();
    const result = await payment.confirmCardPayment('pi_1_secret_2', { card: {} });
    expect(result).toMatchObject({ status: 'unavailable' });
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(debug).toContain('Stripe.js could not load');
  });

  it('without a key it is unavailable without loading anything', async () => {
    const payment = createStripeCardPayment({ publishableKey: undefined });
    await expect(payment.preload()).resolves.toBeNull();
    await expect(payment.confirmCardPayment('pi_1_secret_2', { card: {} })).resolves.toMatchObject({
      status: 'unavailable',
    });
  });

  it('a loader that never settles is cut by the timeout', async () => {
    const payment = createStripeCardPayment({
      publishableKey: 'pk_test_x',
      loadTimeoutMs: 50,
      load: () => new Promise(() => undefined),
    });
    await expect(payment.preload()).resolves.toBeNull();
  });
});
