import { createHash } from 'node:crypto';
import { Script } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../src/server';
import { paymentIntentStatus } from '../src/stripe';

const WEB = 'http://localhost:5173';
const OTHER = 'https://elsewhere.example';

let running: RunningPlatform;
beforeAll(async () => {
  running = await startPlatform({
    port: 0,
    host: '127.0.0.1',
    webOrigins: [WEB],
    now: () => new Date('2026-11-25T12:00:00Z'),
  });
});
afterAll(() => running.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

async function createIntent(amount = 4990): Promise<{ id: string; client_secret: string }> {
  const response = await fetch(`${running.url}/stripe/v1/payment_intents`, {
    method: 'POST',
    headers: { Authorization: 'Bearer sk_test_emulator' },
    body: form({ amount: String(amount), currency: 'usd', 'metadata[chargeId]': 'c-1' }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: string; client_secret: string };
}

const confirm = (id: string, secret: string, number: string, key = 'pk_test_emulator') =>
  fetch(`${running.url}/stripe/v1/payment_intents/${id}/confirm`, {
    method: 'POST',
    body: form({
      key,
      client_secret: secret,
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': number,
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2034',
      'payment_method_data[card][cvc]': '123',
    }),
  });

describe('the emulated Stripe.js, served by the platform', () => {
  it('serves /stripe/v3 as a classic script, readable cross-origin by the web origins only', async () => {
    const allowed = await fetch(`${running.url}/stripe/v3`, { headers: { Origin: WEB } });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(allowed.headers.get('access-control-allow-origin')).toBe(WEB);
    expect(allowed.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(allowed.headers.get('x-content-type-options')).toBe('nosniff');
    const source = await allowed.text();
    expect(() => new Script(source)).not.toThrow();
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
    const other = await fetch(`${running.url}/stripe/v3/`, { headers: { Origin: OTHER } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it.each([
    ['card', '/stripe/v3/elements-inner-card.html', '/stripe/v3/elements-inner-card.js'],
    ['3-D Secure', '/stripe/v3/three-d-secure.html', '/stripe/v3/three-d-secure.js'],
  ])(
    'the %s frame may be framed by the web origins only, and runs its own script',
    async (_name, page, script) => {
      const response = await fetch(`${running.url}${page}`);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain(`frame-ancestors ${WEB}`);
      expect(policy).not.toContain(OTHER);
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("connect-src 'self'");
      const html = await response.text();
      const style = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
      const hash = createHash('sha256').update(style).digest('base64');
      expect(policy).toContain(`style-src 'sha256-${hash}'`);
      expect(html).toContain(`<script src="${script}"></script>`);
      const code = await fetch(`${running.url}${script}`);
      expect(code.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      const text = await code.text();
      expect(() => new Script(text)).not.toThrow();
    },
  );

  it('the fault controls reach the script, so "Stripe unreachable" can be played', async () => {
    const rule = running.faults.add({ path: '/stripe/v3', status: 503, times: 1 });
    expect((await fetch(`${running.url}/stripe/v3`)).status).toBe(503);
    expect((await fetch(`${running.url}/stripe/v3`)).status).toBe(200);
    running.faults.remove(rule.id);
  });
});

describe('the emulated PaymentIntents API', () => {
  it('creates intents with a secret test key only', async () => {
    const refused = await fetch(`${running.url}/stripe/v1/payment_intents`, {
      method: 'POST',
      headers: { Authorization: 'Bearer pk_test_emulator' },
      body: form({ amount: '100', currency: 'usd' }),
    });
    expect(refused.status).toBe(401);
    const intent = await createIntent();
    expect(intent.client_secret).toMatch(new RegExp(`^${intent.id}_secret_`));
    expect(paymentIntentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('confirms with the publishable key and client secret: 4242 pays, 0002 declines with 402', async () => {
    const declinedIntent = await createIntent();
    const declined = await confirm(
      declinedIntent.id,
      declinedIntent.client_secret,
      '4000000000000002',
    );
    expect(declined.status).toBe(402);
    expect(await declined.json()).toMatchObject({
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        payment_intent: { id: declinedIntent.id, status: 'requires_payment_method' },
      },
    });
    const paid = await confirm(declinedIntent.id, declinedIntent.client_secret, '4242424242424242');
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ id: declinedIntent.id, status: 'succeeded' });
    expect(paymentIntentStatus(declinedIntent.id)).toBe('succeeded');
  });

  it('refuses a live or missing publishable key, and malformed card fields, naming the parameter', async () => {
    const intent = await createIntent();
    expect(
      (await confirm(intent.id, intent.client_secret, '4242424242424242', 'pk_live_x')).status,
    ).toBe(401);
    const malformed = await confirm(intent.id, intent.client_secret, '4242-4242');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({
      error: { type: 'invalid_request_error', param: 'payment_method_data[card][number]' },
    });
    expect(paymentIntentStatus(intent.id)).toBe('requires_payment_method');
  });

  it('3-D Secure: confirm asks for authentication, the challenge answer completes or fails it', async () => {
    const intent = await createIntent();
    const pending = await confirm(intent.id, intent.client_secret, '4000002760003184');
    expect(await pending.json()).toMatchObject({
      status: 'requires_action',
      next_action: { type: 'use_stripe_sdk' },
    });
    const challenge = (outcome: string) =>
      fetch(`${running.url}/stripe/v1/payment_intents/${intent.id}/challenge`, {
        method: 'POST',
        body: form({ key: 'pk_test_emulator', client_secret: intent.client_secret, outcome }),
      });
    const failed = await challenge('fail');
    expect(failed.status).toBe(400);
    expect(await failed.json()).toMatchObject({
      error: { code: 'payment_intent_authentication_failure' },
    });
    await confirm(intent.id, intent.client_secret, '4000002760003184');
    expect(await (await challenge('complete')).json()).toMatchObject({ status: 'succeeded' });
  });

  it('answers CORS preflights of the web origins', async () => {
    const preflight = await fetch(`${running.url}/stripe/v1/payment_intents`, {
      method: 'OPTIONS',
      headers: {
        Origin: WEB,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(WEB);
  });
});
