import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeCatPayload } from '../schemas/cat';
import { validatePayload } from '../schemas/validate';
import { CatRecordWireSchema } from '../schemas/cat';
import {
  CAT_ANSWER_VALUES,
  CAT_QUESTIONS,
  CatPayloadDataSchema,
  assessCatAnswers,
  catAnsweredCount,
  catAnswersComplete,
  catAnswersFromRecordData,
  catPayloadDataOf,
  normalizeCatAnswers,
  type CatAnswers,
} from './catQuestionnaire';

const ALL_NO: CatAnswers = {
  symptoms: 'no',
  familyHistory: 'no',
  priorScore: 'no',
  stent: 'no',
  pacemaker: 'no',
};

const answersArbitrary = fc.record(
  {
    symptoms: fc.constantFrom(...CAT_ANSWER_VALUES),
    familyHistory: fc.constantFrom(...CAT_ANSWER_VALUES),
    priorScore: fc.constantFrom(...CAT_ANSWER_VALUES),
    stent: fc.constantFrom('yes' as const, 'no' as const),
    pacemaker: fc.constantFrom('yes' as const, 'no' as const),
  },
  { requiredKeys: [] },
);

describe('CAT questionnaire definition', () => {
  it('asks one question per cacAnswers field of the spec, each once', () => {
    expect(CAT_QUESTIONS.map((q) => q.field).sort()).toEqual(
      ['cacGreaterThanTen', 'cacPacemaker', 'cacStent', 'cacSymptoms', 'coronaryHistory'].sort(),
    );
  });

  it('counts answers and completeness', () => {
    expect(catAnswersComplete({})).toBe(false);
    expect(catAnsweredCount({ symptoms: 'yes' })).toBe(1);
    expect(catAnswersComplete(ALL_NO)).toBe(true);
  });

  it('drops unknown questions and answers a question does not offer', () => {
    const dirty = { ...ALL_NO, stent: 'unsure', extra: 'yes' } as unknown as CatAnswers;
    expect(normalizeCatAnswers(dirty)).toEqual({
      symptoms: 'no',
      familyHistory: 'no',
      priorScore: 'no',
      pacemaker: 'no',
    });
  });
});

describe('assessCatAnswers (the platform catResultOf rules)', () => {
  it('no risk factor is LOW and eligible', () => {
    expect(assessCatAnswers(ALL_NO)).toEqual({
      riskLevel: 'LOW',
      eligible: true,
      riskFactors: [],
      exclusions: [],
    });
  });

  it('one factor MODERATE, two or more HIGH; not sure counts as no', () => {
    expect(assessCatAnswers({ ...ALL_NO, symptoms: 'yes' }).riskLevel).toBe('MODERATE');
    expect(assessCatAnswers({ ...ALL_NO, symptoms: 'yes', priorScore: 'yes' }).riskLevel).toBe(
      'HIGH',
    );
    expect(assessCatAnswers({ ...ALL_NO, familyHistory: 'unsure' }).riskLevel).toBe('LOW');
  });

  it('a stent or a pacemaker makes the scan unsuitable', () => {
    const result = assessCatAnswers({ ...ALL_NO, pacemaker: 'yes' });
    expect(result).toMatchObject({ eligible: false, exclusions: ['pacemaker'] });
  });
});

describe('catPayloadDataOf / catAnswersFromRecordData', () => {
  it('saves the booleans the platform scores next to the answers', () => {
    const data = catPayloadDataOf(
      { ...ALL_NO, symptoms: 'yes', familyHistory: 'unsure', stent: 'yes' },
      '2026-11-23T10:00:00.000Z',
    );
    expect(data).toMatchObject({
      version: 1,
      cacSymptoms: true,
      coronaryHistory: false,
      cacGreaterThanTen: false,
      cacStent: true,
      cacPacemaker: false,
      isRejected: true,
      completedAt: '2026-11-23T10:00:00.000Z',
    });
    expect(validatePayload(CatPayloadDataSchema, data).ok).toBe(true);
    // "saved as a JSON string in a field payload"
    expect(validatePayload(CatRecordWireSchema, encodeCatPayload(data)).ok).toBe(true);
  });

  it('property: what is saved loads back to the same answers', () => {
    fc.assert(
      fc.property(answersArbitrary, (answers) => {
        const data = JSON.parse(JSON.stringify(catPayloadDataOf(answers, null))) as unknown;
        expect(catAnswersFromRecordData(data)).toEqual({
          answers: normalizeCatAnswers(answers),
          completedAt: null,
        });
      }),
    );
  });

  it('property: never throws on hostile data, null when unknown', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        expect(() => catAnswersFromRecordData(data)).not.toThrow();
      }),
    );
    expect(catAnswersFromRecordData({ cacStent: true })).toBeNull();
    expect(catAnswersFromRecordData(null)).toBeNull();
  });
});
