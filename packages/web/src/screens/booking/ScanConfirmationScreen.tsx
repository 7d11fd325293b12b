import {
  buildBookingConfirmation,
  formatPhoneForDisplay,
  scheduleActionPath,
  type BookingConfirmation,
} from '@scanwise/core';
import { useMemo, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useAppLocale, useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { ScanPreparation } from '../dashboard/ScanPreparation';
import { BookingPage } from './BookingPage';
import { centerAddress, decimalToCents, directionsUrl, timeZoneName } from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
import styles from './booking.module.css';

/** The .ics file as a link the browser downloads (a data URL: nothing to revoke, works offline). */
export function icsHref(confirmation: BookingConfirmation): string | null {
  const calendar = confirmation.calendar;
  if (!calendar) return null;
  return `data:${calendar.icsMimeType};charset=utf-8,${encodeURIComponent(calendar.icsText)}`;
}

/**
 * ScanConfirmation (`/<prefix>/scan-confirm`): the booking confirmed (or requested, when the
 * center calls back), when and where in the center's time zone, the booking code and what was
 * paid (the date with its year: the confirmation is kept as a record), directions to the center;
 * add to calendar (Google link and .ics download); how to prepare; the next steps (the medical
 * questionnaire, and the mammography upload for mammography).
 */
export function ScanConfirmationScreen(): ReactElement {
  const { t } = useTranslation();
  const locale = useAppLocale();
  const money = useLocaleFormatters();
  const { journey, state } = useBookingJourney();
  useBookingStepSync('scan-confirm', state);
  // The confirmation is built from the booking state, so it follows the snapshot.
  const confirmation = useMemo(() => {
    const input = state.step === 'scan-confirm' ? journey.confirmationInput() : null;
    return input ? buildBookingConfirmation(input) : null;
  }, [journey, state]);

  if (!confirmation) {
    return (
      <BookingPage step="scan-confirm" title={t('booking.confirm.missingTitle')}>
        <EmptyState
          title={t('booking.confirm.missingTitle')}
          description={t('booking.confirm.missingDescription')}
          action={
            <Link className={styles.buttonLink} to="/">
              {t('booking.common.home')}
            </Link>
          }
        />
      </BookingPage>
    );
  }
  const confirmed = confirmation.status === 'confirmed';
  const { center, localStart } = confirmation;
  const paidCents = decimalToCents(confirmation.finalPrice);
  const ics = icsHref(confirmation);
  return (
    <BookingPage
      step="scan-confirm"
      title={confirmed ? t('booking.confirm.titleConfirmed') : t('booking.confirm.titleRequested')}
      intro={confirmed ? t('booking.confirm.introConfirmed') : t('booking.confirm.introRequested')}
    >
      <Card title={confirmation.plan?.name ?? t('booking.common.plan')}>
        <dl className={styles.details}>
          {confirmation.bookingCode ? (
            <div>
              <dt>{t('booking.confirm.bookingCode')}</dt>
              <dd className={styles.code}>{confirmation.bookingCode}</dd>
            </div>
          ) : null}
          <div>
            <dt>{t('booking.confirm.when')}</dt>
            <dd>
              {localStart
                ? `${money.formatLocalDay(localStart.localDate, { weekday: true, alwaysYear: true })}, ${money.formatDate(localStart.startMs, 'timeOnly', localStart.timeZone)} (${timeZoneName(locale, localStart.timeZone, localStart.startMs)})`
                : t('booking.common.noTime')}
            </dd>
          </div>
          {center ? (
            <div>
              <dt>{t('booking.confirm.where')}</dt>
              <dd>
                {center.name}
                <br />
                {centerAddress(center)}
                {center.phoneNumber ? (
                  <>
                    <br />
                    <a href={`tel:${center.phoneNumber}`}>
                      {formatPhoneForDisplay(center.phoneNumber)}
                    </a>
                  </>
                ) : null}
                <br />
                <a href={directionsUrl(center)} target="_blank" rel="noopener noreferrer">
                  {t('booking.confirm.directions')}{' '}
                  <span className={styles.visuallyHidden}>{t('booking.confirm.googleHint')}</span>
                </a>
              </dd>
            </div>
          ) : null}
          {confirmation.addOns.length > 0 ? (
            <div>
              <dt>{t('booking.common.addOns')}</dt>
              <dd>{confirmation.addOns.map((addOn) => addOn.name).join(', ')}</dd>
            </div>
          ) : null}
          {paidCents !== null && paidCents > 0 ? (
            <div>
              <dt>{t('booking.confirm.paid')}</dt>
              <dd>{money.formatMoney(paidCents)}</dd>
            </div>
          ) : null}
        </dl>
      </Card>
      {confirmation.calendar ? (
        <section className={styles.section} aria-labelledby="booking-calendar-title">
          <h2 id="booking-calendar-title" className={styles.sectionTitle}>
            {t('booking.confirm.calendarTitle')}
          </h2>
          <ul className={styles.linkList}>
            <li>
              <a
                className={styles.buttonLink}
                href={confirmation.calendar.googleUrl}
                target="_blank"
                rel="noopener noreferrer"
              >
                {t('booking.confirm.google')}{' '}
                <span className={styles.visuallyHidden}>{t('booking.confirm.googleHint')}</span>
              </a>
            </li>
            {ics ? (
              <li>
                <a
                  className={styles.buttonLink}
                  href={ics}
                  download={confirmation.calendar.icsFileName}
                >
                  {t('booking.confirm.ics')}
                </a>
              </li>
            ) : null}
          </ul>
        </section>
      ) : null}
      {confirmed ? <ScanPreparation kind={confirmation.plan?.kind} headingLevel={2} /> : null}
      {confirmation.nextSteps.length > 0 ? (
        <section className={styles.section} aria-labelledby="booking-next-title">
          <h2 id="booking-next-title" className={styles.sectionTitle}>
            {t('booking.confirm.nextTitle')}
          </h2>
          <ul className={styles.linkList}>
            {confirmation.nextSteps.map((next) => (
              <li key={next.step} className={styles.nextStep}>
                <Link className={styles.buttonLink} data-variant="primary" to={next.path}>
                  {t(`booking.confirm.${next.step}`)}
                </Link>
                <span className={styles.hint}>{t(`booking.confirm.${next.step}_hint`)}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {confirmation.appointment && confirmation.encounterId ? (
        <div>
          <Link
            className={styles.textLink}
            to={scheduleActionPath({
              encounterId: confirmation.encounterId,
              appointmentId: confirmation.appointment.id,
              bookingCode: confirmation.bookingCode,
            })}
          >
            {t('booking.confirm.manageThis')}
          </Link>
        </div>
      ) : null}
      {/* Lines of their own without a paragraph's margins: the content's gap spaces them. */}
      <div>
        <Link className={styles.textLink} to="/">
          {t('booking.common.home')}
        </Link>
      </div>
    </BookingPage>
  );
}
