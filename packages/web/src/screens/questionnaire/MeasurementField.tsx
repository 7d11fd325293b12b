import {
  MEASUREMENT_UNITS,
  measurementUnitParts,
  shownMedicalMeasurement,
  type MeasurementEntry,
  type MeasurementUnit,
  type MedicalAnswerIssue,
  type MedicalQuestion,
  type MedicalQuestionnaireAnswers,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { Radio, RadioGroup } from '../../design/components/RadioGroup/RadioGroup';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { useQuestionWords } from './questionWords';
import { RequiredMark } from './RequiredMark';
import styles from './questionnaire.module.css';

export interface MeasurementFieldProps {
  readonly question: MedicalQuestion;
  readonly answers: MedicalQuestionnaireAnswers;
  readonly issue: MedicalAnswerIssue | undefined;
  /** What the member typed, in the units shown (the core keeps it and its value in cm or kg). */
  readonly onMeasure: (questionId: string, entry: MeasurementEntry) => void;
  readonly onSwitchUnit: (questionId: string, unit: MeasurementUnit) => void;
}

/**
 * A height or weight: a group named by the question, a labelled unit switch (the locale's units
 * first chosen: feet and inches and pounds on en-US, centimetres and kilograms on en-GB), and one
 * labelled box per part (feet, inches; stones, pounds). Switching units shows the same value in
 * the new units. The issue is tied to every box and announced.
 */
export function MeasurementField({
  question,
  answers,
  issue,
  onMeasure,
  onSwitchUnit,
}: MeasurementFieldProps): ReactElement | null {
  const { t } = useTranslation();
  const words = useQuestionWords();
  const locale = useAppLocale();
  const id = useId();
  const quantity = question.measures;
  if (quantity === undefined) return null;
  const entry = shownMedicalMeasurement(question, answers, locale);
  const parts = measurementUnitParts(entry.unit);
  const errorId = `${id}-error`;
  const invalid = issue !== undefined;
  const label = words.label(question);
  const type = (index: number, text: string): void =>
    onMeasure(question.id, {
      unit: entry.unit,
      parts: parts.map((_, at) => (at === index ? text : (entry.parts[at] ?? ''))),
    });
  return (
    <fieldset className={styles.question} data-measure={quantity}>
      <legend className={styles.questionLabel}>
        {words.question(question, answers)}
        {question.required ? <RequiredMark /> : null}
      </legend>
      <RadioGroup
        className={styles.unitSwitch}
        value={entry.unit}
        onChange={(next) => onSwitchUnit(question.id, next as MeasurementUnit)}
        label={t('questionnaire.mq.measure.switchLabel', { label: label.toLowerCase() })}
        labelClassName={styles.unitSwitchLabel}
      >
        <div className={styles.unitOptions}>
          {MEASUREMENT_UNITS[quantity].map((unit) => (
            <Radio key={unit} value={unit} className={styles.unitOption}>
              {t(`questionnaire.mq.measure.units.${unit}`)}
            </Radio>
          ))}
        </div>
      </RadioGroup>
      <div className={styles.measureBoxes}>
        {parts.map((part, index) => {
          const inputId = `${id}-${part}`;
          return (
            <div key={`${entry.unit}-${part}`} className={styles.measureBox}>
              <input
                id={inputId}
                className={`${styles.input} ${styles.measureInput}`}
                value={entry.parts[index] ?? ''}
                onChange={(event) => type(index, event.target.value)}
                inputMode="decimal"
                autoComplete="off"
                maxLength={7}
                aria-required={question.required || undefined}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                data-invalid={invalid || undefined}
              />
              <label htmlFor={inputId} className={styles.measurePart}>
                {t(`questionnaire.mq.measure.parts.${part}`)}
              </label>
            </div>
          );
        })}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {words.issue(question, answers, issue)}
        </p>
      ) : null}
    </fieldset>
  );
}
