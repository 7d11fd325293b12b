import { describe, expect, it } from 'vitest';
import { CARD_FIELD_NEEDS_A_PAGE_MESSAGE } from '../payment/unavailableCardPayment';
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

  it('wires memory storage, undici, no card payments, no-op third parties and no tabs', async () => {
    const adapters = createNodeAdapters({ platformUrl: 'http://127.0.0.1:9', logLevel: 'silent' });
    adapters.storage.local.setItem('k', 'v');
    expect(adapters.storage.local.getItem('k')).toBe('v');
    expect(adapters.storage.session.getItem('k')).toBeNull();
    // Card details go into the provider's field in a browser page only.
    await expect(adapters.payment.mountCardField(null)).resolves.toEqual({
      status: 'unavailable',
      message: CARD_FIELD_NEEDS_A_PAGE_MESSAGE,
    });
    // One process has no other tabs: no channel, so the core's multi-tab handoff stays off.
    expect('broadcast' in adapters).toBe(false);
    await expect(
      adapters.http.send({ method: 'GET', url: 'http://127.0.0.1:9/', headers: {} }),
    ).rejects.toMatchObject({ code: 'network_error' });
    await adapters.dispose();
  });
});
