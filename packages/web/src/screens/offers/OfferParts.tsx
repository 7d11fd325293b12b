import { type Offer, type OfferPlanPrice } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CurrencyNote } from '../../design/components/CurrencyNote/CurrencyNote';
import { Card } from '../../design/components/Card/Card';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import styles from './offers.module.css';
import { savingText } from './offerText';

export interface OfferDetailsProps {
  readonly offer: Offer;
  /** The covered plans with their prices; null when not known (signed out, or prices failed). */
  readonly prices: readonly OfferPlanPrice[] | null;
  /** The locale's formats (loaded with the offer: `LocaleFormatsOnDemand`). */
  readonly money: LocaleFormatters;
}

/**
 * What the offer gives: the saving in large type with the platform's description, who it is
 * from, the sponsored scan's name, the code and the end date; and the no-stacking rule in plain
 * words, so the price in the booking summary never surprises.
 */
export function OfferDetails({ offer, prices, money }: OfferDetailsProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Card title={t('offers.claim.offerTitle')}>
      <p className={styles.saving}>{savingText(t, money, offer.discount)}</p>
      {offer.discount?.description ? (
        <p className={styles.savingDescription}>{offer.discount.description}</p>
      ) : null}
      <dl className={styles.facts}>
        {offer.partner ? (
          <div>
            <dt>{t('offers.claim.from')}</dt>
            <dd>{offer.partner.displayName}</dd>
          </div>
        ) : null}
        {offer.encounterName ? (
          <div>
            <dt>{t('offers.claim.scan')}</dt>
            <dd>{offer.encounterName}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('offers.claim.code')}</dt>
          <dd className={styles.code}>{offer.code}</dd>
        </div>
        {offer.expires ? (
          <div>
            <dt>{t('offers.claim.validUntil')}</dt>
            <dd>{money.formatDate(Date.parse(offer.expires), 'monthDay', 'UTC')}</dd>
          </div>
        ) : null}
        {prices !== null ? (
          <div>
            <dt>{t('offers.claim.plans')}</dt>
            <dd>
              {offer.packageIds.length === 0
                ? t('offers.claim.allPlans')
                : prices.map((price) => price.plan.name).join(', ')}
            </dd>
          </div>
        ) : null}
      </dl>
      {offer.discount ? <p className={styles.note}>{t('offers.claim.noStacking')}</p> : null}
    </Card>
  );
}

export interface OfferPricesProps {
  readonly prices: readonly OfferPlanPrice[] | null;
  readonly title?: string;
  /** The locale's formats (loaded with the offer: `LocaleFormatsOnDemand`). */
  readonly money: LocaleFormatters;
}

/**
 * The covered plans priced as the booking summary will price them: the usual price, what the
 * member pays and the code that gives it.
 */
export function OfferPrices({ prices, title, money }: OfferPricesProps): ReactElement {
  const { t } = useTranslation();
  return (
    <Card title={title ?? t('offers.claim.pricesTitle')}>
      {prices === null ? (
        <p className={styles.note}>{t('offers.claim.pricesUnavailable')}</p>
      ) : (
        <ul className={styles.prices}>
          {prices.map(({ plan, price }) => (
            <li key={plan.id} className={styles.priceRow}>
              <span className={styles.planName}>{plan.name}</span>
              <span className={styles.priceFigures}>
                <strong className={styles.total}>{money.formatMoney(price.totalCents)}</strong>
                {price.discountCents > 0 && price.appliedDiscount ? (
                  <span className={styles.muted}>
                    {t('offers.claim.was', { price: money.formatMoney(price.subtotalCents) })}
                    {', '}
                    {t('offers.claim.withCode', { code: price.appliedDiscount.code })}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      {prices === null ? null : <CurrencyNote />}
    </Card>
  );
}
