import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CAC_REJECTING_ANSWERS,
  CacAnswersSchema,
  EMPTY_CAC_ANSWERS,
  answerCacQuestions,
  isCacRejected,
  type CacAnswers,
} from './cacAnswers';
import { validatePayload } from '../schemas';

const answer = fc.constantFrom(true, false, null);
const answers = fc.record({
  cacSymptoms: answer,
  cacStent: answer,
  cacPacemaker: answer,
  coronaryHistory: answer,
  cacGreaterThanTen: answer,
  isRejected: fc.boolean(),
});

describe('cacAnswers: "cacSymptoms, cacStent, cacPacemaker, coronaryHistory, cacGreaterThanTen, isRejected (boolean)"', () => {
  it('holds exactly the spec fields, nothing answered and not rejected at first', () => {
    expect(Object.keys(EMPTY_CAC_ANSWERS)).toEqual([
      'cacSymptoms',
      'cacStent',
      'cacPacemaker',
      'coronaryHistory',
      'cacGreaterThanTen',
      'isRejected',
    ]);
    expect(validatePayload(CacAnswersSchema, EMPTY_CAC_ANSWERS).ok).toBe(true);
    expect(isCacRejected(EMPTY_CAC_ANSWERS)).toBe(false);
  });

  it('refuses an isRejected that is not a boolean', () => {
    expect(validatePayload(CacAnswersSchema, { ...EMPTY_CAC_ANSWERS, isRejected: 'no' }).ok).toBe(
      false,
    );
  });

  it.each(CAC_REJECTING_ANSWERS)('a yes to %s rejects', (question) => {
    expect(isCacRejected({ ...EMPTY_CAC_ANSWERS, [question]: true })).toBe(true);
    expect(isCacRejected({ ...EMPTY_CAC_ANSWERS, [question]: false })).toBe(false);
  });

  it('a yes to cacGreaterThanTen alone does not reject', () => {
    expect(isCacRejected({ ...EMPTY_CAC_ANSWERS, cacGreaterThanTen: true })).toBe(false);
  });

  it('property: rejected exactly when one of the four rejecting questions is answered yes', () => {
    fc.assert(
      fc.property(answers, (given: CacAnswers) => {
        const expected =
          given.cacSymptoms === true ||
          given.cacStent === true ||
          given.cacPacemaker === true ||
          given.coronaryHistory === true;
        expect(isCacRejected(given)).toBe(expected);
      }),
    );
  });

  it('property: answering keeps isRejected equal to the rule, whatever the stored flag said', () => {
    fc.assert(
      fc.property(answers, answers, (current, patch) => {
        const { isRejected: _ignored, ...questions } = patch;
        const next = answerCacQuestions(current, questions);
        expect(next.isRejected).toBe(isCacRejected(next));
        expect(next.cacStent).toBe(patch.cacStent);
      }),
    );
  });
});
