import {
  isMemberApiError,
  type AddOn,
  type Encounter,
  type Invoice,
  type PaymentFlowState,
  type PendingChargeCreate,
  type Plan,
} from '@scanwise/core';
import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { Notice } from '../booking/BookingNotice';
import { failureMessageKey } from '../dashboard/failureMessage';
import { useRemoteData } from '../dashboard/useRemoteData';
import { CardFields, readCardForm, type CardField } from '../booking/ReserveAppointmentScreen';
import { bookingDetailText } from '../booking/bookingText';
import bookingStyles from '../booking/booking.module.css';
import { AppointmentPage } from '../scheduleActions/AppointmentPage';
import styles from './PaymentAuthorizeScreen.module.css';

/** Encounter statuses that still wait for a card. */
const PAYABLE = new Set<Encounter['status']>(['CREATED', 'AWAITING_PAYMENT']);

/** The encounter and what it is for: the plan and add-ons with their catalogue prices. */
export interface PaymentAuthorizeOrder {
  readonly encounter: Encounter;
  readonly lines: readonly { readonly id: string; readonly name: string; readonly cents: number }[];
  readonly totalCents: number;
}

function orderOf(encounter: Encounter, plans: readonly Plan[], addOns: readonly AddOn[]) {
  const plan = plans.find((candidate) => candidate.id === encounter.package?.id);
  if (!plan) return null;
  const lines = [
    { id: plan.id, name: plan.name, cents: plan.price },
    ...encounter.addOnIds.map((id) => {
      const addOn = addOns.find((candidate) => candidate.id === id);
      return { id, name: addOn?.name ?? id, cents: addOn?.price ?? 0 };
    }),
  ];
  return { encounter, lines, totalCents: lines.reduce((sum, line) => sum + line.cents, 0) };
}

/**
 * A due invoice of an encounter past the payment step (booked by the care team): the platform
 * takes a pending charge of exactly the invoice's amount for the encounter's package, and
 * completing it marks the invoice paid. When it refuses (or the scan has no package to charge
 * against), the screen shows the invoice and the way to the care team instead.
 */
interface DueInvoice {
  readonly dueInvoice: Invoice;
  readonly encounter: Encounter;
}

/** Failures of create-pending that mean the platform will not take this payment here. */
const REFUSED = new Set<string>([
  'api.errors.conflict',
  'api.errors.invalidInput',
  'api.errors.notFound',
]);

function isRefused(state: PaymentFlowState): boolean {
  return state.status === 'failed' && state.stage === 'create' && REFUSED.has(state.messageKey);
}

/** The order to pay, a due invoice, or null when nothing waits (paid, unknown). */
function usePaymentOrder(encounterId: string) {
  const api = useService(TOKENS.memberApi);
  const load = useCallback(async (): Promise<PaymentAuthorizeOrder | DueInvoice | null> => {
    let encounter: Encounter;
    try {
      encounter = await api.getEncounter(encounterId);
    } catch (error) {
      if (isMemberApiError(error) && error.messageKey === 'api.errors.notFound') return null;
      throw error;
    }
    if (!PAYABLE.has(encounter.status) || !encounter.package) {
      const invoices = await api.listInvoices();
      const due = invoices.find(
        (invoice) => invoice.encounterId === encounter.id && invoice.status === 'DUE',
      );
      return due ? { dueInvoice: due, encounter } : null;
    }
    const [plans, addOns] = await Promise.all([api.listPlans(), api.listAddOns()]);
    return orderOf(encounter, plans, addOns);
  }, [api, encounterId]);
  return useRemoteData('PaymentAuthorize', load);
}

/**
 * PaymentAuthorize (`/payment-authorize/:encounterId`): an encounter waiting for a card (booked by
 * staff, a sponsor's add-on, a booking left at the payment step) shows what it is for and the
 * amount, and takes the card through the core's PaymentService (create pending, confirm the card,
 * complete). A declined card says why, keeps the form and lets the member try again without a
 * second charge. A booked scan with a due invoice (Invoices' "Pay invoice") shows the invoice and
 * pays exactly its amount the same way. Choices:
 * docs/adr/0030-payment-authorisation-and-due-invoices.md.
 */
export function PaymentAuthorizeScreen(): ReactElement {
  const { t } = useTranslation();
  const { encounterId = '' } = useParams();
  const { state: load, retry } = usePaymentOrder(encounterId);
  const payment = useService(TOKENS.paymentService);
  const state = useObservable(payment.state$, () => payment.getSnapshot());
  // The payment service is shared (the booking journey uses it too): a payment of another
  // encounter, or one that ended without a pending charge, is forgotten; this encounter's
  // declined or unfinished payment is kept, so coming back continues it without a new charge.
  useEffect(() => {
    const current = payment.getSnapshot();
    if (current.status === 'creating') return;
    const charge = 'charge' in current ? current.charge : undefined;
    if (charge?.encounterId !== encounterId) payment.reset();
  }, [payment, encounterId]);

  const data = load.status === 'ready' ? load.data : null;
  if (state.status === 'succeeded' && data && state.completion.encounterId === data.encounter.id) {
    return 'dueInvoice' in data ? (
      <InvoicePaid invoice={data.dueInvoice} state={state} />
    ) : (
      <Paid order={data} state={state} />
    );
  }
  if (data && 'dueInvoice' in data) {
    return <InvoicePayForm due={data} state={state} />;
  }
  if (data) {
    return <PayForm order={data} state={state} />;
  }
  return (
    <AppointmentPage title={t('appointments.payment.title')}>
      {load.status === 'ready' ? (
        <EmptyState
          title={t('appointments.payment.nothingTitle')}
          description={t('appointments.payment.nothingBody')}
          action={
            <Link className={bookingStyles.buttonLink} to="/scans">
              {t('appointments.common.seeScans')}
            </Link>
          }
        />
      ) : load.status === 'error' || load.retrying ? (
        <ErrorState
          title={t('appointments.payment.loadFailed')}
          description={t(failureMessageKey(load.error))}
          onRetry={retry}
          isRetrying={load.status === 'loading'}
        />
      ) : (
        <LoadingState label={t('appointments.payment.loading')} />
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
          date: format.formatDate(dueDateOf(invoice), 'dayMonthYear', 'UTC'),
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
  order,
  amountCents,
}: {
  readonly order: PaymentAuthorizeOrder;
  readonly amountCents: number;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  return (
    <Card title={t('appointments.payment.summaryTitle')} headingLevel={2}>
      <dl className={bookingStyles.summary}>
        {order.lines.map((line) => (
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
    </Card>
  );
}

function PayForm({
  order,
  state,
}: {
  readonly order: PaymentAuthorizeOrder;
  readonly state: PaymentFlowState;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const { encounter } = order;
  const amount = amountOf(order.totalCents, state);
  return (
    <AppointmentPage
      title={t('appointments.payment.title')}
      intro={t('appointments.payment.intro')}
      aside={<OrderSummary order={order} amountCents={amount} />}
    >
      <CardPaymentForm
        request={{
          packageId: encounter.package?.id ?? '',
          addOnIds: [...encounter.addOnIds],
          promoCode: null,
          encounterId: encounter.id,
          slot: null,
        }}
        state={state}
        submitLabel={t('appointments.payment.authorize', { amount: money.formatMoney(amount) })}
      />
    </AppointmentPage>
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
      title={t('appointments.payment.invoiceTitle', { number: invoice.number })}
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
          <dd>{format.formatDate(dueDateOf(invoice), 'dayMonthYear', 'UTC')}</dd>
        </div>
        <div className={bookingStyles.summaryRow} data-total>
          <dt>{t('appointments.payment.invoiceAmountDue')}</dt>
          <dd>{format.formatMoney(amountCents)}</dd>
        </div>
      </dl>
    </Card>
  );
}

/**
 * A due invoice of a booked scan paid by card: exactly the invoice (its package alone, no add-ons,
 * promo or slot; the platform charges the invoice's amount). A refusal falls back to the invoice
 * and the way to the care team.
 */
function InvoicePayForm({
  due,
  state,
}: {
  readonly due: DueInvoice;
  readonly state: PaymentFlowState;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const { dueInvoice: invoice, encounter } = due;
  const amount = amountOf(invoice.amount, state);
  const refused = !encounter.package || isRefused(state);
  return (
    <AppointmentPage
      title={t('appointments.payment.title')}
      intro={refused ? undefined : t('appointments.payment.invoiceIntro')}
      aside={<InvoiceSummary invoice={invoice} amountCents={amount} />}
    >
      {refused ? (
        <InvoiceDue invoice={invoice} />
      ) : (
        <CardPaymentForm
          request={{
            packageId: encounter.package?.id ?? '',
            addOnIds: [],
            promoCode: null,
            encounterId: encounter.id,
            slot: null,
          }}
          state={state}
          submitLabel={t('appointments.payment.invoicePay', { amount: money.formatMoney(amount) })}
        />
      )}
    </AppointmentPage>
  );
}

/** The amount the platform set on the pending charge, else the expected one. */
function amountOf(expectedCents: number, state: PaymentFlowState): number {
  return 'charge' in state && state.charge ? state.charge.amount : expectedCents;
}

/**
 * The card form and the payment's notices (declined, provider offline, failed), paying `request`
 * through the shared PaymentService.
 */
function CardPaymentForm({
  request,
  state,
  submitLabel,
}: {
  readonly request: PendingChargeCreate;
  readonly state: PaymentFlowState;
  readonly submitLabel: string;
}): ReactElement {
  const { t } = useTranslation();
  const payment = useService(TOKENS.paymentService);
  const logger = useService(TOKENS.logger);
  const noticeRef = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Record<CardField, string>>({
    number: '',
    expiry: '',
    cvc: '',
  });
  const [errors, setErrors] = useState<Partial<Record<CardField, string>>>({});
  const working =
    state.status === 'creating' || state.status === 'confirming' || state.status === 'completing';

  const change = (field: CardField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    if (working) return;
    const read = readCardForm(values);
    if (!read.ok) {
      setErrors(read.errors);
      const first = (['number', 'expiry', 'cvc'] as const).find((field) => read.errors[field]);
      requestAnimationFrame(() =>
        (
          document.getElementById(`payment-card-${first ?? 'number'}`) as HTMLInputElement | null
        )?.focus(),
      );
      return;
    }
    setErrors({});
    const result = await payment.pay(request, { card: read.card });
    if (result.status !== 'succeeded') {
      logger.warn('Payment authorize: not paid', {
        status: result.status,
        ...(result.status === 'declined' ? { code: result.code } : {}),
      });
      requestAnimationFrame(() => noticeRef.current?.focus());
    }
  };

  let notice: ReactElement | null = null;
  if (state.status === 'declined') {
    notice = (
      <Notice ref={noticeRef} tone="error" title={t('appointments.payment.declined')}>
        <p className={bookingStyles.noticeText}>{state.message}</p>
        <p className={bookingStyles.noticeText}>{t('appointments.payment.declinedRetry')}</p>
      </Notice>
    );
  } else if (state.status === 'unavailable') {
    notice = (
      <Notice ref={noticeRef} tone="error">
        {t('appointments.payment.unavailable')}
      </Notice>
    );
  } else if (state.status === 'failed') {
    notice = (
      <Notice ref={noticeRef} tone="error">
        {bookingDetailText(t, state.messageKey) ?? t('appointments.failure.failed')}
      </Notice>
    );
  }

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      {notice}
      <CardFields
        idPrefix="payment-card"
        title={t('appointments.payment.cardTitle')}
        values={values}
        errors={errors}
        onChange={change}
      />
      <div className={bookingStyles.actions}>
        <Button type="submit" isPending={working}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function Paid({
  order,
  state,
}: {
  readonly order: PaymentAuthorizeOrder;
  readonly state: Extract<PaymentFlowState, { status: 'succeeded' }>;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  const scan = order.encounter.name ?? order.encounter.package?.name ?? '';
  return (
    <AppointmentPage title={t('appointments.payment.paidTitle')} focusKey="paid">
      <Notice tone="success">
        {t('appointments.payment.paidBody', {
          amount: money.formatMoney(state.charge.amount),
          scan,
        })}
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
  state,
}: {
  readonly invoice: Invoice;
  readonly state: Extract<PaymentFlowState, { status: 'succeeded' }>;
}): ReactElement {
  const { t } = useTranslation();
  const money = useLocaleFormatters();
  return (
    <AppointmentPage title={t('appointments.payment.invoicePaidTitle')} focusKey="paid">
      <Notice tone="success">
        {t('appointments.payment.invoicePaidBody', {
          amount: money.formatMoney(state.charge.amount),
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
