import { describe, expect, it } from 'vitest';
import {
  STRIPE_MESSAGES,
  TEST_CARDS,
  brandOf,
  checkCardDetails,
  checkCvc,
  checkExpiry,
  checkNumber,
  formatExpiry,
  formatNumber,
  outcomeOf,
  passesLuhn,
  summarise,
} from './cards';

const NOW = new Date('2026-11-25T12:00:00Z');
const nothingLeft = new Set<never>();

describe('card numbers', () => {
  it('every documented test number passes Luhn; the incorrect-number one does not', () => {
    for (const number of Object.keys(TEST_CARDS))
      expect([number, passesLuhn(number)]).toEqual([number, true]);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('')).toBe(false);
    expect(passesLuhn('4242 4242')).toBe(false);
  });

  it.each([
    ['4242', 'visa'],
    ['5555', 'mastercard'],
    ['2223', 'mastercard'],
    ['3782', 'amex'],
    ['6011', 'discover'],
    ['3056', 'diners'],
    ['3566', 'jcb'],
    ['6200', 'unionpay'],
    ['9999', 'unknown'],
    ['', 'unknown'],
  ])('reads the brand of %s as %s', (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });

  it('is incomplete while short, complete at its length when Luhn holds, invalid otherwise', () => {
    expect(checkNumber('')).toEqual({ status: 'empty' });
    expect(checkNumber('4242 4242')).toEqual({
      status: 'incomplete',
      error: {
        type: 'validation_error',
        code: 'incomplete_number',
        message: STRIPE_MESSAGES.incompleteNumber,
      },
    });
    expect(checkNumber('4242 4242 4242 4242')).toEqual({ status: 'complete' });
    expect(checkNumber('3782 822463 10005')).toEqual({ status: 'complete' });
    expect(checkNumber('4242 4242 4242 4241')).toEqual({
      status: 'invalid',
      error: {
        type: 'validation_error',
        code: 'invalid_number',
        message: 'Your card number is invalid.',
      },
    });
  });

  it('groups numbers as printed on the card', () => {
    expect(formatNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatNumber('42424')).toBe('4242 4');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
  });
});

describe('expiry and CVC', () => {
  it('formats the expiry as MM / YY while typing, and lets backspace pass the separator', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('12', true)).toBe('12');
    expect(formatExpiry('12 / 345')).toBe('12 / 34');
  });

  it.each([
    ['', { status: 'empty' }],
    ['1', { status: 'incomplete', code: 'incomplete_expiry' }],
    ['12 / 3', { status: 'incomplete', code: 'incomplete_expiry' }],
    ['13 / 30', { status: 'invalid', code: 'invalid_expiry_month' }],
    ['12 / 20', { status: 'invalid', code: 'invalid_expiry_year_past' }],
    ['10 / 26', { status: 'invalid', code: 'invalid_expiry_month_past' }],
    ['11 / 26', { status: 'complete' }],
    ['12 / 34', { status: 'complete' }],
  ])('an expiry of %j is %j (today 2026-11-25)', (text, expected) => {
    const check = checkExpiry(text, NOW);
    expect({
      status: check.status,
      ...('error' in check ? { code: check.error.code } : {}),
    }).toEqual(expected);
  });

  it('says which expiry error it is, in Stripe words', () => {
    expect(checkExpiry('12 / 20', NOW)).toMatchObject({
      error: { message: "Your card's expiration year is in the past." },
    });
    expect(checkExpiry('10 / 26', NOW)).toMatchObject({
      error: { message: "Your card's expiration date is in the past." },
    });
    expect(checkExpiry('12', NOW)).toMatchObject({
      error: { message: "Your card's expiration date is incomplete." },
    });
  });

  it('asks three CVC digits, four on American Express', () => {
    expect(checkCvc('12', 'visa')).toMatchObject({
      status: 'incomplete',
      error: { code: 'incomplete_cvc' },
    });
    expect(checkCvc('123', 'visa')).toEqual({ status: 'complete' });
    expect(checkCvc('123', 'amex')).toMatchObject({ status: 'incomplete' });
    expect(checkCvc('1234', 'amex')).toEqual({ status: 'complete' });
  });
});

describe('the field summary (the change event)', () => {
  const card = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

  it('is empty at first and complete once every part is', () => {
    expect(summarise({ number: '', expiry: '', cvc: '' }, NOW, nothingLeft)).toEqual({
      empty: true,
      complete: false,
      error: undefined,
      brand: 'unknown',
    });
    expect(summarise(card, NOW, nothingLeft)).toEqual({
      empty: false,
      complete: true,
      error: undefined,
      brand: 'visa',
    });
  });

  it('shows an incomplete part once the member has left it, an invalid one at once', () => {
    const partial = { ...card, number: '4242 42' };
    expect(summarise(partial, NOW, nothingLeft).error).toBeUndefined();
    expect(summarise(partial, NOW, new Set(['number'])).error?.code).toBe('incomplete_number');
    expect(summarise({ ...card, expiry: '01 / 21' }, NOW, nothingLeft).error?.code).toBe(
      'invalid_expiry_year_past',
    );
  });

  it('reports the first part in error when paying with an unfinished field, empty parts too', () => {
    expect(summarise({ number: '', expiry: '', cvc: '' }, NOW, nothingLeft, true).error).toEqual({
      type: 'validation_error',
      code: 'incomplete_number',
      message: 'Your card number is incomplete.',
    });
    expect(summarise({ ...card, cvc: '' }, NOW, nothingLeft, true).error?.code).toBe(
      'incomplete_cvc',
    );
  });
});

describe("test mode's outcomes and the API's card checks", () => {
  it.each([
    ['4242424242424242', { kind: 'succeeds' }],
    ['4000002760003184', { kind: 'requires_authentication' }],
    [
      '4000000000000002',
      {
        kind: 'declines',
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
      },
    ],
    [
      '4000000000009995',
      {
        kind: 'declines',
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    ],
    [
      '4000000000000069',
      {
        kind: 'declines',
        error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
      },
    ],
    [
      '4242424242424241',
      {
        kind: 'declines',
        error: {
          type: 'card_error',
          code: 'incorrect_number',
          message: 'Your card number is incorrect.',
        },
      },
    ],
  ])('%s: %j', (number, outcome) => {
    expect(outcomeOf(number)).toEqual(outcome);
  });

  it('declines a real (non-test) number as test mode does', () => {
    expect(outcomeOf('4111111111111111')).toMatchObject({
      kind: 'declines',
      error: { code: 'card_declined', decline_code: 'test_mode_live_card' },
    });
  });

  it('checks number, month, year and CVC before any outcome, naming the parameter', () => {
    const good = { number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123' };
    expect(checkCardDetails(good, NOW)).toBeNull();
    expect(checkCardDetails({ ...good, number: '4242424242424241' }, NOW)).toMatchObject({
      code: 'incorrect_number',
      param: 'number',
    });
    expect(checkCardDetails({ ...good, expMonth: 13 }, NOW)).toMatchObject({
      code: 'invalid_expiry_month',
      param: 'exp_month',
    });
    expect(checkCardDetails({ ...good, expYear: 2020 }, NOW)).toMatchObject({
      code: 'invalid_expiry_year',
      param: 'exp_year',
    });
    expect(checkCardDetails({ ...good, cvc: '12' }, NOW)).toMatchObject({
      type: 'card_error',
      code: 'invalid_cvc',
      message: "Your card's security code is invalid.",
      param: 'cvc',
    });
  });
});
