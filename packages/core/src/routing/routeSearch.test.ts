import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizeRouteSearch, parseRouteSearch } from './routeSearch';

describe('parseRouteSearch', () => {
  it('reads values like URLSearchParams.get: decoded, "+" as space, the first repeat wins', () => {
    expect(parseRouteSearch('?code=A%201&partner=acme+co&code=B&flag&=x')).toEqual({
      code: 'A 1',
      partner: 'acme co',
      flag: '',
      '': 'x',
    });
    expect(parseRouteSearch('')).toEqual({});
    expect(parseRouteSearch('email=a%40b.test')).toEqual({ email: 'a@b.test' });
  });

  it('keeps a malformed escape as typed and treats __proto__ as plain data', () => {
    const query = parseRouteSearch('?bad=%E0%A4%A&__proto__=x');
    expect(query['bad']).toBe('%E0%A4%A');
    expect(Object.getPrototypeOf(query)).toBe(Object.prototype);
    expect(Object.hasOwn(query, '__proto__')).toBe(true);
  });

  it('property: never throws and agrees with URLSearchParams on well-formed queries', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseRouteSearch(text);
      }),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), fc.string()), (values) => {
        const search = new URLSearchParams(values).toString();
        const parsed = parseRouteSearch(`?${search}`);
        for (const [key, value] of Object.entries(values)) expect(parsed[key]).toBe(value);
      }),
    );
  });

  it('normalizeRouteSearch gives "" or a leading "?"', () => {
    expect(normalizeRouteSearch(undefined)).toBe('');
    expect(normalizeRouteSearch('?')).toBe('');
    expect(normalizeRouteSearch('a=1')).toBe('?a=1');
    expect(normalizeRouteSearch('?a=1')).toBe('?a=1');
  });
});
