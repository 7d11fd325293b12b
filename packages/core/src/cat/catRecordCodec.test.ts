import fc from 'fast-check';
import { boolean, type } from 'superstruct';
import { describe, expect, it } from 'vitest';
import { CatRecordSchema } from '../schemas/cat';
import { ENTITY_EXAMPLES } from '../schemas/examples';
import { CatSaveRequestSchema } from '../schemas/requests';
import { validatePayload } from '../schemas/validate';
import { decodeCatRecord, encodeCatRecord } from './catRecordCodec';
import type { CatRecordDecodeResult } from './catRecordCodec';

const CacAnswersSchema = type({ cacSymptoms: boolean(), cacStent: boolean() });

const messageOf = (result: CatRecordDecodeResult<unknown>): string | undefined =>
  result.ok ? undefined : result.error.message;

describe('encodeCatRecord', () => {
  it('"saved as a JSON string in a field payload"', () => {
    const body = encodeCatRecord({ cacSymptoms: false, cacStent: true });
    expect(body).toEqual({ payload: '{"cacSymptoms":false,"cacStent":true}' });
    expect(validatePayload(CatSaveRequestSchema, body).ok).toBe(true);
  });

  it('saves undefined as null so the payload is always JSON text', () => {
    expect(encodeCatRecord(undefined)).toEqual({ payload: 'null' });
  });
});

describe('decodeCatRecord', () => {
  it('"On load the payload is parsed into a field data"', () => {
    const result = decodeCatRecord(ENTITY_EXAMPLES.CatRecordWire);
    expect(result).toEqual({
      ok: true,
      record: { ...ENTITY_EXAMPLES.CatRecordWire, data: ENTITY_EXAMPLES.CatRecord.data },
    });
    expect(result.ok && validatePayload(CatRecordSchema, result.record).ok).toBe(true);
  });

  it("validates data against the caller's schema and types it", () => {
    const result = decodeCatRecord(
      { payload: '{"cacSymptoms":true,"cacStent":false}' },
      CacAnswersSchema,
    );
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.record.data.cacSymptoms).toBe(true);
  });

  it('gives corrupt_payload, not a throw, when the payload is not JSON text', () => {
    const result = decodeCatRecord({ id: 'cat_1', payload: '{"cacStent":tru' });
    expect(result).toMatchObject({
      ok: false,
      reason: 'corrupt_payload',
      error: { code: 'invalid_payload', path: ['payload'] },
    });
    expect(messageOf(result)).toMatch(/^payload: /);
  });

  it('gives invalid_record when the payload is missing or not a string', () => {
    expect(decodeCatRecord({ id: 'cat_1' })).toMatchObject({
      ok: false,
      reason: 'invalid_record',
      error: { path: ['payload'] },
    });
    expect(decodeCatRecord({ payload: { cacStent: true } })).toMatchObject({
      ok: false,
      reason: 'invalid_record',
    });
    expect(decodeCatRecord({ payload: '{}', created: 'yesterday' })).toMatchObject({
      ok: false,
      reason: 'invalid_record',
      error: { path: ['created'] },
    });
    expect(decodeCatRecord('{"payload":"{}"}')).toMatchObject({
      ok: false,
      reason: 'invalid_record',
    });
  });

  it('gives missing when there is no record at all', () => {
    expect(decodeCatRecord(null)).toMatchObject({
      ok: false,
      reason: 'missing',
      error: { path: [] },
    });
    expect(decodeCatRecord(undefined)).toMatchObject({ ok: false, reason: 'missing' });
  });

  it('gives invalid_data with the path under data when the data breaks the schema', () => {
    const field = decodeCatRecord(
      { payload: '{"cacSymptoms":"no","cacStent":false}' },
      CacAnswersSchema,
    );
    expect(field).toMatchObject({
      ok: false,
      reason: 'invalid_data',
      error: { code: 'invalid_payload', path: ['data', 'cacSymptoms'] },
    });
    expect(messageOf(field)).toMatch(/^data\.cacSymptoms: .*`boolean`/);
    const root = decodeCatRecord({ payload: '[1]' }, CacAnswersSchema);
    expect(root).toMatchObject({ ok: false, reason: 'invalid_data', error: { path: ['data'] } });
    expect(messageOf(root)).toMatch(/^data: /);
  });

  it('property: encode then decode gives back the same JSON data', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (data) => {
        const result = decodeCatRecord(encodeCatRecord(data));
        expect(result.ok).toBe(true);
        if (result.ok) expect(JSON.stringify(result.record.data)).toBe(JSON.stringify(data));
      }),
    );
  });

  it('property: never throws, whatever the platform answered', () => {
    const wire = fc.oneof(
      fc.anything(),
      fc.record({ payload: fc.oneof(fc.string(), fc.anything()) }),
      fc.record({ payload: fc.json() }),
    );
    fc.assert(
      fc.property(wire, (value) => {
        expect(() => decodeCatRecord(value)).not.toThrow();
        expect(() => decodeCatRecord(value, CacAnswersSchema)).not.toThrow();
      }),
    );
  });
});
