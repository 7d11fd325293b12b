import { describe, expect, it } from 'vitest';
import { validateFields } from '../validation';
import { cardInputOf, checkCardForm, createCardFormFields, EMPTY_CARD_FORM } from './cardForm';

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

describe('the card form as FieldModels', () => {
  const LABELS = { number: 'Card number', expiry: 'Expiry', cvc: 'Security code' };

  it('each field is required and says its own message key, once, empty or malformed', () => {
    const fields = createCardFormFields(LABELS);
    expect(validateFields(fields)).toBe(false);
    expect(fields.number.getSnapshot()).toMatchObject({
      required: true,
      errors: ['booking.reserve.cardNumberInvalid'],
    });
    fields.expiry.onChange('13/30');
    expect(fields.expiry.errors).toEqual(['booking.reserve.expiryInvalid']);
    fields.cvc.onChange('12');
    expect(fields.cvc.errors).toEqual(['booking.reserve.cvcInvalid']);
  });

  it('fields that pass make the card the check makes (the same rule)', () => {
    const fields = createCardFormFields(LABELS);
    fields.number.onInput('4242 4242-4242 4242');
    fields.expiry.onInput('12 / 34');
    fields.cvc.onInput(' 123 ');
    expect(validateFields(fields)).toBe(true);
    expect(cardInputOf(fields)).toEqual(
      checkCardForm({ number: '4242 4242-4242 4242', expiry: '12 / 34', cvc: ' 123 ' }),
    );
    expect(cardInputOf(fields)).toMatchObject({ ok: true });
  });
});
