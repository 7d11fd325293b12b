import {
  useId,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import styles from './TextField.module.css';

export interface TextFieldProps {
  readonly label: string;
  /** Help shown under the label, tied to the input by aria-describedby. */
  readonly description?: string;
  /** The validation message (the core's field model words it); present means invalid. */
  readonly errorMessage?: string | undefined;
  readonly placeholder?: string;
  readonly value?: string;
  readonly defaultValue?: string;
  /** The text after each change. */
  readonly onChange?: (value: string) => void;
  readonly onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  readonly onKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** The input's id (else a generated one). */
  readonly id?: string;
  readonly name?: string;
  readonly type?: InputHTMLAttributes<HTMLInputElement>['type'];
  readonly autoComplete?: string;
  readonly inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  readonly autoFocus?: boolean;
  readonly maxLength?: number;
  readonly minLength?: number;
  /** Marked with aria-required and a silent asterisk; the core validates, not the browser. */
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
  readonly isReadOnly?: boolean;
}

/**
 * A labelled text input on plain elements (a label, an input, two texts), so it needs no
 * react-aria and the sign-in page loads less. The description and the error message
 * are tied to the input by aria-describedby; an error marks it aria-invalid and is announced when
 * it appears (role=alert). Required is aria-required: the core validates (on blur, change and
 * model update), the browser must not add its own messages.
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  value,
  defaultValue,
  onChange,
  id,
  type = 'text',
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  ...rest
}: TextFieldProps): ReactElement {
  const ownId = useId();
  const inputId = id ?? `${ownId}-input`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const invalid = errorMessage !== undefined && errorMessage !== '';
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className={styles.field} data-invalid={invalid || undefined}>
      <label className={styles.label} htmlFor={inputId}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      <input
        {...rest}
        id={inputId}
        type={type}
        className={styles.input}
        {...(placeholder ? { placeholder } : {})}
        {...(value === undefined ? {} : { value })}
        {...(defaultValue === undefined ? {} : { defaultValue })}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        aria-invalid={invalid || undefined}
        aria-required={isRequired || undefined}
        aria-describedby={describedBy || undefined}
        disabled={isDisabled || undefined}
        readOnly={isReadOnly || undefined}
      />
      {invalid ? (
        <span id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
