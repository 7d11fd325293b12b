import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './FieldFrame.module.css';

/** What a field's control carries so the frame's texts describe it. */
export interface FieldControlProps {
  readonly id: string;
  readonly 'aria-invalid': true | undefined;
  readonly 'aria-required': true | undefined;
  readonly 'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  readonly label: string;
  /** Help shown under the label. */
  readonly description?: string | undefined;
  /** The validation message (the core's field model words it); present means invalid. */
  readonly errorMessage?: string | undefined;
  /** Marked with aria-required and a silent asterisk; the core validates, not the browser. */
  readonly isRequired?: boolean;
  /** The control's id (else a generated one). */
  readonly controlId?: string | undefined;
  /** Renders the control (an input, a select) with the props that tie the texts to it. */
  readonly children: (control: FieldControlProps) => ReactNode;
}

/**
 * The frame every labelled form control shares: its label (with a silent asterisk when required),
 * the description and the error message, both tied to the control by aria-describedby. An error
 * marks the control aria-invalid and is announced when it appears (role=alert).
 */
export function FieldFrame({
  label,
  description,
  errorMessage,
  isRequired = false,
  controlId,
  children,
}: FieldFrameProps): ReactElement {
  const ownId = useId();
  const id = controlId ?? `${ownId}-control`;
  const descriptionId = `${ownId}-description`;
  const errorId = `${ownId}-error`;
  const invalid = errorMessage !== undefined && errorMessage !== '';
  const describedBy = [description ? descriptionId : null, invalid ? errorId : null]
    .filter((part) => part !== null)
    .join(' ');
  return (
    <div className={styles.field} data-invalid={invalid || undefined}>
      <label className={styles.label} htmlFor={id}>
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
      {children({
        id,
        'aria-invalid': invalid || undefined,
        'aria-required': isRequired || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {invalid ? (
        <span id={errorId} className={styles.error} role="alert">
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
