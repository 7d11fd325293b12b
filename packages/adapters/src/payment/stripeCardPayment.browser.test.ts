import type { CardElementHandle } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { createStripeCardPayment } from './stripeCardPayment';

describe('Stripe adapter in Chromium, without Stripe', () => {
  it('the pure loader rejects (no network): the card field is unavailable, quickly', async () => {
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
    const scripts: string[] = [];
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof HTMLScriptElement) scripts.push(node.src);
        }
      }
    });
    observer.observe(document.head, { childList: true });
    const started = performance.now();
    const host = document.body.appendChild(document.createElement('div'));
    await expect(payment.mountCardField(host)).resolves.toEqual({
      status: 'unavailable',
      message: 'Card payments are unavailable right now.',
    });
    observer.disconnect();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(debug).toContain('Stripe.js could not load');
    expect(host.childElementCount).toBe(0);
    // Spec section 7: "advanced fraud signals off", on the script Stripe's loader injects.
    expect(scripts[0]).toMatch(/^https:\/\/js\.stripe\.com\/[^?]+\?advancedFraudSignals=false$/);
  });

  it('pays with a card field it mounted only: any other handle is unavailable, with no load', async () => {
    const loads: string[] = [];
    const payment = createStripeCardPayment({
      publishableKey: 'pk_test_x',
      load: (key) => {
        loads.push(key);
        return Promise.resolve(null);
      },
    });
    const stranger = { element: Object.freeze({}) as CardElementHandle };
    const result = await payment.confirmCardPayment('pi_1_secret_2', stranger);
    expect(result).toMatchObject({ status: 'unavailable' });
    expect(loads).toEqual([]);
  });

  it('without a key it is unavailable without loading anything', async () => {
    const payment = createStripeCardPayment({ publishableKey: undefined });
    await expect(payment.preload()).resolves.toBeNull();
    const host = document.createElement('div');
    await expect(payment.mountCardField(host)).resolves.toMatchObject({ status: 'unavailable' });
  });

  it('a loader that never settles is cut by the timeout', async () => {
    const payment = createStripeCardPayment({
      publishableKey: 'pk_test_x',
      loadTimeoutMs: 50,
      load: () => new Promise(() => undefined),
    });
    await expect(payment.preload()).resolves.toBeNull();
  });

  it('mounts into a DOM element only', async () => {
    const payment = createStripeCardPayment({ publishableKey: 'pk_test_x' });
    await expect(payment.mountCardField('#card')).rejects.toThrow(TypeError);
  });
});
