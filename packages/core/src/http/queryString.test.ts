import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendQueryString, buildFormBody, buildQueryString, queryPairs } from './index';

const key = fc.string({ minLength: 1, maxLength: 8 });
const primitive = fc.oneof(
  fc.string({ minLength: 1 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
);
const nonPrimitive = fc.oneof(
  fc.object(),
  fc.constant(null),
  fc.constant(undefined),
  fc.array(fc.integer(), { minLength: 1 }),
  fc.constant(Number.NaN),
  fc.constant(() => 1),
);

/** Parses a query string back into pairs (the inverse of the builder's encoding). */
const parse = (query: string): [string, string][] =>
  query === ''
    ? []
    : query.split('&').map((pair) => {
        const [k = '', v = ''] = pair.split('=');
        return [decodeURIComponent(k), decodeURIComponent(v)];
      });

describe('buildQueryString: "Query strings built by the product skip empty or null values, empty arrays, arrays with non-primitive members, and non-primitive values"', () => {
  it('"skip empty or null values": null, undefined and empty strings never appear', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.constantFrom(null, undefined, '')), (params) => {
        return buildQueryString(params) === '';
      }),
    );
  });

  it('"empty arrays" are skipped', () => {
    expect(buildQueryString({ ids: [], page: 1 })).toBe('page=1');
  });

  it('"arrays with non-primitive members" are skipped whole', () => {
    fc.assert(
      fc.property(
        fc.array(primitive),
        nonPrimitive,
        fc.array(primitive),
        (before, bad, after) => buildQueryString({ list: [...before, bad, ...after] }) === '',
      ),
    );
  });

  it('"non-primitive values" are skipped', () => {
    fc.assert(
      fc.property(
        nonPrimitive.filter((v) => !Array.isArray(v)),
        (value) => buildQueryString({ v: value }) === '',
      ),
    );
    expect(buildQueryString({ when: new Date(0), inf: Infinity })).toBe('');
  });

  it('primitives round-trip in order; arrays of primitives repeat the key', () => {
    fc.assert(
      fc.property(
        fc.dictionary(key, fc.oneof(primitive, fc.array(primitive, { minLength: 1 }))),
        (params) => {
          const expected: [string, string][] = [];
          for (const [k, v] of Object.entries(params)) {
            for (const member of Array.isArray(v) ? v : [v]) expected.push([k, String(member)]);
          }
          expect(parse(buildQueryString(params))).toEqual(expected);
        },
      ),
    );
    expect(buildQueryString({ a: [1, 'x y'], b: true, c: 0, d: 10n })).toBe(
      'a=1&a=x%20y&b=true&c=0&d=10',
    );
  });

  it('the output never contains a raw separator from keys or values', () => {
    fc.assert(
      fc.property(fc.dictionary(key, fc.string({ minLength: 1 })), (params) => {
        const query = buildQueryString(params);
        const pairs = query === '' ? [] : query.split('&');
        return (
          pairs.length === Object.keys(params).length &&
          pairs.every((p) => p.split('=').length === 2)
        );
      }),
    );
  });

  it('queryPairs gives the unencoded pairs', () => {
    expect(queryPairs({ email: 'a@b.c', skip: null })).toEqual([['email', 'a@b.c']]);
  });
});

describe('appendQueryString and buildFormBody', () => {
  it('adds ? or & as needed and keeps a fragment last', () => {
    expect(appendQueryString('https://x/a', { q: 1 })).toBe('https://x/a?q=1');
    expect(appendQueryString('https://x/a?b=2', { q: 1 })).toBe('https://x/a?b=2&q=1');
    expect(appendQueryString('https://x/a?', { q: 1 })).toBe('https://x/a?q=1');
    expect(appendQueryString('https://x/a#top', { q: 1 })).toBe('https://x/a?q=1#top');
    expect(appendQueryString('https://x/a', { q: null })).toBe('https://x/a');
    expect(appendQueryString('https://x/a', undefined)).toBe('https://x/a');
  });

  it('form bodies use the same rules', () => {
    expect(buildFormBody({ id_token_hint: 'a.b+c', empty: '' })).toBe('id_token_hint=a.b%2Bc');
  });
});

describe('buildQueryString: hostile text', () => {
  it('writes a lone surrogate as U+FFFD instead of throwing a URIError', () => {
    expect(buildQueryString({ email: 'a\uD800b', k: '\uDC00' })).toBe(
      'email=a%EF%BF%BDb&k=%EF%BF%BD',
    );
    expect(buildQueryString({ pair: '\uD83D\uDCA5' })).toBe('pair=%F0%9F%92%A5');
  });
});
