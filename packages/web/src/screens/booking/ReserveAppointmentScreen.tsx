import type { CardInput } from '@scanwise/core';
import { useRef, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { Button } from '../../design/components/Button/Button';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { Notice, useLogBookingError } from './BookingNotice';
import { CardPaymentForm } from '../cardPayment/CardPaymentForm';
import { cardPaymentProblemText } from '../cardPayment/cardPaymentText';
import { bookingErrorText, decimalToCents } from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
import styles from './booking.module.css';

/**
 * ReserveAppointment (`/<prefix>/reserve-appointment`): the held time, the summary with the final
 * price from the platform, and the card payment form (the card provider's own field) paid through
 * the journey. A declined card or a failed bank check says why, keeps the held time, the pending
 * charge and the form, and lets the member try again; a paid encounter only confirms the time.
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

  const focusNoticeUnlessOk = (outcome: { readonly ok: boolean }): void => {
    if (!outcome.ok) requestAnimationFrame(() => noticeRef.current?.focus());
  };

  /** A paid encounter: the time is confirmed without a card. */
  const confirmPaid = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (paying) return;
    focusNoticeUnlessOk(await journey.pay());
  };

  const payWithCard = async (card: CardInput): Promise<void> => {
    focusNoticeUnlessOk(await journey.pay(card));
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

  const changeTime = (
    <Button variant="ghost" onPress={() => journey.goBack('schedule-scan')}>
      {t('booking.reserve.changeTime')}
    </Button>
  );
  const notices = (
    <>
      {progress.selectedSlot ? <Notice tone="info">{t('booking.reserve.held')}</Notice> : null}
      {paymentProblem ? (
        <Notice ref={noticeRef} tone="error">
          {cardPaymentProblemText(t, paymentProblem)}{' '}
          {paymentProblem.kind === 'notAuthenticated'
            ? t('booking.payment.retryCheck')
            : t('booking.payment.retry')}
        </Notice>
      ) : error ? (
        <Notice ref={noticeRef} tone="error">
          {bookingErrorText(t, error)}
        </Notice>
      ) : null}
    </>
  );

  return (
    <BookingPage
      step="reserve-appointment"
      title={t('booking.reserve.title')}
      intro={t('booking.reserve.intro')}
      aside={<BookingSummary state={state} finalPrice />}
      asideFirst
    >
      {progress.paymentRequired ? (
        <CardPaymentForm
          submitLabel={t('booking.reserve.pay', { amount: money.formatMoney(finalCents) })}
          paying={paying}
          onPay={payWithCard}
          secondaryAction={changeTime}
          policy={t('booking.reserve.policy')}
        >
          {notices}
        </CardPaymentForm>
      ) : (
        <form className={styles.content} onSubmit={(event) => void confirmPaid(event)} noValidate>
          {notices}
          <Notice tone="success">{t('booking.reserve.paidAlready')}</Notice>
          <div className={styles.actions}>
            {changeTime}
            <Button type="submit" isPending={paying}>
              {t('booking.reserve.confirmBooking')}
            </Button>
          </div>
          <p className={styles.policy}>{t('booking.reserve.policy')}</p>
        </form>
      )}
    </BookingPage>
  );
}
