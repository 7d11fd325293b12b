import {
  type MeasurementEntry,
  type MeasurementUnit,
  type MedicalAnswerIssue,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
} from '@scanwise/core';
import type { ReactElement } from 'react';
import { Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
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
 * field (aria-describedby through react-aria) and announced (role=alert).
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
  const value = answers[question.id] ?? '';
  const invalid = issue !== undefined;
  const message = issue === undefined ? undefined : words.issue(question, answers, issue);
  const hint = words.hint(question);
  const error = invalid ? (
    <Text slot="errorMessage" className={styles.error} role="alert">
      {message}
    </Text>
  ) : null;
  const description = hint ? (
    <Text slot="description" className={styles.hint}>
      {hint}
    </Text>
  ) : null;

  if (question.options !== undefined) {
    return (
      <RadioGroup
        className={styles.question}
        value={value === '' ? null : value}
        onChange={(next) => onAnswer(question.id, next)}
        isRequired={question.required}
        isInvalid={invalid}
        validationBehavior="aria"
        orientation="horizontal"
      >
        <Label className={styles.questionLabel}>
          {words.question(question, answers)}
          {question.required ? <RequiredMark /> : null}
        </Label>
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

  return (
    <TextField
      className={styles.question}
      value={value}
      onChange={(next) => onAnswer(question.id, next)}
      isRequired={question.required}
      isInvalid={invalid}
      validationBehavior="aria"
      {...(question.maxLength === undefined ? {} : { maxLength: question.maxLength + 1 })}
    >
      <Label className={styles.questionLabel}>{words.question(question, answers)}</Label>
      {description}
      <TextArea className={`${styles.input} ${styles.textArea}`} rows={3} />
      {error}
    </TextField>
  );
}
