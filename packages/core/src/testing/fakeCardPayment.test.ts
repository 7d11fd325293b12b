import { describe, expect, it } from 'vitest';
import { FakeCardPayment, TEST_CARDS } from './fakeCardPayment';

describe('FakeCardPayment (CardPaymentPort)', () => {
  it('the success test card pays a pending charge once', async () => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(49900);
    expect(secret).toMatch(/^pi_fake1_secret_/);
    const result = await payment.confirmCardPayment(secret, { card: '4242 4242 4242 4242' });
    expect(result).toEqual({ status: 'succeeded', paymentIntentId: 'pi_fake1' });
    expect(payment.isPaid(secret)).toBe(true);
    expect(await payment.confirmCardPayment(secret, { card: TEST_CARDS.success })).toMatchObject({
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
    ['1234', 'incorrect_number'],
  ])('test card %s declines with %s', async (number, code) => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(100);
    const result = await payment.confirmCardPayment(secret, { card: { number } });
    expect(result).toMatchObject({ status: 'declined', code });
    expect(payment.isPaid(secret)).toBe(false);
  });

  it('an unknown client secret or a missing card declines', async () => {
    const payment = new FakeCardPayment();
    expect(
      await payment.confirmCardPayment('pi_x_secret_y', { card: TEST_CARDS.success }),
    ).toMatchObject({ code: 'resource_missing' });
    const secret = payment.createPendingCharge(100);
    expect(await payment.confirmCardPayment(secret, { card: undefined })).toMatchObject({
      code: 'incorrect_number',
    });
    expect(payment.isPaid('nonsense')).toBe(false);
  });

  it('an unavailable provider answers unavailable until it is back', async () => {
    const payment = new FakeCardPayment();
    const secret = payment.createPendingCharge(100);
    payment.setUnavailable('Stripe failed to load');
    expect(await payment.confirmCardPayment(secret, { card: TEST_CARDS.success })).toEqual({
      status: 'unavailable',
      message: 'Stripe failed to load',
    });
    payment.setUnavailable(null);
    expect((await payment.confirmCardPayment(secret, { card: TEST_CARDS.success })).status).toBe(
      'succeeded',
    );
  });
});
