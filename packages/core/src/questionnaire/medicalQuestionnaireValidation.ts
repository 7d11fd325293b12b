import {
  BODY_MEASUREMENT_RANGES,
  STORED_MEASUREMENT_UNITS,
  isMeasurementInRange,
  parseTypedNumber,
  readMeasurementEntry,
} from '../measurement';
import {
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  medicalMeasurementEntry,
  shownMedicalQuestions,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
  type MedicalQuestionnaireSection,
} from './medicalQuestionnaireDefinition';

/**
 * Why an answer is refused. The app words them after the spec's rules (section 5): required is
 * "The {label} field is required.", tooLong "The {label} field must be less than n characters.",
 * and a measurement out of range names the range (here in its stored unit, cm or kg; the app says
 * it in the units the member typed).
 */
export type MedicalAnswerIssue =
  | { readonly code: 'required' }
  | { readonly code: 'notANumber' }
  | {
      readonly code: 'outOfRange';
      readonly min: number;
      readonly max: number;
      readonly unit: string;
    }
  | { readonly code: 'tooLong'; readonly max: number }
  | { readonly code: 'notAnOption' };

/** The value of a typed number (up to four digits, two decimals), or undefined when it is not one. */
export const parseMedicalNumber: (text: string) => number | undefined = parseTypedNumber;

/** Checks one shown question's answer; undefined when it is fine. Never throws. */
export function validateMedicalAnswer(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
): MedicalAnswerIssue | undefined {
  if (question.measures !== undefined) return validateMeasurement(question, answers);
  const value = answers[question.id];
  const blank = value === undefined || value.trim() === '';
  if (blank) return question.required ? { code: 'required' } : undefined;
  if (question.options !== undefined && !question.options.includes(value)) {
    return { code: 'notAnOption' };
  }
  if (question.maxLength !== undefined && value.length > question.maxLength) {
    return { code: 'tooLong', max: question.maxLength };
  }
  return undefined;
}

/**
 * A height or weight: what the member typed (blank, not numbers) and then the stored value against
 * the range. Without an entry (an answer from elsewhere) the stored text is read as cm or kg.
 */
function validateMeasurement(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
): MedicalAnswerIssue | undefined {
  const quantity = question.measures;
  if (quantity === undefined) return undefined;
  const entry = medicalMeasurementEntry(question, answers);
  let stored: number | undefined;
  if (entry !== undefined) {
    const reading = readMeasurementEntry(entry);
    if (reading.kind === 'notANumber') return { code: 'notANumber' };
    stored = reading.kind === 'value' ? reading.stored : undefined;
  } else {
    const text = answers[question.id] ?? '';
    if (text.trim() !== '') {
      stored = parseTypedNumber(text);
      if (stored === undefined) return { code: 'notANumber' };
    }
  }
  if (stored === undefined) return question.required ? { code: 'required' } : undefined;
  if (!isMeasurementInRange(quantity, stored)) {
    const { min, max } = BODY_MEASUREMENT_RANGES[quantity];
    return { code: 'outOfRange', min, max, unit: STORED_MEASUREMENT_UNITS[quantity] };
  }
  return undefined;
}

/** The issues of a section's shown questions, by question id (empty when the section is fine). */
export function validateMedicalSection(
  section: MedicalQuestionnaireSection,
  answers: MedicalQuestionnaireAnswers,
): Readonly<Record<string, MedicalAnswerIssue>> {
  const issues: Record<string, MedicalAnswerIssue> = {};
  for (const question of shownMedicalQuestions(section, answers)) {
    const issue = validateMedicalAnswer(question, answers);
    if (issue !== undefined) issues[question.id] = issue;
  }
  return issues;
}

/** The index of the first section with an issue, or -1 when everything can be sent. */
export function firstInvalidMedicalSection(answers: MedicalQuestionnaireAnswers): number {
  return MEDICAL_QUESTIONNAIRE_SECTIONS.findIndex(
    (section) => Object.keys(validateMedicalSection(section, answers)).length > 0,
  );
}

/**
 * Valid answers over questions to answer, for the progress bar: required questions shown
 * (follow-ups count once asked) and optional ones the member filled in.
 */
export function medicalQuestionnaireProgress(answers: MedicalQuestionnaireAnswers): {
  readonly answered: number;
  readonly total: number;
} {
  let answered = 0;
  let total = 0;
  for (const section of MEDICAL_QUESTIONNAIRE_SECTIONS) {
    for (const question of shownMedicalQuestions(section, answers)) {
      const value = answers[question.id];
      const blank = value === undefined || value.trim() === '';
      // An optional question left blank is neither asked of the member nor missing.
      if (blank && !question.required) continue;
      total += 1;
      if (!blank && validateMedicalAnswer(question, answers) === undefined) answered += 1;
    }
  }
  return { answered, total };
}
