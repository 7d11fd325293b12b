import { describe, expect, it } from 'vitest';
import { createLoneCrossTabChannel, createNodeAdapters } from './nodeAdapters';

describe('Node preset', () => {
  it('a process has no other tabs: the lone channel sends nowhere and never receives', () => {
    const channel = createLoneCrossTabChannel();
    const received: unknown[] = [];
    channel.messages$.subscribe((message) => received.push(message));
    channel.post('nobody');
    channel.close();
    expect(received).toEqual([]);
  });

  it('wires memory storage, undici, the offline cards, no-op third parties and no tabs', async () => {
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
    // One process has no other tabs: no channel, so the core's multi-tab handoff stays off.
    expect('broadcast' in adapters).toBe(false);
    await expect(
      adapters.http.send({ method: 'GET', url: 'http://127.0.0.1:9/', headers: {} }),
    ).rejects.toMatchObject({ code: 'network_error' });
    await adapters.dispose();
  });
});
