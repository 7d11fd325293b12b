import { useId, type ReactElement, type Ref } from 'react';
import styles from './shared.module.css';

export interface CheckboxFieldProps {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly name?: string;
  /** The validation message; present means invalid (announced, tied by aria-describedby). */
  readonly errorMessage?: string | undefined;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  /** A note read with the box (aria-describedby), e.g. why it cannot be changed. */
  readonly description?: string | undefined;
  /** The box itself, for a screen that moves focus to it (a refusal it answers). */
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
}

/**
 * A labelled native checkbox (keyboard and screen readers for free), 44 px target; a required box
 * is marked like every required field (a silent asterisk beside aria-required).
 */
export function CheckboxField({
  label,
  checked,
  onChange,
  name,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  description,
  inputRef,
}: CheckboxFieldProps): ReactElement {
  const id = useId();
  const errorId = `${id}-error`;
  const descriptionId = `${id}-description`;
  const invalid = errorMessage !== undefined && errorMessage !== '';
  const described = description !== undefined && description !== '';
  const describedBy =
    [described ? descriptionId : null, invalid ? errorId : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={styles.checkboxField}>
      <div className={styles.checkboxRow}>
        <input
          ref={inputRef}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          checked={checked}
          disabled={isDisabled}
          {...(name === undefined ? {} : { name })}
          aria-required={isRequired || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label htmlFor={id} className={styles.checkboxLabel}>
          {label}
          {isRequired ? (
            <span aria-hidden="true" className={styles.required}>
              {' '}
              *
            </span>
          ) : null}
        </label>
      </div>
      {described ? (
        <p id={descriptionId} className={styles.checkboxDescription}>
          {description}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </div>
  );
}
