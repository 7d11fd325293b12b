import type { BookingJourneyState } from '@scanwise/core';
import { memo, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Card } from '../../design/components/Card/Card';
import { CurrencyNote } from '../../design/components/CurrencyNote/CurrencyNote';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { centerAddress, decimalToCents } from './bookingText';
import { localizeSlot } from '@scanwise/core';
import styles from './booking.module.css';

export interface BookingSummaryProps {
  readonly state: BookingJourneyState;
  /** Show the platform's final price (reserve-appointment) instead of the estimate's total. */
  readonly finalPrice?: boolean;
}

/**
 * What the member is buying, always in view: the scan, the add-ons, the discount that applies
 * (one: they do not stack), the total, and once chosen the center and the time in the center's
 * zone. On reserve-appointment the total is the platform's final price ("finalPrice"). The same
 * state renders nothing again (memo): a screen that re-renders for a pick redraws the summary only
 * when the state it was given moves on.
 */
export const BookingSummary = memo(function BookingSummary({
  state,
  finalPrice = false,
}: BookingSummaryProps): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const { booking, price, progress } = state;
  const plan = booking.package;
  const center = booking.center;
  const slot =
    progress.selectedSlot && center ? localizeSlot(progress.selectedSlot, center.timeZone) : null;
  const finalCents = finalPrice ? decimalToCents(booking.finalPrice) : null;
  return (
    <Card title={t('booking.common.summaryTitle')} headingLevel={2}>
      {plan && price ? (
        <>
          <dl className={styles.summary}>
            <div className={styles.summaryRow}>
              <dt>{plan.name}</dt>
              <dd>{money.formatMoney(price.planCents)}</dd>
            </div>
            {booking.selectedAddons.map((addOn) => (
              <div className={styles.summaryRow} key={addOn.id}>
                <dt>{addOn.name}</dt>
                <dd>{money.formatMoney(addOn.price)}</dd>
              </div>
            ))}
            {price.appliedDiscount && price.discountCents > 0 ? (
              <div className={styles.summaryRow} data-tone="saving">
                <dt>
                  {t('booking.common.discount', { code: price.appliedDiscount.code })}
                  {price.promo?.status === 'smallerSaving' ? (
                    // Beside the saving it explains: the code typed saves less than this one.
                    <span className={styles.summaryNote}>
                      {t('booking.common.discountLargest')}
                    </span>
                  ) : null}
                </dt>
                <dd>−{money.formatMoney(price.discountCents)}</dd>
              </div>
            ) : null}
            <div className={styles.summaryRow} data-total>
              <dt>
                {finalCents !== null ? t('booking.common.finalTotal') : t('booking.common.total')}
              </dt>
              <dd>{money.formatMoney(finalCents ?? price.totalCents)}</dd>
            </div>
            {center ? (
              <div className={styles.summaryBlock}>
                <dt>{t('booking.common.center')}</dt>
                <dd>
                  {center.name}
                  <br />
                  <span className={styles.muted}>{centerAddress(center)}</span>
                </dd>
              </div>
            ) : null}
            {center && (slot || progress.offlineRequest) ? (
              <div className={styles.summaryBlock}>
                <dt>{t('booking.common.time')}</dt>
                <dd>
                  {slot
                    ? `${money.formatLocalDay(slot.localDate, { weekday: true })}, ${money.formatDate(slot.startMs, 'timeOnly', center.timeZone)}`
                    : t('booking.common.noTime')}
                </dd>
              </div>
            ) : null}
          </dl>
          <CurrencyNote />
        </>
      ) : (
        <p className={styles.muted}>{t('booking.reserve.emptyDescription')}</p>
      )}
    </Card>
  );
});
