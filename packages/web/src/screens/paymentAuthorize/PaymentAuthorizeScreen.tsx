import type {
  CardInput,
  Invoice,
  PaymentAuthorization,
  PaymentAuthorizationState,
  PaymentAuthorizationTarget,
} from '@scanwise/core';
import { useEffect, useMemo, useRef, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CurrencyNote } from '../../design/components/CurrencyNote/CurrencyNote';
import { useParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { Card } from '../../design/components/Card/Card';
import { KeepTogether } from '../../design/components/KeepTogether/KeepTogether';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { Notice } from '../booking/BookingNotice';
import { bookingDetailText } from '../booking/bookingText';
import bookingStyles from '../booking/booking.module.css';
import { CardPaymentForm } from '../cardPayment/CardPaymentForm';
import { cardPaymentProblemText } from '../cardPayment/cardPaymentText';
import { AppointmentPage } from '../scheduleActions/AppointmentPage';
import styles from './PaymentAuthorizeScreen.module.css';

type Ready = Extract<PaymentAuthorizationState, { status: 'ready' }>;

/**
 * PaymentAuthorize (`/payment-authorize/:encounterId`): renders the core's PaymentAuthorization
 * of the encounter. An encounter waiting for a card (booked by staff, a sponsor's add-on, a
 * booking left at the payment step) shows what it is for and the amount; a booked scan with a
 * due invoice (Invoices' "Pay now") shows the invoice. Either is paid with the card form; a
 * declined card says why and keeps the form, a refused invoice turns to the care team. Choices:
 * docs/adr/0030-payment-authorisation-and-due-invoices.md.
 */
export function PaymentAuthorizeScreen(): ReactElement {
  const { t } = useTranslation();
  const { encounterId = '' } = useParams();
  const authorizations = useService(TOKENS.paymentAuthorizations);
  const authorization = useMemo(
    () => authorizations.forEncounter(encounterId),
    [authorizations, encounterId],
  );
  const state = useStore(authorization);
  useEffect(() => {
    void authorization.open();
  }, [authorization]);

  if (state.status === 'ready') {
    return <ReadyView state={state} authorization={authorization} />;
  }
  return (
    <AppointmentPage title={t('appointments.payment.title')}>
      {state.status === 'nothingToPay' ? (
        <EmptyState
          title={t('appointments.payment.nothingTitle')}
          description={t('appointments.payment.nothingBody')}
          action={
            <Link className={bookingStyles.buttonLink} to="/scans">
              {t('appointments.common.seeScans')}
            </Link>
          }
        />
      ) : state.status === 'failed' || state.retrying ? (
        <ErrorState
          title={t('appointments.payment.loadFailed')}
          description={
            state.status === 'failed'
              ? (bookingDetailText(t, state.messageKey) ?? undefined)
              : undefined
          }
          onRetry={() => void authorization.retry()}
          isRetrying={state.status === 'loading'}
        />
      ) : (
        <LoadingState label={t('appointments.payment.loading')} />
      )}
    </AppointmentPage>
  );
}

function ReadyView({
  state,
  authorization,
}: {
  readonly state: Ready;
  readonly authorization: PaymentAuthorization;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const { target, stage, amountCents } = state;
  if (stage === 'paid') {
    return target.kind === 'invoice' ? (
      <InvoicePaid invoice={target.invoice} amountCents={amountCents} />
    ) : (
      <Paid target={target} amountCents={amountCents} />
    );
  }
  const invoice = target.kind === 'invoice';
  const intro = invoice ? t('appointments.payment.invoiceIntro') : t('appointments.payment.intro');
  return (
    <AppointmentPage
      title={t('appointments.payment.title')}
      intro={stage === 'refused' ? undefined : intro}
      asideFirst
      aside={
        target.kind === 'invoice' ? (
          <InvoiceSummary invoice={target.invoice} amountCents={amountCents} />
        ) : (
          <OrderSummary target={target} amountCents={amountCents} />
        )
      }
    >
      {stage === 'refused' && target.kind === 'invoice' ? (
        <InvoiceDue invoice={target.invoice} />
      ) : (
        <AuthorizationPaymentForm
          state={state}
          authorization={authorization}
          submitLabel={
            invoice
              ? t('appointments.payment.invoicePay', { amount: money.formatMoney(amountCents) })
              : t('appointments.payment.authorize', { amount: money.formatMoney(amountCents) })
          }
        />
      )}
    </AppointmentPage>
  );
}

/** A calendar date: noon UTC shows the same day everywhere. */
const dueDateOf = (invoice: Invoice): number => Date.parse(`${invoice.dueDate}T12:00:00Z`);

/** The fallback when the platform will not take the card: the invoice and the care team. */
function InvoiceDue({ invoice }: { readonly invoice: Invoice }): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);
  return (
    <>
      <Notice ref={noticeRef} tone="info" title={t('appointments.payment.invoiceRefusedTitle')}>
        {t('appointments.payment.invoiceBody', {
          number: invoice.number,
          amount: format.formatMoney(invoice.amount),
          date: format.formatDate(dueDateOf(invoice), 'monthDay', 'UTC'),
        })}
      </Notice>
      <div className={styles.links}>
        <Link className={bookingStyles.buttonLink} data-variant="primary" to="/messages">
          {t('appointments.actions.messageCareTeam')}
        </Link>
        <Link className={bookingStyles.buttonLink} to="/invoices">
          {t('appointments.payment.invoices')}
        </Link>
      </div>
    </>
  );
}

function OrderSummary({
  target,
  amountCents,
}: {
  readonly target: Extract<PaymentAuthorizationTarget, { kind: 'order' }>;
  readonly amountCents: number;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  return (
    <Card title={t('appointments.payment.summaryTitle')} headingLevel={2}>
      <dl className={bookingStyles.summary}>
        {target.lines.map((line) => (
          <div className={bookingStyles.summaryRow} key={line.id}>
            <dt>{line.name}</dt>
            <dd>{money.formatMoney(line.cents)}</dd>
          </div>
        ))}
        <div className={bookingStyles.summaryRow} data-total>
          <dt>{t('appointments.payment.total')}</dt>
          <dd>{money.formatMoney(amountCents)}</dd>
        </div>
      </dl>
      <CurrencyNote />
    </Card>
  );
}

/** The invoice: what it is for, the amount due and the due date. */
function InvoiceSummary({
  invoice,
  amountCents,
}: {
  readonly invoice: Invoice;
  readonly amountCents: number;
}): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  return (
    <Card
      title={
        <KeepTogether
          text={t('appointments.payment.invoiceTitle', { number: invoice.number })}
          part={invoice.number}
        />
      }
      headingLevel={2}
    >
      <dl className={bookingStyles.summary}>
        {invoice.lines.map((line, index) => (
          <div className={bookingStyles.summaryRow} key={`${String(index)}-${line.description}`}>
            <dt>{line.description}</dt>
            <dd>{format.formatMoney(line.amount)}</dd>
          </div>
        ))}
        <div className={bookingStyles.summaryRow}>
          <dt>{t('appointments.payment.invoiceDueBy')}</dt>
          <dd>{format.formatDate(dueDateOf(invoice), 'monthDay', 'UTC')}</dd>
        </div>
        <div className={bookingStyles.summaryRow} data-total>
          <dt>{t('appointments.payment.invoiceAmountDue')}</dt>
          <dd>{format.formatMoney(amountCents)}</dd>
        </div>
      </dl>
      <CurrencyNote />
    </Card>
  );
}

/** The card payment form and why the last attempt did not go through, paying through the service. */
function AuthorizationPaymentForm({
  state,
  authorization,
  submitLabel,
}: {
  readonly state: Ready;
  readonly authorization: PaymentAuthorization;
  readonly submitLabel: string;
}): ReactElement {
  const { t } = useTranslation();
  const noticeRef = useRef<HTMLDivElement>(null);

  const pay = async (card: CardInput): Promise<void> => {
    const result = await authorization.pay(card);
    if (result.status !== 'succeeded') requestAnimationFrame(() => noticeRef.current?.focus());
  };

  return (
    <CardPaymentForm
      title={t('appointments.payment.cardTitle')}
      submitLabel={submitLabel}
      paying={state.paying}
      onPay={pay}
    >
      {state.problem ? (
        <Notice ref={noticeRef} tone="error">
          {cardPaymentProblemText(t, state.problem)}{' '}
          {state.problem.kind === 'notAuthenticated'
            ? t('appointments.payment.checkRetry')
            : t('appointments.payment.declinedRetry')}
        </Notice>
      ) : null}
    </CardPaymentForm>
  );
}

function Paid({
  target,
  amountCents,
}: {
  readonly target: PaymentAuthorizationTarget;
  readonly amountCents: number;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const scan = target.encounter.name ?? target.encounter.package?.name ?? '';
  return (
    <AppointmentPage title={t('appointments.payment.paidTitle')} focusKey="paid">
      <Notice tone="success">
        {t('appointments.payment.paidBody', { amount: money.formatMoney(amountCents), scan })}
      </Notice>
      <div className={styles.links}>
        <Link className={bookingStyles.buttonLink} data-variant="primary" to="/scans">
          {t('appointments.common.seeScans')}
        </Link>
        <Link className={bookingStyles.buttonLink} to="/invoices">
          {t('appointments.payment.invoices')}
        </Link>
      </div>
    </AppointmentPage>
  );
}

function InvoicePaid({
  invoice,
  amountCents,
}: {
  readonly invoice: Invoice;
  readonly amountCents: number;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  return (
    <AppointmentPage title={t('appointments.payment.invoicePaidTitle')} focusKey="paid">
      <Notice tone="success">
        {t('appointments.payment.invoicePaidBody', {
          amount: money.formatMoney(amountCents),
          number: invoice.number,
        })}
      </Notice>
      <div className={styles.links}>
        <Link className={bookingStyles.buttonLink} data-variant="primary" to="/invoices">
          {t('appointments.payment.invoices')}
        </Link>
        <Link className={bookingStyles.buttonLink} to="/scans">
          {t('appointments.common.seeScans')}
        </Link>
      </div>
    </AppointmentPage>
  );
}
