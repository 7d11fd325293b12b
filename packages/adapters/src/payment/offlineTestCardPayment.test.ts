import { describe, expect, it } from 'vitest';
import { createOfflineTestCardPayment, paymentIntentIdOf } from './offlineTestCardPayment';
import { STRIPE_TEST_CARDS, passesLuhn } from './testCards';

const pay = createOfflineTestCardPayment();
const confirm = (card: unknown) => pay.confirmCardPayment('pi_123_secret_abc', { card });

describe('offline test-card payment', () => {
  it('succeeds with 4242 4242 4242 4242 and names the payment intent', async () => {
    await expect(confirm('4242 4242 4242 4242')).resolves.toEqual({
      status: 'succeeded',
      paymentIntentId: 'pi_123',
    });
    expect(paymentIntentIdOf('pi_9_secret_x')).toBe('pi_9');
  });

  it.each([
    ['4000 0000 0000 0002', 'generic_decline', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'insufficient_funds', 'Your card has insufficient funds.'],
    ['4000 0000 0000 0069', 'expired_card', 'Your card has expired.'],
    ['4000 0000 0000 0127', 'incorrect_cvc', "Your card's security code is incorrect."],
    ['4000 0000 0000 9987', 'lost_card', 'Your card was declined.'],
    ['4000 0000 0000 9979', 'stolen_card', 'Your card was declined.'],
    [
      '4000 0000 0000 0119',
      'processing_error',
      'An error occurred while processing your card. Try again in a little bit.',
    ],
    ['4242 4242 4242 4241', 'incorrect_number', 'Your card number is incorrect.'],
  ])('declines %s with %s', async (number, code, message) => {
    await expect(confirm({ number, expMonth: 12, expYear: 2030, cvc: '123' })).resolves.toEqual({
      status: 'declined',
      code,
      message,
    });
  });

  it('declines a real-looking number as in test mode, and bad input', async () => {
    await expect(confirm('4111 1111 1111 1111')).resolves.toMatchObject({ code: 'card_declined' });
    await expect(confirm('')).resolves.toMatchObject({ code: 'incorrect_number' });
    await expect(
      confirm({ number: '4242424242424242', expMonth: 13, expYear: 2030 }),
    ).resolves.toMatchObject({
      code: 'invalid_expiry_month',
    });
    await expect(
      confirm({ number: '4242424242424242', expMonth: 1, expYear: 2001 }),
    ).resolves.toMatchObject({
      code: 'invalid_expiry_year',
    });
    await expect(confirm({ number: '4242424242424242', cvc: '1' })).resolves.toMatchObject({
      code: 'incomplete_cvc',
    });
  });

  it('every documented test number but the incorrect-number one passes Luhn', () => {
    for (const number of Object.keys(STRIPE_TEST_CARDS)) {
      expect([number, passesLuhn(number)]).toEqual([number, number !== '4242424242424241']);
    }
  });
});
