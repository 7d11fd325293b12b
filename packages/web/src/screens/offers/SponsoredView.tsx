import type { Offer, OfferPlanPrice } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { PublicPageLayout } from '../../design/layouts/PublicPage';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import { OfferDetails, OfferPrices } from './OfferParts';
import styles from './offers.module.css';

export interface SponsoredViewProps {
  readonly offer: Offer;
  readonly prices: readonly OfferPlanPrice[] | null;
  readonly onBook: () => void;
  readonly money: LocaleFormatters;
}

/**
 * Sponsored (a sponsored member's landing; the spec's screen list names it, its route table does
 * not): shown by the sponsored claim link once the member is signed in. What the sponsor covers
 * (the scan, the included plans and what the member pays) and the one next step, booking.
 */
export function SponsoredView({ offer, prices, onBook, money }: SponsoredViewProps): ReactElement {
  const { t } = useTranslation();
  const partner = offer.partner?.displayName;
  return (
    <PublicPageLayout
      title={
        partner ? t('offers.sponsored.title', { partner }) : t('offers.sponsored.titleNoPartner')
      }
      intro={t('offers.sponsored.intro')}
      width="roomy"
      compact
      focusTitle
    >
      <div className={styles.stack}>
        <OfferDetails offer={offer} prices={prices} money={money} />
        <OfferPrices
          prices={prices}
          money={money}
          title={
            partner
              ? t('offers.sponsored.covers', { partner })
              : t('offers.sponsored.coversNoPartner')
          }
        />
        <Card title={t('offers.sponsored.next')}>
          <p className={styles.note}>{t('offers.sponsored.nextText')}</p>
          <div className={styles.actions}>
            <Button onPress={onBook}>{t('offers.sponsored.book')}</Button>
          </div>
        </Card>
      </div>
    </PublicPageLayout>
  );
}
