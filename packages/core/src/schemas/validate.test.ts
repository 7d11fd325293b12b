import fc from 'fast-check';
import { define, string, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CALLS,
  CALL_NAMES,
  MemberSchema,
  parseAndValidate,
  parseJsonSafe,
  validatePayload,
} from './index';
import type { AnyPayloadSchema } from './index';

describe('validatePayload', () => {
  it('returns ok with the value itself', () => {
    const value = { name: 'x', extra: 1 };
    const result = validatePayload(type({ name: string() }), value);
    expect(result).toEqual({ ok: true, value });
    expect(result.ok && result.value).toBe(value);
  });

  it('returns code invalid_payload with the path and a message naming it', () => {
    const result = validatePayload(type({ a: type({ b: string() }) }), { a: { b: 1 } });
    expect(result).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload', path: ['a', 'b'] },
    });
    expect(!result.ok && result.error.message).toMatch(/^a\.b: /);
  });

  it('names the root when the value itself is wrong', () => {
    const result = validatePayload(string(), 5);
    expect(!result.ok && result.error.message).toMatch(/^\(root\): /);
  });

  it('never throws, even when a schema throws', () => {
    const throwing = define('Throwing', () => {
      throw new Error('boom');
    });
    expect(validatePayload(throwing, 1)).toEqual({
      ok: false,
      error: { code: 'invalid_payload', message: 'boom', path: [] },
    });
    const throwsString = define('ThrowsString', () => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error
      throw 'not an error';
    });
    expect(validatePayload(throwsString, 1)).toMatchObject({
      ok: false,
      error: { message: 'Validation failed' },
    });
  });

  const schemas: AnyPayloadSchema[] = CALL_NAMES.flatMap((name) => {
    const c = CALLS[name];
    return [c.request, c.query, c.response].filter((s): s is AnyPayloadSchema => s !== undefined);
  });

  it('never throws on arbitrary input (fc.anything), for every schema of CALLS', () => {
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true }), (value) => {
        for (const schema of schemas) {
          const result = validatePayload(schema, value);
          expect(typeof result.ok).toBe('boolean');
          if (!result.ok) {
            expect(result.error.code).toBe('invalid_payload');
            expect(result.error.path.every((key) => typeof key === 'string')).toBe(true);
          }
        }
      }),
      { numRuns: 200 },
    );
  });

  it('never throws on member-shaped arbitrary objects', () => {
    fc.assert(
      fc.property(
        fc.record({
          id: fc.anything(),
          email: fc.oneof(fc.emailAddress(), fc.anything()),
          address: fc.anything(),
          created: fc.oneof(
            fc.date().map((d) => (Number.isNaN(d.getTime()) ? '' : d.toISOString())),
            fc.string(),
          ),
        }),
        (value) => {
          expect(() => validatePayload(MemberSchema, value)).not.toThrow();
        },
      ),
    );
  });
});

describe('parseJsonSafe', () => {
  it('parses JSON text', () => {
    expect(parseJsonSafe('{"a":[1,null]}')).toEqual({ ok: true, value: { a: [1, null] } });
  });

  it('returns invalid_payload for bad text, never throws', () => {
    expect(parseJsonSafe('{nope')).toMatchObject({
      ok: false,
      error: { code: 'invalid_payload', path: [] },
    });
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(() => parseJsonSafe(text)).not.toThrow();
      }),
    );
  });

  it('parseAndValidate chains both steps', () => {
    const schema = type({ a: string() });
    expect(parseAndValidate(schema, '{"a":"x"}')).toEqual({ ok: true, value: { a: 'x' } });
    expect(parseAndValidate(schema, '{"a":1}')).toMatchObject({
      ok: false,
      error: { path: ['a'] },
    });
    expect(parseAndValidate(schema, '')).toMatchObject({ ok: false, error: { path: [] } });
  });
});
