/**
 * The pre-scan medical questionnaire as data (spec: "fill in questionnaires"; its contents are
 * not shown, designed in docs/adr/0033-medical-questionnaire.md). The core holds the ids, kinds,
 * options and rules; the app holds the words (`questionnaire.mq.q.<id>...`), so en-US and en-GB
 * can differ without touching the rules.
 *
 * Every answer is text: yes/no and choices are their option value, free text as typed, height and
 * weight their stored value (centimetres, kilograms; docs/adr/0111) beside what the member typed in
 * their units (`measurementEntryKey`). One shape keeps the draft simple to validate.
 */

import type { AppLocale } from '../schemas';
import {
  decodeMeasurementEntry,
  defaultMeasurementUnits,
  emptyMeasurementEntry,
  encodeMeasurementEntry,
  measurementEntryOf,
  parseTypedNumber,
  readMeasurementEntry,
  type BodyQuantity,
  type MeasurementEntry,
  type MeasurementUnit,
} from '../measurement';

/** The answers by question id. */
export type MedicalQuestionnaireAnswers = Readonly<Record<string, string>>;

export type MedicalQuestionKind = 'yesNo' | 'choice' | 'measurement' | 'text';

export interface MedicalQuestion {
  readonly id: string;
  readonly kind: MedicalQuestionKind;
  /** Must be answered when shown. */
  readonly required: boolean;
  /** The option values of yesNo ('yes', 'no') and choice questions. */
  readonly options?: readonly string[];
  /** For measurement questions: what is measured (its range and units live in `measurement`). */
  readonly measures?: BodyQuantity;
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

/**
 * The version of the questions; the draft and the completion carry it. Version 2 stores height in
 * centimetres and weight in kilograms whatever units the member typed.
 */
export const MEDICAL_QUESTIONNAIRE_VERSION = 2;

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
        { id: 'height', kind: 'measurement', required: true, measures: 'height' },
        { id: 'weight', kind: 'measurement', required: true, measures: 'weight' },
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

/** Where the text a member typed for a measurement question is kept in the answers. */
export function measurementEntryKey(questionId: string): string {
  return `${questionId}.entry`;
}

/** What the member typed for a measurement question (undefined until they typed). */
export function medicalMeasurementEntry(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
): MeasurementEntry | undefined {
  if (question.measures === undefined) return undefined;
  return decodeMeasurementEntry(answers[measurementEntryKey(question.id)]);
}

/**
 * The boxes a measurement question shows: what the member typed, else the stored value (or empty
 * boxes) in the locale's units (`defaultMeasurementUnits`).
 */
export function shownMedicalMeasurement(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
  locale: AppLocale,
): MeasurementEntry {
  const typed = medicalMeasurementEntry(question, answers);
  if (typed !== undefined) return typed;
  const unit = defaultMeasurementUnits(locale)[question.measures ?? 'height'];
  const stored = parseTypedNumber(answers[question.id] ?? '');
  return stored === undefined ? emptyMeasurementEntry(unit) : measurementEntryOf(unit, stored);
}

/**
 * The answers after a member typed a measurement: the entry as typed and the stored value (cm or
 * kg, one decimal; blank while the boxes are blank or not numbers). The conversion's one place.
 */
export function withMeasurementEntry(
  answers: MedicalQuestionnaireAnswers,
  question: MedicalQuestion,
  entry: MeasurementEntry,
): MedicalQuestionnaireAnswers {
  const reading = readMeasurementEntry(entry);
  return Object.freeze({
    ...answers,
    [question.id]: reading.kind === 'value' ? String(reading.stored) : '',
    [measurementEntryKey(question.id)]: encodeMeasurementEntry(entry),
  });
}

/**
 * The answers after the member switched a measurement's units: the value stays as stored and is
 * shown in the new units (whole inches and pounds); boxes that held no number start empty.
 */
export function withMeasurementUnit(
  answers: MedicalQuestionnaireAnswers,
  question: MedicalQuestion,
  unit: MeasurementUnit,
): MedicalQuestionnaireAnswers {
  const stored = parseTypedNumber(answers[question.id] ?? '');
  const entry =
    stored === undefined ? emptyMeasurementEntry(unit) : measurementEntryOf(unit, stored);
  return Object.freeze({
    ...answers,
    [measurementEntryKey(question.id)]: encodeMeasurementEntry(entry),
  });
}

/**
 * The answers without height and weight: a draft of another questionnaire version may hold them
 * in other units, so the member types them again.
 */
export function withoutMedicalMeasurements(
  answers: Readonly<Record<string, unknown>>,
): Readonly<Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(answers).filter(
      ([id]) =>
        MEDICAL_QUESTIONS.get(id)?.measures === undefined && !MEASUREMENT_ENTRY_KEYS.has(id),
    ),
  );
}

const MEASUREMENT_ENTRY_KEYS: ReadonlyMap<string, MedicalQuestion> = new Map(
  [...MEDICAL_QUESTIONS.values()]
    .filter((question) => question.measures !== undefined)
    .map((question) => [measurementEntryKey(question.id), question] as const),
);

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
    if (typeof value !== 'string') continue;
    if (MEASUREMENT_ENTRY_KEYS.has(id)) {
      if (decodeMeasurementEntry(value) !== undefined) known[id] = value;
      continue;
    }
    const question = MEDICAL_QUESTIONS.get(id);
    if (question === undefined) continue;
    if (question.options !== undefined && !question.options.includes(value)) continue;
    known[id] = value;
  }
  return Object.freeze(known);
}

/**
 * What is sent at submit: the known answers of the questions shown (hidden follow-ups left out),
 * height and weight as stored (cm, kg) without what was typed.
 */
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
