import type { ReactElement } from 'react';
import { useAppLocale } from '../../../navigation/appLocale';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './CurrencyNote.module.css';

/**
 * "Prices are in US dollars (USD)." beside prices on pages outside en-US: every price is in USD
 * with the dollar symbol, which a UK member would not assume. A US page shows nothing.
 */
export function CurrencyNote(): ReactElement | null {
  const locale = useAppLocale();
  const { t } = useTranslation();
  if (locale === 'en-us') return null;
  return <p className={styles.note}>{t('payment.pricesInUsd')}</p>;
}
