import { describe, expect, it } from 'vitest';
import type { CardElementHandle, CardFieldState } from '../ports';
import { FakeCardPayment, TEST_CARDS, typedTestCard } from './fakeCardPayment';

describe('FakeCardPayment: paying with a typed card', () => {
  it('the success test card pays a pending charge once', async () => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(49900);
    expect(secret).toMatch(/^pi_fake1_secret_/);
    const result = await payment.confirmCardPayment(secret, typedTestCard('4242 4242 4242 4242'));
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: 'pi_fake1' });
    expect(payment.isPaid(secret)).toBe(true);
    expect(
      await payment.confirmCardPayment(secret, typedTestCard(TEST_CARDS.success)),
    ).toMatchObject({
      status: 'declined',
      code: 'payment_intent_unexpected_state',
    });
    expect(payment.attempts).toHaveLength(2);
  });

  it.each([
    [TEST_CARDS.declined, 'card_declined'],
    [TEST_CARDS.insufficientFunds, 'insufficient_funds'],
    [TEST_CARDS.expired, 'expired_card'],
    [TEST_CARDS.incorrectCvc, 'incorrect_cvc'],
    ['4000000000000010', 'incorrect_number'],
  ])('test card %s declines with %s', async (number, code) => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(100);
    const result = await payment.confirmCardPayment(secret, typedTestCard({ number }));
    expect(result).toMatchObject({ status: 'declined', code });
    expect(payment.isPaid(secret)).toBe(false);
  });

  it('an unknown client secret declines; a handle of no card field cannot pay', async () => {
    const payment = new FakeCardPayment();
    expect(
      await payment.confirmCardPayment('pi_x_secret_y', typedTestCard(TEST_CARDS.success)),
    ).toMatchObject({ code: 'resource_missing' });
    const secret = payment.createPendingCharge(100);
    const stranger = { element: Object.freeze({}) as CardElementHandle };
    expect(await payment.confirmCardPayment(secret, stranger)).toMatchObject({
      status: 'unavailable',
    });
    expect(payment.isPaid('nonsense')).toBe(false);
  });

  it('pays a charge another party created once it knows it, and keeps a paid one paid', async () => {
    const payment = new FakeCardPayment();
    const secret = 'pi_platform1_secret_abc';
    payment.acceptPendingCharge(secret, 24900);
    expect(await payment.confirmCardPayment(secret, typedTestCard(TEST_CARDS.success))).toEqual({
      status: 'succeeded',
      paymentIntentId: 'pi_platform1',
    });
    payment.acceptPendingCharge(secret, 24900);
    expect(payment.isPaid(secret)).toBe(true);
  });

  it('an unavailable provider answers unavailable until it is back', async () => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(100);
    payment.setUnavailable('Stripe failed to load');
    expect(await payment.confirmCardPayment(secret, typedTestCard(TEST_CARDS.success))).toEqual({
      status: 'unavailable',
      message: 'Stripe failed to load',
    });
    payment.setUnavailable(null);
    expect(
      (await payment.confirmCardPayment(secret, typedTestCard(TEST_CARDS.success))).status,
    ).toBe('succeeded');
  });

  it('a 3-D Secure card pays when the challenge completes and declines when it fails', async () => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(100);
    payment.setChallengeOutcome('fail');
    expect(
      await payment.confirmCardPayment(secret, typedTestCard(TEST_CARDS.requiresAuthentication)),
    ).toEqual({
      status: 'declined',
      code: 'payment_intent_authentication_failure',
      message:
        'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    });
    payment.setChallengeOutcome('complete');
    expect(
      (await payment.confirmCardPayment(secret, typedTestCard(TEST_CARDS.requiresAuthentication)))
        .status,
    ).toBe('succeeded');
  });
});

describe('FakeCardPayment: the card field', () => {
  async function mounted(payment = new FakeCardPayment()) {
    const mount = await payment.mountCardField('host', { style: { color: '#111' } });
    if (mount.status !== 'mounted') throw new Error('not mounted');
    const states: CardFieldState[] = [];
    mount.field.state$.subscribe((state) => states.push(state));
    return { payment, field: payment.lastField!, element: mount.field.element, states };
  }

  it('mounts a ready, empty field where asked, and reports what the member types', async () => {
    const { field, states } = await mounted();
    expect(field.host).toBe('host');
    expect(field.options).toEqual({ style: { color: '#111' } });
    expect(states[0]).toEqual({
      ready: true,
      focused: false,
      empty: true,
      complete: false,
      error: null,
      brand: 'unknown',
    });
    field.type('4242 4242');
    expect(states.at(-1)).toMatchObject({
      empty: false,
      complete: false,
      error: null,
      brand: 'visa',
    });
    field.leave();
    expect(states.at(-1)?.error).toEqual({
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    field.type('4242 4242 4242 4241');
    expect(states.at(-1)).toMatchObject({ complete: false, error: { code: 'invalid_number' } });
    field.type(TEST_CARDS.success);
    expect(states.at(-1)).toMatchObject({ complete: true, error: null });
  });

  it('pays with the element handle of what the member typed', async () => {
    const { payment, field, element } = await mounted();
    const secret = payment.createPendingCharge(100);
    field.type(TEST_CARDS.declined);
    expect(await payment.confirmCardPayment(secret, { element })).toMatchObject({
      status: 'declined',
      code: 'card_declined',
    });
    field.type(TEST_CARDS.success);
    expect(await payment.confirmCardPayment(secret, { element })).toEqual({
      status: 'succeeded',
      paymentIntentId: 'pi_fake1',
    });
    expect(payment.attempts.map((attempt) => attempt.cardNumber)).toEqual([
      TEST_CARDS.declined,
      TEST_CARDS.success,
    ]);
  });

  it('an incomplete field declines with its own error; a destroyed one cannot pay', async () => {
    const { payment, field, element, states } = await mounted();
    const secret = payment.createPendingCharge(100);
    field.type('4242');
    expect(await payment.confirmCardPayment(secret, { element })).toEqual({
      status: 'declined',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    field.setState({ error: { code: 'invalid_expiry_year_past', message: 'past' } });
    expect(await payment.confirmCardPayment(secret, { element })).toMatchObject({
      code: 'invalid_expiry_year_past',
    });
    field.type(TEST_CARDS.success);
    field.destroy();
    expect(field.destroyed).toBe(true);
    expect((await payment.confirmCardPayment(secret, { element })).status).toBe('unavailable');
    expect(payment.isPaid(secret)).toBe(false);
    const count = states.length;
    field.setState({ focused: true });
    expect(states).toHaveLength(count);
  });

  it('cannot mount while the provider is unavailable; mounting again after it is back works', async () => {
    const payment = new FakeCardPayment();
    payment.setUnavailable('Stripe failed to load');
    expect(await payment.mountCardField('host')).toEqual({
      status: 'unavailable',
      message: 'Stripe failed to load',
    });
    payment.setUnavailable(null);
    expect((await payment.mountCardField('host')).status).toBe('mounted');
    expect(payment.fields).toHaveLength(1);
    expect(payment.mountCalls).toBe(2);
  });

  it('a held mount waits for the provider and settles as it is once released', async () => {
    const payment = new FakeCardPayment();
    const gate = payment.holdMounts();
    let settled = false;
    const mount = payment.mountCardField('host').then((answer) => {
      settled = true;
      return answer;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    payment.setUnavailable('Stripe failed to load');
    gate.release();
    expect((await mount).status).toBe('unavailable');
  });

  it('tells whoever listens of each field it mounts', async () => {
    const payment = new FakeCardPayment();
    const mounted: unknown[] = [];
    payment.onMount = (field) => mounted.push(field.host);
    await payment.mountCardField('host');
    expect(mounted).toEqual(['host']);
  });

  it('records focus and disabling', async () => {
    const { field } = await mounted();
    field.focus();
    field.setDisabled(true);
    expect([field.focusCalls, field.current.focused, field.disabled]).toEqual([1, true, true]);
  });
});
