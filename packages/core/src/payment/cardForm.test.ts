import { describe, expect, it } from 'vitest';
import { checkCardForm, EMPTY_CARD_FORM } from './cardForm';

describe('checkCardForm', () => {
  it('reads a card typed with spaces and a two-digit year into what the provider takes', () => {
    expect(
      checkCardForm({ number: '4242 4242-4242 4242', expiry: '12 / 34', cvc: ' 123 ' }),
    ).toEqual({
      ok: true,
      input: { card: { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' } },
    });
  });

  it('keeps a four-digit year as typed', () => {
    const check = checkCardForm({ number: '4242424242424242', expiry: '01/2030', cvc: '1234' });
    expect(check.ok && check.input.card).toMatchObject({ expMonth: 1, expYear: 2030 });
  });

  it('refuses every empty field with its message and points at the first one', () => {
    expect(checkCardForm(EMPTY_CARD_FORM)).toEqual({
      ok: false,
      errors: {
        number: 'booking.reserve.cardNumberInvalid',
        expiry: 'booking.reserve.expiryInvalid',
        cvc: 'booking.reserve.cvcInvalid',
      },
      firstInvalid: 'number',
    });
  });

  it('refuses a month that does not exist and a short security code, the expiry first', () => {
    const check = checkCardForm({ number: '4242424242424242', expiry: '13/30', cvc: '12' });
    expect(check).toMatchObject({ ok: false, firstInvalid: 'expiry' });
    expect(check.ok ? [] : Object.keys(check.errors)).toEqual(['expiry', 'cvc']);
  });

  it('refuses a number too short to be a card', () => {
    expect(checkCardForm({ number: '4242 4242', expiry: '12/34', cvc: '123' })).toMatchObject({
      ok: false,
      firstInvalid: 'number',
    });
  });
});
