import { NEW_PASSWORD_MAX_LENGTH, NEW_PASSWORD_MIN_LENGTH } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../design/components/TextField/TextField';
import type { TextBinding } from '../../../forms/useForm';

export interface PasswordFieldProps extends TextBinding {
  readonly label: string;
}

/**
 * A new password (Join, forgot-password change, set password): the browser may suggest one
 * (autocomplete new-password) and the hint says the length the rules enforce, from the same
 * numbers (core NEW_PASSWORD_RULES).
 */
export function NewPasswordField({ label, ...binding }: PasswordFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      description={t('account.common.passwordHint', {
        min: NEW_PASSWORD_MIN_LENGTH,
        max: NEW_PASSWORD_MAX_LENGTH,
      })}
      {...binding}
    />
  );
}

/** The new password typed again (core `createNewPasswordFields`: it must match). */
export function ConfirmPasswordField({ label, ...binding }: PasswordFieldProps): ReactElement {
  return (
    <TextField
      label={label}
      type="password"
      name="confirm-password"
      autoComplete="new-password"
      {...binding}
    />
  );
}
