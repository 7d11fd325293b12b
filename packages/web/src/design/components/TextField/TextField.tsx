import type { ReactElement } from 'react';
import {
  Input,
  Label,
  Text,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import styles from './TextField.module.css';

export interface TextFieldProps extends Omit<
  AriaTextFieldProps,
  'className' | 'style' | 'children' | 'isInvalid'
> {
  readonly label: string;
  /** Help shown under the label, tied to the input by aria-describedby. */
  readonly description?: string;
  /** The validation message (the core's field model words it); present means invalid. */
  readonly errorMessage?: string | undefined;
  readonly placeholder?: string;
}

/**
 * A labelled text input. The error message is tied to the input by aria-describedby, marks it
 * aria-invalid and is announced when it appears (role=alert).
 */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  ...rest
}: TextFieldProps): ReactElement {
  const invalid = errorMessage !== undefined && errorMessage !== '';
  return (
    <AriaTextField
      {...rest}
      isInvalid={invalid}
      // The core validates (on blur, change and model update); the browser must not add its own.
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>
        {label}
        {rest.isRequired ? (
          <span aria-hidden="true" className={styles.required}>
            {' '}
            *
          </span>
        ) : null}
      </Label>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <Input className={styles.input} {...(placeholder ? { placeholder } : {})} />
      {invalid ? (
        <Text slot="errorMessage" className={styles.error} role="alert">
          {errorMessage}
        </Text>
      ) : null}
    </AriaTextField>
  );
}
