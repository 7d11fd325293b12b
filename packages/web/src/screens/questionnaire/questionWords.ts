import {
  fromStoredMeasurement,
  measurementRangeIn,
  measurementUnitParts,
  parseMedicalNumber,
  shownMedicalMeasurement,
  type MedicalAnswerIssue,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
  type MeasurementUnit,
} from '@scanwise/core';
import { useMemo } from 'react';
import { useAppLocale } from '../../navigation/appLocale';
import { useTranslation } from '../../i18n/useTranslation';

/** The words of the core's questions (`questionnaire.mq.q.<id>...`). */
export interface QuestionWords {
  readonly label: (question: MedicalQuestion) => string;
  readonly question: (question: MedicalQuestion, answers: MedicalQuestionnaireAnswers) => string;
  readonly hint: (question: MedicalQuestion) => string | undefined;
  readonly option: (question: MedicalQuestion, option: string) => string;
  /** The answer as the member reads it on the review (options by their words). */
  readonly answer: (question: MedicalQuestion, answers: MedicalQuestionnaireAnswers) => string;
  readonly issue: (
    question: MedicalQuestion,
    answers: MedicalQuestionnaireAnswers,
    issue: MedicalAnswerIssue,
  ) => string;
  readonly section: (sectionId: string) => { readonly title: string; readonly intro: string };
  /** A measurement in a unit, as members write it: "5 ft 10 in", "71.7 kg". */
  readonly measurement: (unit: MeasurementUnit, parts: readonly number[]) => string;
}

export function useQuestionWords(): QuestionWords {
  const { t, i18n } = useTranslation();
  const locale = useAppLocale();
  return useMemo(() => {
    const key = (question: MedicalQuestion, part: string): string =>
      `questionnaire.mq.q.${question.id}.${part}`;
    const measurement = (unit: MeasurementUnit, parts: readonly number[]): string =>
      measurementUnitParts(unit)
        .map((part, index) => t(`questionnaire.mq.measure.short.${part}`, { value: parts[index] }))
        .join(' ');
    const shownUnit = (question: MedicalQuestion, answers: MedicalQuestionnaireAnswers) =>
      shownMedicalMeasurement(question, answers, locale).unit;
    const option = (question: MedicalQuestion, value: string): string =>
      question.kind === 'yesNo'
        ? t(`questionnaire.mq.answer.${value}`)
        : t(key(question, `options.${value}`));
    const words: QuestionWords = {
      label: (question) => t(key(question, 'label')),
      question: (question) => t(key(question, 'question')),
      hint: (question) =>
        i18n.exists(key(question, 'hint')) ? t(key(question, 'hint')) : undefined,
      option,
      answer: (question, answers) => {
        const value = answers[question.id]?.trim() ?? '';
        if (value === '') return t('questionnaire.mq.review.notAnswered');
        if (question.options !== undefined) return option(question, value);
        const stored = question.measures === undefined ? undefined : parseMedicalNumber(value);
        if (stored !== undefined) {
          const unit = shownUnit(question, answers);
          return measurement(unit, fromStoredMeasurement(unit, stored));
        }
        return value;
      },
      issue: (question, answers, issue) => {
        const label = t(key(question, 'label'));
        switch (issue.code) {
          case 'outOfRange': {
            // The range is stored in cm or kg; it is said in the units the member sees.
            const unit = shownUnit(question, answers);
            const range = measurementRangeIn(unit);
            return t('questionnaire.mq.issues.outOfRange', {
              label: label.toLowerCase(),
              min: measurement(unit, range.min),
              max: measurement(unit, range.max),
            });
          }
          case 'tooLong':
            return t('questionnaire.mq.issues.tooLong', { label, max: issue.max });
          case 'notANumber':
            return t('questionnaire.mq.issues.notANumber', {
              label: label.toLowerCase(),
              example: t(`questionnaire.mq.measure.example.${shownUnit(question, answers)}`),
            });
          default:
            return t(`questionnaire.mq.issues.${issue.code}`, { label });
        }
      },
      section: (sectionId) => ({
        title: t(`questionnaire.mq.sections.${sectionId}.title`),
        intro: t(`questionnaire.mq.sections.${sectionId}.intro`),
      }),
      measurement,
    };
    return words;
  }, [t, i18n, locale]);
}
