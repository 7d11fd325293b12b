import { describe, expect, it } from 'vitest';
import { createBrowserAdapters } from './browserAdapters';

describe('browser preset in Chromium', () => {
  it('wires Web Storage, the offline cards without a Stripe key, and quiet third parties', async () => {
    const adapters = createBrowserAdapters({
      platformUrl: 'http://127.0.0.1:9',
      logLevel: 'silent',
    });
    adapters.storage.local.setItem('preset', '1');
    expect(localStorage.getItem('preset')).toBe('1');
    localStorage.removeItem('preset');
    expect(adapters.identity.userStorageKey('G')).toBe(
      'oidc.user:http://127.0.0.1:9/members:scanwise-web:G',
    );
    await expect(
      adapters.payment.confirmCardPayment('pi_7_secret_x', { card: '4242424242424242' }),
    ).resolves.toEqual({ status: 'succeeded', paymentIntentId: 'pi_7' });
    expect(() => adapters.tracking.track({ type: 'pageView', pagePath: '/' })).not.toThrow();
    expect(() => adapters.errorReporting.setTag('roles', 'Member')).not.toThrow();
    adapters.broadcast.close();
    adapters.identity.dispose();
  });
});
