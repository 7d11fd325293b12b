import type { CardInput } from '@scanwise/core';
import { useRef, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { Notice, useLogBookingError } from './BookingNotice';
import { CardFields } from '../cardPayment/CardFields';
import { cardPaymentProblemText } from '../cardPayment/cardPaymentText';
import { useCardForm } from '../cardPayment/useCardForm';
import { bookingErrorText, decimalToCents } from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
import styles from './booking.module.css';

/**
 * ReserveAppointment (`/<prefix>/reserve-appointment`): the held time, the summary with the final
 * price from the platform, and the card form (number, expiry, security code) paid through the
 * journey. A declined card says why, keeps the held time and the form, and lets the member
 * try again; a paid encounter only confirms the time.
 */
export function ReserveAppointmentScreen(): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const { journey, state } = useBookingJourney();
  useBookingStepSync('reserve-appointment', state);
  useLogBookingError(
    'reserve-appointment',
    state.step === 'reserve-appointment' ? state.error : null,
  );
  const noticeRef = useRef<HTMLDivElement>(null);
  const { booking, progress, activity, error, paymentProblem, price } = state;
  const paying = activity === 'paying';

  const finalCents = decimalToCents(booking.finalPrice) ?? price?.totalCents ?? 0;

  const pay = async (card?: CardInput): Promise<void> => {
    const outcome = await journey.pay(card);
    if (!outcome.ok) requestAnimationFrame(() => noticeRef.current?.focus());
  };
  const cardForm = useCardForm((card) => void pay(card));
  // The card form checks its fields before paying; a booking paid already pays without a card.
  const submit = (event: FormEvent<HTMLFormElement>): void => {
    if (paying || !progress.paymentRequired) {
      event.preventDefault();
      if (!paying) void pay();
      return;
    }
    cardForm.formProps.onSubmit(event);
  };

  if (!booking.package) {
    return (
      <BookingPage step="reserve-appointment" title={t('booking.reserve.title')}>
        <EmptyState
          title={t('booking.reserve.emptyTitle')}
          description={t('booking.reserve.emptyDescription')}
          action={
            <Link className={styles.buttonLink} to="/book-scan/select-plan">
              {t('booking.reserve.startOver')}
            </Link>
          }
        />
      </BookingPage>
    );
  }

  return (
    <BookingPage
      step="reserve-appointment"
      title={t('booking.reserve.title')}
      intro={t('booking.reserve.intro')}
      aside={<BookingSummary state={state} finalPrice />}
    >
      <form className={styles.content} {...cardForm.formProps} onSubmit={submit}>
        {progress.selectedSlot ? <Notice tone="info">{t('booking.reserve.held')}</Notice> : null}
        {paymentProblem ? (
          <Notice ref={noticeRef} tone="error">
            {cardPaymentProblemText(t, paymentProblem)} {t('booking.payment.retry')}
          </Notice>
        ) : error ? (
          <Notice ref={noticeRef} tone="error">
            {bookingErrorText(t, error)}
          </Notice>
        ) : null}
        {progress.paymentRequired ? (
          <CardFields form={cardForm} idPrefix="booking-card" />
        ) : (
          <Notice tone="success">{t('booking.reserve.paidAlready')}</Notice>
        )}
        <div className={styles.actions}>
          <Button variant="ghost" onPress={() => journey.goBack('schedule-scan')}>
            {t('booking.reserve.changeTime')}
          </Button>
          <Button type="submit" isPending={paying}>
            {progress.paymentRequired
              ? t('booking.reserve.pay', { amount: money.formatMoney(finalCents) })
              : t('booking.reserve.confirmBooking')}
          </Button>
        </div>
      </form>
    </BookingPage>
  );
}
