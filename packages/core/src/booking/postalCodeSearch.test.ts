import { describe, expect, it } from 'vitest';
import { checkPostalCode } from './postalCodeSearch';

describe('checkPostalCode', () => {
  it('takes a five-digit ZIP code, and the ZIP code of a ZIP+4 (spec section 5 postal code)', () => {
    expect(checkPostalCode('US', ' 10001 ')).toEqual({ ok: true, postalCode: '10001' });
    expect(checkPostalCode('US', '10001-1234')).toEqual({ ok: true, postalCode: '10001' });
    expect(checkPostalCode('US', '10001 1234')).toEqual({ ok: true, postalCode: '10001' });
  });

  it('refuses what is not a ZIP code', () => {
    for (const typed of ['1000', '100011', 'ABCDE', '10001-12', 'SW1A 1AA']) {
      expect(checkPostalCode('US', typed)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('takes a UK postcode in any case and spacing, as upper case with one space', () => {
    expect(checkPostalCode('GB', 'sw1a1aa')).toEqual({ ok: true, postalCode: 'SW1A 1AA' });
    expect(checkPostalCode('GB', ' W1G  9PF ')).toEqual({ ok: true, postalCode: 'W1G 9PF' });
    expect(checkPostalCode('GB', 'm3 3ap')).toEqual({ ok: true, postalCode: 'M3 3AP' });
  });

  it('refuses what is not a postcode', () => {
    for (const typed of ['10001', 'SW1A', 'W1G 9P', '1AB 2CD', 'W1G-9PF']) {
      expect(checkPostalCode('GB', typed)).toEqual({ ok: false, reason: 'invalid' });
    }
  });

  it('calls nothing typed empty', () => {
    expect(checkPostalCode('US', '   ')).toEqual({ ok: false, reason: 'empty' });
    expect(checkPostalCode('GB', '')).toEqual({ ok: false, reason: 'empty' });
  });
});
