import { boolean, nullable, type } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * Spec section 3: "cacAnswers: cacSymptoms, cacStent, cacPacemaker, coronaryHistory,
 * cacGreaterThanTen, isRejected (boolean)." The spec does not show the answer type: each answer is
 * a yes/no, null while unanswered (see docs/adr/0026-booking-eligibility-and-heart-questions.md).
 */
export const CacAnswersSchema = type({
  cacSymptoms: nullable(boolean()),
  cacStent: nullable(boolean()),
  cacPacemaker: nullable(boolean()),
  coronaryHistory: nullable(boolean()),
  cacGreaterThanTen: nullable(boolean()),
  isRejected: boolean(),
});
export type CacAnswers = Infer<typeof CacAnswersSchema>;

/** Nothing answered yet, nothing rejected. */
export const EMPTY_CAC_ANSWERS: CacAnswers = Object.freeze({
  cacSymptoms: null,
  cacStent: null,
  cacPacemaker: null,
  coronaryHistory: null,
  cacGreaterThanTen: null,
  isRejected: false,
});

/** The answers that exclude a member from the CAC (coronary calcium) scan when answered yes. */
export const CAC_REJECTING_ANSWERS = [
  'cacSymptoms',
  'cacStent',
  'cacPacemaker',
  'coronaryHistory',
] as const satisfies readonly (keyof CacAnswers)[];

/**
 * The rejection rule (designed; the spec only names the isRejected flag): any yes to symptoms,
 * a stent, a pacemaker or a coronary history rejects. Symptoms call for a clinician rather than a
 * screening; stents and pacemakers distort the calcium score; known coronary disease makes a
 * screening score meaningless. cacGreaterThanTen does not reject, and unanswered is not yes.
 */
export function isCacRejected(answers: Readonly<Partial<CacAnswers>>): boolean {
  return CAC_REJECTING_ANSWERS.some((question) => answers[question] === true);
}

/** Merges new answers and recomputes isRejected, so the stored flag always follows the rule. */
export function answerCacQuestions(
  current: CacAnswers,
  patch: Readonly<Partial<Omit<CacAnswers, 'isRejected'>>>,
): CacAnswers {
  const merged = { ...current, ...patch };
  return Object.freeze({ ...merged, isRejected: isCacRejected(merged) });
}
