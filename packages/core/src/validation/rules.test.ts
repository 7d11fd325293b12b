import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  customRule,
  defaultFieldMessage,
  emailRule,
  isEmptyValue,
  matchesRule,
  maxLengthRule,
  minLengthRule,
  regexRule,
  requiredRule,
  usPostalCodeRule,
  validateValue,
  valueLength,
} from './index';

const emptyValue = fc.constantFrom<unknown>(null, undefined, '', '   ', '\t\n', [], {});
const label = fc.string({ minLength: 1, maxLength: 20 });
const nonEmptyText = fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0);
const codePoints = (s: string): number => [...s].length;

describe('required', () => {
  it('"required: fails when the value is empty"', () => {
    fc.assert(fc.property(emptyValue, (value) => !requiredRule().test(value)));
  });

  it('passes any non-empty text, number, boolean, array or object', () => {
    fc.assert(fc.property(nonEmptyText, (value) => requiredRule().test(value)));
    for (const value of [0, false, true, ['a'], { a: 1 }, new Date(0)]) {
      expect(requiredRule().test(value)).toBe(true);
    }
    expect(requiredRule().test(new Date(Number.NaN))).toBe(false);
  });

  it("Message: 'The {label} field is required.'", () => {
    expect(requiredRule().message('Email')).toBe('The Email field is required.');
    fc.assert(
      fc.property(label, (l) => requiredRule().message(l) === `The ${l} field is required.`),
    );
  });
});

describe('email', () => {
  it('"email: ... Empty passes."', () => {
    fc.assert(fc.property(emptyValue, (value) => emailRule().test(value)));
  });

  it('"must look like {email}": name@domain.tld passes', () => {
    const local = fc.stringMatching(/^[a-z0-9._+-]{1,20}$/);
    const domainLabel = fc.stringMatching(/^[a-z0-9]([a-z0-9-]{0,10}[a-z0-9])?$/);
    fc.assert(
      fc.property(local, fc.array(domainLabel, { minLength: 2, maxLength: 4 }), (l, labels) =>
        emailRule().test(`${l}@${labels.join('.')}`),
      ),
    );
    expect(emailRule().test('member@scanwise.example')).toBe(true);
  });

  it('texts without exactly one @ and a dotted domain fail', () => {
    for (const text of [
      'member',
      'member@',
      '@scanwise.com',
      'a@b',
      'a b@c.com',
      'a@@b.com',
      'a@b..com',
      'a@-b.com',
    ]) {
      expect(emailRule().test(text)).toBe(false);
    }
    fc.assert(
      fc.property(
        nonEmptyText.filter((s) => !s.includes('@')),
        (s) => !emailRule().test(s),
      ),
    );
    expect(emailRule().test(42)).toBe(false);
  });

  it("Message: 'The {label} field is invalid.'", () => {
    expect(emailRule().message('Email')).toBe('The Email field is invalid.');
  });
});

describe('maxLength(n)', () => {
  it('"fails when the length is above n" and passes at or below n', () => {
    fc.assert(
      fc.property(nonEmptyText, fc.nat(40), (text, n) => {
        return maxLengthRule(n).test(text) === codePoints(text) <= n;
      }),
    );
  });

  it('boundary: n characters pass, n + 1 fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), (n) => {
        const rule = maxLengthRule(n);
        return rule.test('x'.repeat(n)) && !rule.test('x'.repeat(n + 1));
      }),
    );
  });

  it('"Empty passes."', () => {
    fc.assert(fc.property(emptyValue, fc.nat(5), (value, n) => maxLengthRule(n).test(value)));
  });

  it('counts characters, not UTF-16 units, and array items', () => {
    expect(maxLengthRule(2).test('😀😀')).toBe(true);
    expect(maxLengthRule(2).test(['a', 'b', 'c'])).toBe(false);
    expect(maxLengthRule(3).test(12345)).toBe(false);
    expect(maxLengthRule(3).test(true)).toBe(true);
  });

  it("Message: 'The {label} field must be less than n characters.'", () => {
    expect(maxLengthRule(50).message('First name')).toBe(
      'The First name field must be less than 50 characters.',
    );
  });

  it('refuses a negative or fractional limit', () => {
    expect(() => maxLengthRule(-1)).toThrow(RangeError);
    expect(() => maxLengthRule(1.5)).toThrow(RangeError);
  });
});

describe('minLength(n)', () => {
  it('"fails when the length is below n" and passes at or above n', () => {
    fc.assert(
      fc.property(nonEmptyText, fc.nat(40), (text, n) => {
        return minLengthRule(n).test(text) === codePoints(text) >= n;
      }),
    );
  });

  it('boundary: n characters pass, n - 1 fail', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 60 }), (n) => {
        const rule = minLengthRule(n);
        return rule.test('x'.repeat(n)) && !rule.test('x'.repeat(n - 1));
      }),
    );
  });

  it('"Empty passes."', () => {
    fc.assert(fc.property(emptyValue, fc.nat(5), (value, n) => minLengthRule(n).test(value)));
  });

  it("Message: 'The {label} field must be greater than n characters.'", () => {
    expect(minLengthRule(8).message('Password')).toBe(
      'The Password field must be greater than 8 characters.',
    );
    expect(minLengthRule(8, 'Too short: {label}').message('Password')).toBe('Too short: Password');
    expect(minLengthRule(3).test({ a: 1 })).toBe(true);
  });
});

describe('regex', () => {
  it('"regex: ... Empty passes."', () => {
    fc.assert(fc.property(emptyValue, (value) => regexRule(/^a+$/).test(value)));
  });

  it('passes exactly the texts the pattern matches', () => {
    fc.assert(
      fc.property(
        nonEmptyText,
        (text) => regexRule(/^[a-z]+$/).test(text) === /^[a-z]+$/.test(text),
      ),
    );
    expect(regexRule(/^\d+$/).test(123)).toBe(true);
    expect(regexRule(/^\d+$/).test({ a: 1 })).toBe(false);
  });

  it('a global pattern gives the same answer every time (no lastIndex carry-over)', () => {
    const rule = regexRule(/abc/g);
    expect([rule.test('abc'), rule.test('abc'), rule.test('abc')]).toEqual([true, true, true]);
  });

  it("message 'This {label} field is invalid.'", () => {
    expect(regexRule(/x/).message('Phone')).toBe('This Phone field is invalid.');
  });
});

describe('US postal code', () => {
  const digits = (n: number): fc.Arbitrary<string> =>
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

  it('"five digits, optionally followed by a dash or a space and four digits" pass', () => {
    fc.assert(
      fc.property(
        digits(5),
        fc.option(fc.tuple(fc.constantFrom('-', ' '), digits(4))),
        (five, tail) => {
          return usPostalCodeRule().test(tail ? `${five}${tail[0]}${tail[1]}` : five);
        },
      ),
    );
  });

  it('accepts exactly the described shapes', () => {
    const shape = /^[0-9]{5}([- ][0-9]{4})?$/;
    const text = fc.stringMatching(/^[0-9 \-a]{1,12}$/).filter((s) => s.trim().length > 0);
    fc.assert(fc.property(text, (s) => usPostalCodeRule().test(s) === shape.test(s)));
    for (const bad of [
      '1234',
      '123456',
      '12345-',
      '12345-123',
      '12345 12345',
      '12345_1234',
      'ABCDE',
      ' 12345',
      '12345\n',
      '１２３４５',
    ]) {
      expect(usPostalCodeRule().test(bad)).toBe(false);
    }
    expect(usPostalCodeRule().test(12345)).toBe(false);
  });

  it('empty passes (required decides emptiness)', () => {
    fc.assert(fc.property(emptyValue, (value) => usPostalCodeRule().test(value)));
  });

  it("uses the default field message '{field} is not valid.'", () => {
    expect(usPostalCodeRule().message('ZIP code')).toBe('ZIP code is not valid.');
  });
});

describe('default field message and helpers', () => {
  it("Default field message: '{field} is not valid.'", () => {
    expect(defaultFieldMessage('Date of birth')).toBe('Date of birth is not valid.');
    expect(customRule('even', (v) => Number(v) % 2 === 0).message('Count')).toBe(
      'Count is not valid.',
    );
  });

  it('validateValue returns the failing messages in rule order; a throwing rule fails', () => {
    const throwing = customRule('boom', () => {
      throw new Error('boom');
    });
    expect(validateValue('', [requiredRule(), emailRule(), throwing], 'Email')).toEqual([
      'The Email field is required.',
      'Email is not valid.',
    ]);
    expect(validateValue('a@b.co', [requiredRule(), emailRule()], 'Email')).toEqual([]);
  });

  it('isEmptyValue and valueLength', () => {
    expect(isEmptyValue(0)).toBe(false);
    expect(isEmptyValue(false)).toBe(false);
    expect(valueLength({})).toBeUndefined();
    expect(valueLength(10n)).toBe(2);
  });
});

describe('matches', () => {
  it('passes the value it must equal, read when the rule runs; empty passes', () => {
    let other = 'Secret-1';
    const rule = matchesRule(() => other, 'The passwords do not match.');
    expect(rule.test('Secret-1')).toBe(true);
    expect(rule.test('Secret-2')).toBe(false);
    expect(rule.test('')).toBe(true);
    other = 'Secret-2';
    expect(rule.test('Secret-2')).toBe(true);
    expect(rule.message('Confirm')).toBe('The passwords do not match.');
  });
});
