import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDirectMedicalQuestionnaireEntry,
  parseMedicalQuestionnaireExtraData,
} from './medicalQuestionnaireQuery';

describe('"Requires query extraData, a JSON value holding encounterId"', () => {
  it('accepts a JSON object with a non-empty string encounterId, extra fields kept', () => {
    expect(parseMedicalQuestionnaireExtraData('{"encounterId":"enc_1","source":"email"}')).toEqual({
      encounterId: 'enc_1',
      source: 'email',
    });
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['not JSON', '{encounterId:enc_1}'],
    ['a JSON string', '"enc_1"'],
    ['null', 'null'],
    ['an array', '[{"encounterId":"enc_1"}]'],
    ['no encounterId', '{"id":"enc_1"}'],
    ['an empty encounterId', '{"encounterId":""}'],
    ['a numeric encounterId', '{"encounterId":1001}'],
    ['a prototype-polluting object', '{"__proto__":{"encounterId":"x"}}'],
  ])('refuses %s without throwing', (_case, text) => {
    expect(parseMedicalQuestionnaireExtraData(text)).toBeUndefined();
  });

  it('property: hostile text never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json()), (text) => {
        const parsed = parseMedicalQuestionnaireExtraData(text);
        if (parsed !== undefined) expect(typeof parsed.encounterId).toBe('string');
      }),
    );
  });
});

describe('"Then requires query direct or an active state"', () => {
  it.each([
    [{ direct: 'true' }, true],
    [{ direct: '' }, true],
    [{ direct: '1' }, true],
    [{ direct: 'false' }, false],
    [{ direct: ' FALSE ' }, false],
    [{ direct: '0' }, false],
    [{}, false],
  ])('direct in %j -> %s', (query, expected) => {
    expect(isDirectMedicalQuestionnaireEntry(query)).toBe(expected);
  });
});
