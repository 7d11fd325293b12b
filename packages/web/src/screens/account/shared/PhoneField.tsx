import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../design/components/TextField/TextField';
import type { TextFieldBinding } from './useFormFields';

export interface PhoneFieldProps extends TextFieldBinding {
  readonly label: string;
}

/** The member's phone number (Join, Account), checked with `PHONE_RULES` (forms.ts). */
export function PhoneField({ label, ...binding }: PhoneFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      type="tel"
      name="tel"
      autoComplete="tel"
      description={t('account.common.phoneHint')}
      isRequired
      {...binding}
    />
  );
}
