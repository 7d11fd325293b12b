import {
  MEDICAL_QUESTIONNAIRE_SECTIONS,
  medicalQuestionRange,
  shownMedicalQuestions,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
  type MedicalQuestionnaireSection,
} from './medicalQuestionnaireDefinition';

/**
 * Why an answer is refused. The app words them after the spec's rules (section 5): required is
 * "The {label} field is required.", tooLong "The {label} field must be less than n characters.",
 * and a number out of range names the range and unit.
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

/** A number as members type it: digits, one decimal point or comma, spaces around. */
const NUMBER_TEXT = /^\s*\d{1,4}(?:[.,]\d{1,2})?\s*$/;

/** The value of a typed number, or undefined when it is not one. */
export function parseMedicalNumber(text: string): number | undefined {
  if (!NUMBER_TEXT.test(text)) return undefined;
  return Number(text.trim().replace(',', '.'));
}

/** Checks one shown question's answer; undefined when it is fine. Never throws. */
export function validateMedicalAnswer(
  question: MedicalQuestion,
  answers: MedicalQuestionnaireAnswers,
): MedicalAnswerIssue | undefined {
  const value = answers[question.id];
  const blank = value === undefined || value.trim() === '';
  if (blank) return question.required ? { code: 'required' } : undefined;
  if (question.options !== undefined && !question.options.includes(value)) {
    return { code: 'notAnOption' };
  }
  if (question.kind === 'number') {
    const amount = parseMedicalNumber(value);
    if (amount === undefined) return { code: 'notANumber' };
    const range = medicalQuestionRange(question, answers);
    if (range !== undefined && (amount < range.min || amount > range.max)) {
      return { code: 'outOfRange', min: range.min, max: range.max, unit: range.unit };
    }
  }
  if (question.maxLength !== undefined && value.length > question.maxLength) {
    return { code: 'tooLong', max: question.maxLength };
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
