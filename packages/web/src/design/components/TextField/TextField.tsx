import {
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import { FieldFrame } from '../FieldFrame/FieldFrame';
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
  readonly onBlur?: (event: FocusEvent<TextControl>) => void;
  readonly onFocus?: (event: FocusEvent<TextControl>) => void;
  readonly onKeyDown?: (event: KeyboardEvent<TextControl>) => void;
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
  /**
   * Free text over several lines (a note, a reason, a message): a text area of `rows` lines that
   * the member can drag taller. `type` does not apply.
   */
  readonly multiline?: boolean;
  /** The text area's visible lines (with `multiline`). */
  readonly rows?: number;
}

/** The element a TextField renders: an input, or a text area when multiline. */
export type TextControl = HTMLInputElement | HTMLTextAreaElement;

/**
 * A labelled text input (or text area) on plain elements in the fields' frame (FieldFrame: label,
 * description, error), so it needs no react-aria and the sign-in page loads less. The core
 * validates (on blur, change and model update): the browser must not add its own messages.
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
  multiline = false,
  rows = 4,
  ...rest
}: TextFieldProps): ReactElement {
  return (
    <FieldFrame
      label={label}
      description={description}
      errorMessage={errorMessage}
      isRequired={isRequired}
      controlId={id}
    >
      {(control) => {
        const props = {
          ...rest,
          ...control,
          placeholder: placeholder || undefined,
          value,
          defaultValue,
          onChange: onChange && ((event: ChangeEvent<TextControl>) => onChange(event.target.value)),
          disabled: isDisabled || undefined,
          readOnly: isReadOnly || undefined,
        };
        return multiline ? (
          <textarea {...props} rows={rows} className={`${styles.input} ${styles.multiline}`} />
        ) : (
          <input {...props} type={type} className={styles.input} />
        );
      }}
    </FieldFrame>
  );
}
