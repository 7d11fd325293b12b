import {
  type MeasurementEntry,
  type MeasurementUnit,
  type MedicalAnswerIssue,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { Radio, RadioGroup } from '../../design/components/RadioGroup/RadioGroup';
import { MeasurementField } from './MeasurementField';
import { useQuestionWords } from './questionWords';
import { RequiredMark } from './RequiredMark';
import styles from './questionnaire.module.css';

export interface QuestionFieldProps {
  readonly question: MedicalQuestion;
  readonly answers: MedicalQuestionnaireAnswers;
  readonly issue: MedicalAnswerIssue | undefined;
  readonly onAnswer: (questionId: string, value: string) => void;
  readonly onMeasure: (questionId: string, entry: MeasurementEntry) => void;
  readonly onSwitchUnit: (questionId: string, unit: MeasurementUnit) => void;
}

/**
 * One question: yes/no and choices as a radio group (large targets, arrow keys), height and
 * weight as boxes in the member's units with a unit switch (MeasurementField), text as a text
 * area. A required question is marked (an asterisk, aria-required). The issue is tied to the
 * field (aria-describedby) and announced (role=alert).
 */
export function QuestionField({
  question,
  answers,
  issue,
  onAnswer,
  onMeasure,
  onSwitchUnit,
}: QuestionFieldProps): ReactElement | null {
  if (question.measures !== undefined) {
    return (
      <MeasurementField
        question={question}
        answers={answers}
        issue={issue}
        onMeasure={onMeasure}
        onSwitchUnit={onSwitchUnit}
      />
    );
  }
  return (
    <ChoiceOrTextField question={question} answers={answers} issue={issue} onAnswer={onAnswer} />
  );
}

function ChoiceOrTextField({
  question,
  answers,
  issue,
  onAnswer,
}: Pick<QuestionFieldProps, 'question' | 'answers' | 'issue' | 'onAnswer'>): ReactElement {
  const words = useQuestionWords();
  const id = useId();
  const value = answers[question.id] ?? '';
  const invalid = issue !== undefined;
  const message = issue === undefined ? undefined : words.issue(question, answers, issue);
  const hint = words.hint(question);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy =
    [hint ? hintId : null, invalid ? errorId : null].filter((part) => part !== null).join(' ') ||
    undefined;
  const error = invalid ? (
    <span id={errorId} className={styles.error} role="alert">
      {message}
    </span>
  ) : null;
  const description = hint ? (
    <span id={hintId} className={styles.hint}>
      {hint}
    </span>
  ) : null;

  if (question.options !== undefined) {
    return (
      <RadioGroup
        className={styles.question}
        label={
          <>
            {words.question(question, answers)}
            {question.required ? <RequiredMark /> : null}
          </>
        }
        labelClassName={styles.questionLabel}
        value={value === '' ? null : value}
        onChange={(next) => onAnswer(question.id, next)}
        isRequired={question.required}
        isInvalid={invalid}
        aria-describedby={describedBy}
      >
        {description}
        <div className={styles.options}>
          {question.options.map((option) => (
            <Radio key={option} value={option} className={styles.option}>
              {words.option(question, option)}
            </Radio>
          ))}
        </div>
        {error}
      </RadioGroup>
    );
  }

  const inputId = `${id}-input`;
  return (
    <div className={styles.question}>
      <label className={styles.questionLabel} htmlFor={inputId}>
        {words.question(question, answers)}
        {question.required ? <RequiredMark /> : null}
      </label>
      {description}
      <textarea
        id={inputId}
        className={`${styles.input} ${styles.textArea}`}
        rows={3}
        value={value}
        onChange={(event) => onAnswer(question.id, event.currentTarget.value)}
        aria-required={question.required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...(question.maxLength === undefined ? {} : { maxLength: question.maxLength + 1 })}
      />
      {error}
    </div>
  );
}
