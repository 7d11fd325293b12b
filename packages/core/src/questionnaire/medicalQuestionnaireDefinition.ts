/**
 * The pre-scan medical questionnaire as data (spec: "fill in questionnaires"; its contents are
 * not shown, designed in docs/adr/0033-medical-questionnaire.md). The core holds the ids, kinds,
 * options and rules; the app holds the words (`questionnaire.mq.q.<id>...`), so en-US and en-GB
 * can differ without touching the rules.
 *
 * Every answer is text: yes/no and choices are their option value, numbers are typed text
 * (checked by the rules), free text as typed. One shape keeps the draft simple to validate.
 */

/** The answers by question id. */
export type MedicalQuestionnaireAnswers = Readonly<Record<string, string>>;

export type MedicalQuestionKind = 'yesNo' | 'choice' | 'number' | 'text';

/** Measurement units the height and weight questions follow. */
export type MeasurementSystem = 'us' | 'metric';

export interface NumberRange {
  readonly min: number;
  readonly max: number;
  /** Unit key for the words ('in', 'lb', 'cm', 'kg'). */
  readonly unit: string;
}

export interface MedicalQuestion {
  readonly id: string;
  readonly kind: MedicalQuestionKind;
  /** Must be answered when shown. */
  readonly required: boolean;
  /** The option values of yesNo ('yes', 'no') and choice questions. */
  readonly options?: readonly string[];
  /** For number questions: the range per measurement system (read from `unitsFrom`). */
  readonly ranges?: Readonly<Record<MeasurementSystem, NumberRange>>;
  /** The question whose answer picks the measurement system. */
  readonly unitsFrom?: string;
  /** For text questions: the longest answer accepted. */
  readonly maxLength?: number;
  /** Shown only when another question has one of these answers (a follow-up). */
  readonly showIf?: { readonly questionId: string; readonly anyOf: readonly string[] };
}

export interface MedicalQuestionnaireSection {
  readonly id: string;
  readonly questions: readonly MedicalQuestion[];
}

const YES_NO = ['yes', 'no'] as const;
const yesNo = (id: string, showIf?: MedicalQuestion['showIf']): MedicalQuestion => ({
  id,
  kind: 'yesNo',
  required: true,
  options: YES_NO,
  ...(showIf ? { showIf } : {}),
});
const details = (id: string, after: string, maxLength = 500): MedicalQuestion => ({
  id,
  kind: 'text',
  required: true,
  maxLength,
  showIf: { questionId: after, anyOf: ['yes'] },
});

/** The version of the questions; the draft and the completion carry it. */
export const MEDICAL_QUESTIONNAIRE_VERSION = 1;

/**
 * Six short sections, one per step, ordered as a radiographer's safety check runs: who you are
 * physically, what metal is in you, pregnancy, comfort in the scanner, kidneys and contrast,
 * history and medicines. Follow-ups ask for details only after a yes.
 */
export const MEDICAL_QUESTIONNAIRE_SECTIONS: readonly MedicalQuestionnaireSection[] = Object.freeze(
  [
    {
      id: 'body',
      questions: [
        { id: 'units', kind: 'choice', required: true, options: ['us', 'metric'] },
        {
          id: 'height',
          kind: 'number',
          required: true,
          unitsFrom: 'units',
          ranges: {
            us: { min: 36, max: 96, unit: 'in' },
            metric: { min: 90, max: 245, unit: 'cm' },
          },
        },
        {
          id: 'weight',
          kind: 'number',
          required: true,
          unitsFrom: 'units',
          ranges: {
            us: { min: 60, max: 700, unit: 'lb' },
            metric: { min: 27, max: 320, unit: 'kg' },
          },
        },
      ],
    },
    {
      id: 'implants',
      questions: [
        yesNo('pacemaker'),
        yesNo('metalImplants'),
        details('metalImplantsDetails', 'metalImplants'),
        yesNo('metalFragments'),
      ],
    },
    {
      id: 'pregnancy',
      questions: [
        {
          id: 'pregnant',
          kind: 'choice',
          required: true,
          options: ['no', 'yes', 'unsure', 'notApplicable'],
        },
        yesNo('breastfeeding'),
      ],
    },
    {
      id: 'comfort',
      questions: [
        {
          id: 'claustrophobia',
          kind: 'choice',
          required: true,
          options: ['none', 'mild', 'severe'],
        },
        yesNo('lieStill'),
      ],
    },
    {
      id: 'kidneys',
      questions: [
        yesNo('kidneyDisease'),
        yesNo('diabetes'),
        yesNo('contrastReaction'),
        details('contrastReactionDetails', 'contrastReaction'),
      ],
    },
    {
      id: 'history',
      questions: [
        yesNo('previousCancer'),
        details('previousCancerDetails', 'previousCancer'),
        yesNo('takesMedication'),
        details('medicationList', 'takesMedication', 1000),
        { id: 'allergies', kind: 'text', required: false, maxLength: 500 },
      ],
    },
  ],
);

/** Every question in order, by id. */
export const MEDICAL_QUESTIONS: ReadonlyMap<string, MedicalQuestion> = new Map(
  MEDICAL_QUESTIONNAIRE_SECTIONS.flatMap((section) =>
    section.questions.map((question) => [question.id, question] as const),
  ),
);

/** Whether a question is asked, given the answers so far (a follow-up needs its trigger). */
export function isMedicalQuestionShown(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
): boolean {
  if (question.showIf === undefined) return true;
  const trigger = answers[question.showIf.questionId];
  return trigger !== undefined && question.showIf.anyOf.includes(trigger);
}

/** The questions of a section the member is asked now. */
export function shownMedicalQuestions(
  section: MedicalQuestionnaireSection,
  answers: MedicalQuestionnaireAnswers,
): MedicalQuestion[] {
  return section.questions.filter((question) => isMedicalQuestionShown(question, answers));
}

/** The number range of a number question under the units answered (US units until chosen). */
export function medicalQuestionRange(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
): NumberRange | undefined {
  if (question.ranges === undefined) return undefined;
  const system = question.unitsFrom ? answers[question.unitsFrom] : undefined;
  return system === 'metric' ? question.ranges.metric : question.ranges.us;
}

/**
 * The answers of known questions with valid options only (a draft of an older version or edited
 * by hand loses what no longer fits). Hidden follow-ups are kept: flipping a no back to yes
 * brings the typed details back.
 */
export function knownMedicalAnswers(
  answers: Readonly<Record<string, unknown>>,
): MedicalQuestionnaireAnswers {
  const known: Record<string, string> = {};
  for (const [id, value] of Object.entries(answers)) {
    const question = MEDICAL_QUESTIONS.get(id);
    if (question === undefined || typeof value !== 'string') continue;
    if (question.options !== undefined && !question.options.includes(value)) continue;
    known[id] = value;
  }
  return Object.freeze(known);
}

/** What is sent at submit: the known answers of the questions shown (hidden follow-ups left out). */
export function keepShownMedicalAnswers(
  answers: Readonly<Record<string, unknown>>,
): MedicalQuestionnaireAnswers {
  const known = knownMedicalAnswers(answers);
  const kept: Record<string, string> = {};
  for (const [id, value] of Object.entries(known)) {
    const question = MEDICAL_QUESTIONS.get(id);
    if (question !== undefined && isMedicalQuestionShown(question, known)) kept[id] = value;
  }
  return Object.freeze(kept);
}
