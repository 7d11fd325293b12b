import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../design/components/TextField/TextField';
import type { TextFieldBinding } from './useFormFields';

export interface PasswordFieldProps extends TextFieldBinding {
  readonly label: string;
}

/**
 * A new password (Join, forgot-password change, set password): the browser may suggest one
 * (autocomplete new-password) and the hint says the length rule.
 */
export function NewPasswordField({ label, ...binding }: PasswordFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      type="password"
      name="new-password"
      autoComplete="new-password"
      description={t('account.common.passwordHint')}
      isRequired
      {...binding}
    />
  );
}

/** The new password typed again (checked with `newPasswordConfirmationError`, forms.ts). */
export function ConfirmPasswordField({ label, ...binding }: PasswordFieldProps): ReactElement {
  return (
    <TextField
      label={label}
      type="password"
      name="confirm-password"
      autoComplete="new-password"
      isRequired
      {...binding}
    />
  );
}
