import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { TextField } from '../../../design/components/TextField/TextField';
import type { TextBinding } from '../../../forms/useForm';

export interface PhoneFieldProps extends TextBinding {
  readonly label: string;
  /** The member's country (Join's choice, Account's address): the hint writes a number of it. */
  readonly country: 'US' | 'GB';
}

/** The member's phone number (Join, Account), checked with core PHONE_NUMBER_RULES. */
export function PhoneField({ label, country, ...binding }: PhoneFieldProps): ReactElement {
  const { t } = useTranslation();
  return (
    <TextField
      label={label}
      type="tel"
      name="tel"
      autoComplete="tel"
      description={t(`account.common.phoneHint.${country}`)}
      {...binding}
    />
  );
}
