import { describe, expect, it } from 'vitest';
import { PaymentIntentRegistry } from './paymentIntents';

const NOW = new Date('2026-11-25T12:00:00Z');
const card = (number: string) => ({ number, expMonth: 12, expYear: 2034, cvc: '123' });

function setup() {
  let serial = 0;
  const registry = new PaymentIntentRegistry({
    randomToken: () => `t${(serial += 1)}`,
    now: () => NOW,
  });
  const intent = registry.create(4990, 'USD', { chargeId: 'charge-1' });
  return { registry, intent };
}

describe('the emulated PaymentIntents', () => {
  it('creates an intent waiting for a card, with a client secret of its own', () => {
    const { registry, intent } = setup();
    expect(intent).toEqual({ id: 'pi_t1', clientSecret: 'pi_t1_secret_t2' });
    expect(registry.status(intent.id)).toBe('requires_payment_method');
    expect(registry.metadata(intent.id)).toEqual({ chargeId: 'charge-1' });
    expect(registry.serverView(intent.id)).toMatchObject({ amount: 4990, currency: 'usd' });
    expect(registry.status('pi_unknown')).toBeUndefined();
    expect(() => registry.create(0, 'usd')).toThrow(RangeError);
  });

  it('4242 succeeds once; a second confirmation is refused with the intent', () => {
    const { registry, intent } = setup();
    const paid = registry.confirm(intent.id, intent.clientSecret, card('4242424242424242'), NOW);
    expect(paid).toMatchObject({ ok: true, paymentIntent: { id: intent.id, status: 'succeeded' } });
    expect(registry.status(intent.id)).toBe('succeeded');
    expect(
      registry.confirm(intent.id, intent.clientSecret, card('4242424242424242'), NOW),
    ).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { code: 'payment_intent_unexpected_state', payment_intent: { status: 'succeeded' } },
    });
  });

  it('a decline answers 402 with the card error and the intent, which waits for another card', () => {
    const { registry, intent } = setup();
    const declined = registry.confirm(
      intent.id,
      intent.clientSecret,
      card('4000000000009995'),
      NOW,
    );
    expect(declined).toMatchObject({
      ok: false,
      httpStatus: 402,
      error: {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
        payment_intent: {
          id: intent.id,
          status: 'requires_payment_method',
          last_payment_error: { decline_code: 'insufficient_funds' },
        },
      },
    });
    const paid = registry.confirm(intent.id, intent.clientSecret, card('4242424242424242'), NOW);
    expect(paid).toMatchObject({
      ok: true,
      paymentIntent: { status: 'succeeded', last_payment_error: null },
    });
  });

  it('an expired card details check comes before the test-card outcome', () => {
    const { registry, intent } = setup();
    const answer = registry.confirm(
      intent.id,
      intent.clientSecret,
      { ...card('4242424242424242'), expYear: 2020 },
      NOW,
    );
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'invalid_expiry_year', param: 'exp_year' },
    });
    expect(registry.status(intent.id)).toBe('requires_payment_method');
  });

  it('a 3-D Secure card asks for authentication; Complete pays', () => {
    const { registry, intent } = setup();
    expect(
      registry.confirm(intent.id, intent.clientSecret, card('4000002760003184'), NOW),
    ).toMatchObject({
      ok: true,
      paymentIntent: { status: 'requires_action', next_action: { type: 'use_stripe_sdk' } },
    });
    expect(registry.authenticate(intent.id, intent.clientSecret, 'complete')).toMatchObject({
      ok: true,
      paymentIntent: { status: 'succeeded', next_action: null },
    });
    expect(registry.status(intent.id)).toBe('succeeded');
  });

  it("a failed challenge leaves the intent for another card, with Stripe's authentication error", () => {
    const { registry, intent } = setup();
    registry.confirm(intent.id, intent.clientSecret, card('4000002760003184'), NOW);
    expect(registry.authenticate(intent.id, intent.clientSecret, 'fail')).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: {
        type: 'invalid_request_error',
        code: 'payment_intent_authentication_failure',
        message:
          'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
      },
    });
    expect(registry.status(intent.id)).toBe('requires_payment_method');
    expect(registry.authenticate(intent.id, intent.clientSecret, 'complete')).toMatchObject({
      ok: false,
      error: { code: 'payment_intent_unexpected_state' },
    });
    expect(
      registry.confirm(intent.id, intent.clientSecret, card('4242424242424242'), NOW),
    ).toMatchObject({
      ok: true,
    });
  });

  it('refuses an unknown intent and a client secret of another intent', () => {
    const { registry, intent } = setup();
    const other = registry.create(100, 'usd');
    expect(
      registry.confirm('pi_nope', intent.clientSecret, card('4242424242424242'), NOW),
    ).toMatchObject({
      ok: false,
      httpStatus: 404,
      error: { code: 'resource_missing' },
    });
    expect(
      registry.confirm(intent.id, other.clientSecret, card('4242424242424242'), NOW),
    ).toMatchObject({
      ok: false,
      httpStatus: 400,
      error: { code: 'payment_intent_invalid_parameter', param: 'client_secret' },
    });
    expect(registry.status(intent.id)).toBe('requires_payment_method');
  });

  it('never answers with the card details it was given', () => {
    const { registry, intent } = setup();
    const answers = [
      registry.confirm(intent.id, intent.clientSecret, card('4000000000000002'), NOW),
      registry.confirm(intent.id, intent.clientSecret, card('4242424242424242'), NOW),
    ];
    for (const answer of answers) {
      const text = JSON.stringify(answer);
      expect(text).not.toContain('4000000000000002');
      expect(text).not.toContain('4242424242424242');
    }
  });
});
