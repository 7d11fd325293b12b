import { describe, expect, it } from 'vitest';
import { createNodeAdapters } from './nodeAdapters';

describe('Node preset', () => {
  it('wires memory storage, undici, the offline cards and no-op third parties', async () => {
    const adapters = createNodeAdapters({ platformUrl: 'http://127.0.0.1:9', logLevel: 'silent' });
    adapters.storage.local.setItem('k', 'v');
    expect(adapters.storage.local.getItem('k')).toBe('v');
    expect(adapters.storage.session.getItem('k')).toBeNull();
    await expect(
      adapters.payment.confirmCardPayment('pi_1_secret_2', { card: '4000000000000002' }),
    ).resolves.toEqual({
      status: 'declined',
      code: 'generic_decline',
      message: 'Your card was declined.',
    });
    const received: unknown[] = [];
    adapters.broadcast.messages$.subscribe((message) => received.push(message));
    adapters.broadcast.post('nobody');
    expect(received).toEqual([]);
    await expect(
      adapters.http.send({ method: 'GET', url: 'http://127.0.0.1:9/', headers: {} }),
    ).rejects.toMatchObject({ code: 'network_error' });
    await adapters.dispose();
  });
});
