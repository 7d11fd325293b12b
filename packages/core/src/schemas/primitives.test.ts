import { string } from 'superstruct';
import { describe, expect, it } from 'vitest';
import {
  CentsSchema,
  EmailAddressSchema,
  IsoDateSchema,
  IsoDateTimeSchema,
  JsonTextSchema,
  TimeZoneSchema,
  optionalNullable,
  validatePayload,
} from './index';
import type { AnyPayloadSchema } from './index';

const ok = (schema: AnyPayloadSchema, value: unknown): boolean => validatePayload(schema, value).ok;

describe('primitive schemas', () => {
  it.each(['2026-03-02T14:00:00Z', '2026-03-02T14:00Z', '2026-03-02T14:00:00.123+01:00'])(
    'IsoDateTime accepts %s',
    (value) => expect(ok(IsoDateTimeSchema, value)).toBe(true),
  );

  it.each(['2026-03-02', '2026-03-02T14:00:00', 'tomorrow', '2026-13-45T99:00:00Z'])(
    'IsoDateTime rejects %s',
    (value) => expect(ok(IsoDateTimeSchema, value)).toBe(false),
  );

  it.each([
    ['1980-04-12', true],
    ['1980-4-12', false],
    ['1980-13-01', false],
    ['1980-04-12T00:00:00Z', false],
  ])('IsoDate %s -> %s', (value, expected) => expect(ok(IsoDateSchema, value)).toBe(expected));

  it.each([
    [0, true],
    [249_900, true],
    [-1, false],
    [12.5, false],
    ['100', false],
  ])('Cents %s -> %s (integers only)', (value, expected) =>
    expect(ok(CentsSchema, value)).toBe(expected),
  );

  it.each([
    ['America/New_York', true],
    ['Europe/London', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['EST', false],
    ['+05:00', false],
  ])('TimeZone %s -> %s', (value, expected) => expect(ok(TimeZoneSchema, value)).toBe(expected));

  it.each([
    ['jane@example.com', true],
    ['jane@', false],
    ['no at.com', false],
  ])('EmailAddress %s -> %s', (value, expected) =>
    expect(ok(EmailAddressSchema, value)).toBe(expected),
  );

  it('JsonText accepts JSON text only', () => {
    expect(ok(JsonTextSchema, '{"a":1}')).toBe(true);
    expect(ok(JsonTextSchema, '{a:1}')).toBe(false);
    expect(ok(JsonTextSchema, 1)).toBe(false);
  });

  it('optionalNullable accepts the value, null and undefined', () => {
    const schema = optionalNullable(string());
    expect([ok(schema, 'x'), ok(schema, null), ok(schema, undefined), ok(schema, 1)]).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });
});
