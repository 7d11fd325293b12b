import { boolean, enums, literal, nullable, optional, type } from 'superstruct';
import type { Infer } from 'superstruct';
import type { CatRiskLevel } from '../schemas/enums';
import { IsoDateTimeSchema } from '../schemas/primitives';
import { validatePayload } from '../schemas/validate';

/**
 * The CAT questionnaire: in Scanwise, CAT is the "Coronary Assessment Test", a short heart-health
 * self check that tells a visitor whether a heart CT (coronary calcium) scan suits them. Its
 * answers are the spec's cacAnswers (cacSymptoms, cacStent, cacPacemaker, coronaryHistory,
 * cacGreaterThanTen, isRejected): the fields the platform scores (GET /members/cat/results). See
 * docs/adr/0034-cat-heart-health-check-and-viewer.md.
 */

/** One answer: yes, no, or (where a member may well not know) not sure. */
export const CAT_ANSWER_VALUES = ['yes', 'no', 'unsure'] as const;
export type CatAnswer = (typeof CAT_ANSWER_VALUES)[number];

/** The questions, in the order they are asked. */
export const CAT_QUESTION_IDS = [
  'symptoms',
  'familyHistory',
  'priorScore',
  'stent',
  'pacemaker',
] as const;
export type CatQuestionId = (typeof CAT_QUESTION_IDS)[number];

/** The cacAnswers field a question fills. */
export type CatAnswerField =
  'cacSymptoms' | 'coronaryHistory' | 'cacGreaterThanTen' | 'cacStent' | 'cacPacemaker';

export interface CatQuestion {
  readonly id: CatQuestionId;
  readonly field: CatAnswerField;
  /** The answers offered: a device question is yes or no, a risk question also "not sure". */
  readonly answers: readonly CatAnswer[];
  /**
   * `risk`: a yes raises the risk band. `device`: a yes means a calcium score would be unreliable
   * (the scan does not suit the member; the platform's "ineligible").
   */
  readonly kind: 'risk' | 'device';
}

/** The questionnaire definition (wording lives in the web app's locale files, by id). */
export const CAT_QUESTIONS: readonly CatQuestion[] = Object.freeze([
  { id: 'symptoms', field: 'cacSymptoms', answers: CAT_ANSWER_VALUES, kind: 'risk' },
  { id: 'familyHistory', field: 'coronaryHistory', answers: CAT_ANSWER_VALUES, kind: 'risk' },
  { id: 'priorScore', field: 'cacGreaterThanTen', answers: CAT_ANSWER_VALUES, kind: 'risk' },
  { id: 'stent', field: 'cacStent', answers: ['yes', 'no'], kind: 'device' },
  { id: 'pacemaker', field: 'cacPacemaker', answers: ['yes', 'no'], kind: 'device' },
] satisfies CatQuestion[]);

const CatAnswerSchema = enums(CAT_ANSWER_VALUES);

/** The answers given so far, by question id (a question not answered yet is absent). */
export const CatAnswersSchema = type({
  symptoms: optional(CatAnswerSchema),
  familyHistory: optional(CatAnswerSchema),
  priorScore: optional(CatAnswerSchema),
  stent: optional(CatAnswerSchema),
  pacemaker: optional(CatAnswerSchema),
});
export type CatAnswers = { readonly [K in CatQuestionId]?: CatAnswer | undefined };

/** Keeps only the known questions with an answer they offer, frozen (a stray key is dropped). */
export function normalizeCatAnswers(answers: CatAnswers): CatAnswers {
  const kept: { [K in CatQuestionId]?: CatAnswer } = {};
  for (const question of CAT_QUESTIONS) {
    const answer = answers[question.id];
    if (answer !== undefined && question.answers.includes(answer)) kept[question.id] = answer;
  }
  return Object.freeze(kept);
}

/** Whether every question has an answer. */
export function catAnswersComplete(answers: CatAnswers): boolean {
  return CAT_QUESTIONS.every((question) => answers[question.id] !== undefined);
}

/** How many questions have an answer. */
export function catAnsweredCount(answers: CatAnswers): number {
  return CAT_QUESTIONS.filter((question) => answers[question.id] !== undefined).length;
}

/**
 * The band the answers give, by the platform's own rules (mock platform `catResultOf`): a stent
 * or a pacemaker makes a calcium score unreliable (not eligible); each risk factor answered yes
 * raises the band: none LOW, one MODERATE, two or more HIGH. "Not sure" counts as no (the scan
 * is what finds out). Used before the member has an account; a member sees the platform's.
 */
export interface CatAssessment {
  readonly riskLevel: CatRiskLevel;
  readonly eligible: boolean;
  /** Risk questions answered yes. */
  readonly riskFactors: readonly CatQuestionId[];
  /** Device questions answered yes (why the scan does not suit the member). */
  readonly exclusions: readonly CatQuestionId[];
}

export function assessCatAnswers(answers: CatAnswers): CatAssessment {
  const yes = (question: CatQuestion): boolean => answers[question.id] === 'yes';
  const riskFactors = CAT_QUESTIONS.filter((q) => q.kind === 'risk' && yes(q)).map((q) => q.id);
  const exclusions = CAT_QUESTIONS.filter((q) => q.kind === 'device' && yes(q)).map((q) => q.id);
  const riskLevel: CatRiskLevel =
    riskFactors.length === 0 ? 'LOW' : riskFactors.length === 1 ? 'MODERATE' : 'HIGH';
  return { riskLevel, eligible: exclusions.length === 0, riskFactors, exclusions };
}

/**
 * What is saved in the record's payload (POST members cat): the cacAnswers booleans the platform
 * scores, plus the member's own answers (so "not sure" comes back on load) and a version.
 */
export const CatPayloadDataSchema = type({
  version: literal(1),
  answers: CatAnswersSchema,
  completedAt: nullable(IsoDateTimeSchema),
  cacSymptoms: boolean(),
  cacStent: boolean(),
  cacPacemaker: boolean(),
  coronaryHistory: boolean(),
  cacGreaterThanTen: boolean(),
  isRejected: boolean(),
});
export type CatPayloadData = Infer<typeof CatPayloadDataSchema>;

/** The payload data of complete or partial answers (an unanswered question is false). */
export function catPayloadDataOf(answers: CatAnswers, completedAt: string | null): CatPayloadData {
  const normalized = normalizeCatAnswers(answers);
  const yes = (id: CatQuestionId): boolean => normalized[id] === 'yes';
  return {
    version: 1,
    answers: normalized,
    completedAt,
    cacSymptoms: yes('symptoms'),
    coronaryHistory: yes('familyHistory'),
    cacGreaterThanTen: yes('priorScore'),
    cacStent: yes('stent'),
    cacPacemaker: yes('pacemaker'),
    // Rejected for a heart CT: a device makes the calcium score unreliable.
    isRejected: !assessCatAnswers(normalized).eligible,
  };
}

/**
 * The answers held by a loaded record's data, or null when the data is not a questionnaire this
 * version wrote (another version, or a record from elsewhere): the member then starts afresh.
 */
export function catAnswersFromRecordData(
  data: unknown,
): { readonly answers: CatAnswers; readonly completedAt: string | null } | null {
  const checked = validatePayload(CatPayloadDataSchema, data);
  if (!checked.ok) return null;
  return {
    answers: normalizeCatAnswers(checked.value.answers),
    completedAt: checked.value.completedAt,
  };
}
