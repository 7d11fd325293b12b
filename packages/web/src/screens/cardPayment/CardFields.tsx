import type { CardFormField, CardFormFields } from '@scanwise/core';
import type { ReactElement } from 'react';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import { textField, type Form } from '../../forms/useForm';
import { useTranslation } from '../../i18n/useTranslation';
import styles from '../booking/booking.module.css';

export interface CardFieldsProps {
  /** The card form (core `createCardFormFields` on useForm). */
  readonly form: Form<CardFormFields>;
  /** Prefix of the input ids (`<prefix>-number`, `-expiry`, `-cvc`). */
  readonly idPrefix: string;
  readonly title?: string;
}

/** The card fields' labels, as the page shows them (also the core fields' labels). */
export const CARD_FIELD_LABEL_KEYS: Readonly<Record<CardFormField, string>> = {
  number: 'booking.reserve.cardNumber',
  expiry: 'booking.reserve.expiry',
  cvc: 'booking.reserve.cvc',
};

/**
 * The card fields (number, expiry, security code) in their card, over the core's card form on
 * useForm: messages on blur and on submit, worded from the core's message keys. Used by
 * reserve-appointment and payment-authorize.
 */
export function CardFields({ form, idPrefix, title }: CardFieldsProps): ReactElement {
  const { t } = useTranslation();
  const bind = (field: CardFormField) => {
    const binding = textField(form, field);
    return {
      ...binding,
      errorMessage: binding.errorMessage === undefined ? undefined : t(binding.errorMessage),
    };
  };
  return (
    <Card title={title ?? t('booking.reserve.cardTitle')}>
      <div className={styles.content}>
        <TextField
          id={`${idPrefix}-number`}
          label={t(CARD_FIELD_LABEL_KEYS.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          {...bind('number')}
        />
        <div className={styles.row}>
          <TextField
            id={`${idPrefix}-expiry`}
            label={t(CARD_FIELD_LABEL_KEYS.expiry)}
            description={t('booking.reserve.expiryHint')}
            autoComplete="cc-exp"
            inputMode="numeric"
            {...bind('expiry')}
          />
          <TextField
            id={`${idPrefix}-cvc`}
            label={t(CARD_FIELD_LABEL_KEYS.cvc)}
            description={t('booking.reserve.cvcHint')}
            autoComplete="cc-csc"
            inputMode="numeric"
            {...bind('cvc')}
          />
        </div>
        <p className={styles.hint}>{t('booking.reserve.secure')}</p>
      </div>
    </Card>
  );
}
