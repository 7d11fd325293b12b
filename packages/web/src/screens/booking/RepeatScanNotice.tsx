import { localDateInZone, type BookingJourneyState } from '@scanwise/core';
import type { ReactElement, Ref } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { CheckboxField } from '../account/shared/CheckboxField';
import { Notice } from './BookingNotice';
import { bookingErrorText } from './bookingText';
import { useBookingJourney } from './useBookingJourney';
import styles from './booking.module.css';

/**
 * The same scan again within its repeat interval (the journey's `repeatScan`, ADR 0096): which
 * of the member's scans it repeats, when and where, and how often the scan is usually repeated,
 * as a polite status once the time is chosen; the member books it anyway by ticking the box.
 * Continue without it says so on the box itself (its error, the box focused: the answer is the
 * next thing the keyboard reaches). Nothing when there is no repeat.
 */
export function RepeatScanNotice({
  state,
  checkboxRef,
}: {
  readonly state: BookingJourneyState;
  readonly checkboxRef?: Ref<HTMLInputElement>;
}): ReactElement | null {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const { journey } = useBookingJourney();
  const warning = state.repeatScan;
  const center = state.booking.center;
  const plan = state.booking.package;
  if (warning === null || center === null || plan === null) return null;
  const { other } = warning;
  const zone = other.timeZone ?? center.timeZone;
  const startMs = Date.parse(other.start);
  const date = format.formatLocalDay(localDateInZone(startMs, zone), { weekday: true });
  const time = format.formatDate(startMs, 'timeOnly', zone);
  const scan = other.name ?? plan.name;
  return (
    <div className={styles.section}>
      <Notice
        tone="warning"
        title={t(
          warning.upcoming
            ? 'booking.schedule.repeat.titleUpcoming'
            : 'booking.schedule.repeat.titleDone',
          { scan, date },
        )}
      >
        <p className={styles.noticeText}>
          {other.centerName
            ? t('booking.schedule.repeat.when', { time, center: other.centerName })
            : t('booking.schedule.repeat.whenNoCenter', { time })}
          {warning.sameDay ? ` ${t('booking.schedule.repeat.sameDay')}` : ''}
        </p>
        <p className={styles.noticeText}>
          {t('booking.schedule.repeat.advice', { count: warning.intervalMonths })}
        </p>
      </Notice>
      <CheckboxField
        label={t('booking.schedule.repeat.confirm', { scan: plan.name })}
        name="repeatScanConfirmed"
        checked={state.repeatScanConfirmed}
        onChange={(checked) => journey.confirmRepeatScan(checked)}
        errorMessage={
          state.error?.code === 'repeatScanUnconfirmed'
            ? bookingErrorText(t, state.error)
            : undefined
        }
        inputRef={checkboxRef}
      />
    </div>
  );
}
