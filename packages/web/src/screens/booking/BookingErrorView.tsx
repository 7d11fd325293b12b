import type { BookingJourneyError } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design/components/Button/Button';
import { BookingPage } from './BookingPage';
import { Notice, useLogBookingError } from './BookingNotice';
import { bookingErrorText } from './bookingText';

export interface BookingErrorViewProps {
  readonly error: BookingJourneyError | null;
  /** Leaves by the error's way back; resolves the app path to go to. */
  readonly onLeave: () => string;
}

/** What went wrong and the way back (home, or the step the error names). */
export function BookingErrorView({ error, onLeave }: BookingErrorViewProps): ReactElement {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useLogBookingError('booking-error', error);
  const backTo = error?.backTo ?? 'home';
  const label =
    backTo === 'home' || backTo === 'booking-error'
      ? t('booking.error.backHome')
      : t('booking.error.backToStep', { step: t(`booking.progress.${backTo}`) });
  return (
    <BookingPage step="booking-error" title={t('booking.error.title')}>
      <Notice tone="error">
        {error ? bookingErrorText(t, error) : t('booking.error.unknown')}
      </Notice>
      <div>
        <Button onPress={() => void navigate(onLeave(), { replace: true })}>{label}</Button>
      </div>
    </BookingPage>
  );
}
