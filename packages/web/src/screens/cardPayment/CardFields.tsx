import type { ReactElement } from 'react';
import { Card } from '../../design/components/Card/Card';
import { TextField } from '../../design/components/TextField/TextField';
import { useTranslation } from '../../i18n/useTranslation';
import styles from '../booking/booking.module.css';
import type { CardForm } from './useCardForm';

export interface CardFieldsProps {
  readonly form: CardForm;
  readonly title?: string;
}

/**
 * The card fields (number, expiry, security code) in their card, over {@link useCardForm}. Used
 * by reserve-appointment and payment-authorize.
 */
export function CardFields({ form, title }: CardFieldsProps): ReactElement {
  const { t } = useTranslation();
  const { idPrefix, values, errors, onChange } = form;
  return (
    <Card title={title ?? t('booking.reserve.cardTitle')}>
      <div className={styles.content}>
        <TextField
          id={`${idPrefix}-number`}
          label={t('booking.reserve.cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          isRequired
          value={values.number}
          onChange={onChange('number')}
          errorMessage={errors.number ? t(errors.number) : undefined}
        />
        <div className={styles.row}>
          <TextField
            id={`${idPrefix}-expiry`}
            label={t('booking.reserve.expiry')}
            description={t('booking.reserve.expiryHint')}
            autoComplete="cc-exp"
            inputMode="numeric"
            isRequired
            value={values.expiry}
            onChange={onChange('expiry')}
            errorMessage={errors.expiry ? t(errors.expiry) : undefined}
          />
          <TextField
            id={`${idPrefix}-cvc`}
            label={t('booking.reserve.cvc')}
            description={t('booking.reserve.cvcHint')}
            autoComplete="cc-csc"
            inputMode="numeric"
            isRequired
            value={values.cvc}
            onChange={onChange('cvc')}
            errorMessage={errors.cvc ? t(errors.cvc) : undefined}
          />
        </div>
        <p className={styles.hint}>{t('booking.reserve.secure')}</p>
      </div>
    </Card>
  );
}
