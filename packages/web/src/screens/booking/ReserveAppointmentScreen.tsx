import { useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from 'react-router-dom';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { TextField } from '../../design/components/TextField/TextField';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { BookingPage } from './BookingPage';
import { BookingSummary } from './BookingSummary';
import { Notice, useLogBookingError } from './BookingNotice';
import { bookingDetailText, bookingErrorText, decimalToCents } from './bookingText';
import { useBookingJourney, useBookingStepSync } from './useBookingJourney';
import styles from './booking.module.css';

/** What the card form hands to the payment port (the offline test-card adapter's shape). */
export interface CardFormValue {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Checks the card form; the provider checks the rest (Luhn, expiry in the past, decline). */
export function readCardForm(
  values: Record<CardField, string>,
):
  | { readonly ok: true; readonly card: CardFormValue }
  | { readonly ok: false; readonly errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = values.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits)) errors.number = 'booking.reserve.cardNumberInvalid';
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(values.expiry);
  const month = expiry ? Number(expiry[1]) : NaN;
  if (!expiry || month < 1 || month > 12) errors.expiry = 'booking.reserve.expiryInvalid';
  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = 'booking.reserve.cvcInvalid';
  if (Object.keys(errors).length > 0 || !expiry) return { ok: false, errors };
  const year = Number(expiry[2]);
  return {
    ok: true,
    card: {
      number: digits,
      expMonth: month,
      expYear: year < 100 ? 2000 + year : year,
      cvc: values.cvc.trim(),
    },
  };
}

/**
 * ReserveAppointment (`/<prefix>/reserve-appointment`): the held time, the summary with the final
 * price from the platform, and the card form (number, expiry, security code) paid through the
 * payment port. A declined card says why, keeps the held time and the form, and lets the member
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
  const [values, setValues] = useState<Record<CardField, string>>({
    number: '',
    expiry: '',
    cvc: '',
  });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const { booking, progress, activity, error, price } = state;
  const paying = activity === 'paying';

  const finalCents = decimalToCents(booking.finalPrice) ?? price?.totalCents ?? 0;

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (paying) return;
    if (!progress.paymentRequired) {
      const outcome = await journey.pay();
      if (!outcome.ok) requestAnimationFrame(() => noticeRef.current?.focus());
      return;
    }
    const read = readCardForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => read.errors[field]);
      requestAnimationFrame(() =>
        (
          document.getElementById(`booking-card-${first ?? 'number'}`) as HTMLInputElement | null
        )?.focus(),
      );
      return;
    }
    setErrors({});
    const outcome = await journey.pay({ card: read.card });
    if (!outcome.ok) requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const change = (field: CardField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
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

  const declined = error?.code === 'cardDeclined';
  return (
    <BookingPage
      step="reserve-appointment"
      title={t('booking.reserve.title')}
      intro={t('booking.reserve.intro')}
      aside={<BookingSummary state={state} finalPrice />}
    >
      <form className={styles.content} onSubmit={(event) => void submit(event)} noValidate>
        {progress.selectedSlot ? <Notice tone="info">{t('booking.reserve.held')}</Notice> : null}
        {error ? (
          <Notice ref={noticeRef} tone="error">
            {declined
              ? `${t('booking.errors.cardDeclined')} ${bookingDetailText(t, error.detail) ?? ''}`.trim()
              : bookingErrorText(t, error)}{' '}
            {declined || error.code === 'paymentUnavailable' || error.code === 'paymentFailed'
              ? t('booking.payment.retry')
              : null}
          </Notice>
        ) : null}
        {progress.paymentRequired ? (
          <CardFields values={values} errors={errors} onChange={change} />
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

export interface CardFieldsProps {
  readonly values: Record<CardField, string>;
  /** Message keys of the fields `readCardForm` refused. */
  readonly errors: Partial<Record<CardField, string>>;
  readonly onChange: (field: CardField) => (value: string) => void;
  /** Prefix of the input ids (`<prefix>-number`, `-expiry`, `-cvc`) to focus the first error. */
  readonly idPrefix?: string;
  readonly title?: string;
}

/**
 * The card form (number, expiry, security code) in its card, checked by `readCardForm` and paid
 * through the payment port. Used by reserve-appointment and payment-authorize.
 */
export function CardFields({
  values,
  errors,
  onChange,
  idPrefix = 'booking-card',
  title,
}: CardFieldsProps): ReactElement {
  const { t } = useTranslation();
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
