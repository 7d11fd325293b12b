import {
  type MedicalAnswerIssue,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
} from '@scanwise/core';
import type { ReactElement } from 'react';
import { Input, Label, Radio, RadioGroup, Text, TextArea, TextField } from 'react-aria-components';
import { useQuestionWords } from './questionWords';
import styles from './questionnaire.module.css';

export interface QuestionFieldProps {
  readonly question: MedicalQuestion;
  readonly answers: MedicalQuestionnaireAnswers;
  readonly issue: MedicalAnswerIssue | undefined;
  readonly onAnswer: (questionId: string, value: string) => void;
}

/**
 * One question: yes/no and choices as a radio group (large targets, arrow keys), numbers as a
 * short decimal input with the unit in the label, text as a text area. The issue is tied to the
 * field (aria-describedby through react-aria) and announced (role=alert).
 */
export function QuestionField({
  question,
  answers,
  issue,
  onAnswer,
}: QuestionFieldProps): ReactElement {
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
        <Label className={styles.questionLabel}>{words.question(question, answers)}</Label>
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
      {question.kind === 'number' ? (
        <Input
          className={`${styles.input} ${styles.numberInput}`}
          inputMode="decimal"
          autoComplete="off"
        />
      ) : (
        <TextArea className={`${styles.input} ${styles.textArea}`} rows={3} />
      )}
      {error}
    </TextField>
  );
}
