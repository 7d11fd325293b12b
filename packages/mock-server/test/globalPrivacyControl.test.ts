import { beforeEach, describe, expect, it } from 'vitest';
import { restHarness, type RestHarness } from '../src/http/testing';

// "A browser's Global Privacy Control signal is honoured as an opt-out": the browser sends
// `Sec-GPC: 1` with every request, and the platform keeps no server-side conversion for one.

let h: RestHarness;
beforeEach(() => {
  h = restHarness();
});

const purchase = {
  eventName: 'Purchase',
  eventId: 'evt_gpc',
  eventTime: 1_772_000_000,
  eventSourceUrl: 'https://app.example/booking/confirmation',
  actionSource: 'website',
  value: 2_495,
  currency: 'USD',
};

const sendConversion = (headers?: Record<string, string>) =>
  h.call('trackingMetaConversion', '/api/tracking/meta', {
    token: null,
    body: purchase,
    ...(headers ? { headers } : {}),
  });

describe('POST /api/tracking/meta with Global Privacy Control', () => {
  it('a request with Sec-GPC: 1 is answered 204 and records no conversion', async () => {
    const answer = await sendConversion({ 'Sec-GPC': '1' });
    expect(answer.status).toBe(204);
    expect(h.platform.snapshot().conversions).toEqual([]);
  });

  it('without the header (or with any other value) the conversion is recorded', async () => {
    expect((await sendConversion()).status).toBe(204);
    expect((await sendConversion({ 'Sec-GPC': '0' })).status).toBe(204);
    expect(h.platform.snapshot().conversions).toEqual([purchase, purchase]);
  });

  it('a conversion that fails its schema is still refused first (400), signal or not', async () => {
    const answer = await h.call('trackingMetaConversion', '/api/tracking/meta', {
      token: null,
      headers: { 'Sec-GPC': '1' },
      body: { ...purchase, eventName: 'Nope' },
    });
    expect(answer.status).toBe(400);
    expect(h.platform.snapshot().conversions).toEqual([]);
  });
});
