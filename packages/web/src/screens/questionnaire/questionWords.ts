import {
  medicalQuestionRange,
  type MedicalAnswerIssue,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
} from '@scanwise/core';
import { useMemo } from 'react';
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
}

export function useQuestionWords(): QuestionWords {
  const { t, i18n } = useTranslation();
  return useMemo(() => {
    const key = (question: MedicalQuestion, part: string): string =>
      `questionnaire.mq.q.${question.id}.${part}`;
    const unitOf = (question: MedicalQuestion, answers: MedicalQuestionnaireAnswers): string => {
      const range = medicalQuestionRange(question, answers);
      return range ? t(`questionnaire.mq.units.${range.unit}`) : '';
    };
    const option = (question: MedicalQuestion, value: string): string =>
      question.kind === 'yesNo'
        ? t(`questionnaire.mq.answer.${value}`)
        : t(key(question, `options.${value}`));
    const words: QuestionWords = {
      label: (question) => t(key(question, 'label')),
      question: (question, answers) =>
        t(key(question, 'question'), { unit: unitOf(question, answers) }),
      hint: (question) =>
        i18n.exists(key(question, 'hint')) ? t(key(question, 'hint')) : undefined,
      option,
      answer: (question, answers) => {
        const value = answers[question.id]?.trim() ?? '';
        if (value === '') return t('questionnaire.mq.review.notAnswered');
        if (question.options !== undefined) return option(question, value);
        if (question.kind === 'number') return `${value} ${unitOf(question, answers)}`;
        return value;
      },
      issue: (question, answers, issue) => {
        const label = t(key(question, 'label'));
        switch (issue.code) {
          case 'outOfRange':
            return t('questionnaire.mq.issues.outOfRange', {
              label: label.toLowerCase(),
              min: issue.min,
              max: issue.max,
              unit: t(`questionnaire.mq.units.${issue.unit}`),
            });
          case 'tooLong':
            return t('questionnaire.mq.issues.tooLong', { label, max: issue.max });
          case 'notANumber':
            return t('questionnaire.mq.issues.notANumber', { label: label.toLowerCase() });
          default:
            return t(`questionnaire.mq.issues.${issue.code}`, { label });
        }
      },
      section: (sectionId) => ({
        title: t(`questionnaire.mq.sections.${sectionId}.title`),
        intro: t(`questionnaire.mq.sections.${sectionId}.intro`),
      }),
    };
    return words;
  }, [t, i18n]);
}
