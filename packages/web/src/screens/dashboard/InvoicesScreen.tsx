import { isInvoiceDue, type Invoice, type InvoiceStatus } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { CurrencyNote } from '../../design/components/CurrencyNote/CurrencyNote';
import { Link } from '../../navigation/Link';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { StatusPill, type StatusTone } from '../../design/components/StatusPill/StatusPill';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { RemoteView } from './RemoteView';
import styles from './dashboard.module.css';
import { useCameFromHere } from '../../navigation/backLink';

const INVOICE_TONES: Readonly<Record<InvoiceStatus, StatusTone>> = {
  DUE: 'warning',
  PAID: 'success',
  VOID: 'neutral',
};

/** Due invoices first (soonest due date first), then the others, latest first. */
export function sortInvoices(invoices: readonly Invoice[]): Invoice[] {
  return [...invoices].sort((a, b) => {
    const aDue = isInvoiceDue(a);
    const bDue = isInvoiceDue(b);
    if (aDue !== bDue) return aDue ? -1 : 1;
    if (aDue) return a.dueDate.localeCompare(b.dueDate);
    return Date.parse(b.created) - Date.parse(a.created);
  });
}

/** Invoices (Dashboard/Invoices): amount, status and due date; a due invoice offers to pay. */
export function InvoicesScreen(): ReactElement {
  const { t } = useTranslation();
  const invoices = useService(TOKENS.memberData).invoices();
  return (
    <div className={styles.screen}>
      <header>
        <h1>{t('dashboard.invoices.title')}</h1>
        <p className={styles.intro}>{t('dashboard.invoices.intro')}</p>
      </header>
      <RemoteView
        query={invoices}
        loadingLabel={t('dashboard.invoices.loading')}
        errorTitle={t('dashboard.invoices.loadFailed')}
      >
        {(list) => <InvoiceList invoices={list} />}
      </RemoteView>
    </div>
  );
}

function InvoiceList({ invoices }: { readonly invoices: readonly Invoice[] }): ReactElement {
  const { t } = useTranslation();
  const cameFrom = useCameFromHere();
  const format = useLocaleFormatters();
  if (invoices.length === 0) {
    return (
      <EmptyState
        title={t('dashboard.invoices.empty')}
        description={t('dashboard.invoices.emptyDescription')}
      />
    );
  }
  const due = invoices.filter(isInvoiceDue).length;
  return (
    <>
      {due > 0 ? <p>{t('dashboard.invoices.dueSummary', { count: due })}</p> : null}
      <CurrencyNote />
      <ul className={styles.list}>
        {sortInvoices(invoices).map((invoice) => {
          const title = t('dashboard.invoices.number', { number: invoice.number });
          // dueDate is a calendar date (YYYY-MM-DD): shown as that day, whatever the zone.
          const dueDate = Date.parse(`${invoice.dueDate}T00:00:00Z`);
          const payable = isInvoiceDue(invoice) && invoice.encounterId;
          return (
            <li key={invoice.id}>
              <Card
                title={title}
                headingLevel={2}
                aside={
                  <StatusPill tone={INVOICE_TONES[invoice.status]}>
                    {t(`dashboard.invoices.status.${invoice.status}`)}
                  </StatusPill>
                }
                footer={
                  payable || invoice.pdfUrl ? (
                    <>
                      {payable ? (
                        <Link
                          className={styles.action}
                          to={`/payment-authorize/${encodeURIComponent(invoice.encounterId ?? '')}`}
                          state={cameFrom}
                          aria-label={t('dashboard.invoices.payFor', { number: invoice.number })}
                        >
                          {t('dashboard.invoices.pay')}
                        </Link>
                      ) : null}
                      {invoice.pdfUrl ? (
                        <a
                          className={styles.secondaryAction}
                          href={invoice.pdfUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('dashboard.invoices.downloadFor', {
                            number: invoice.number,
                          })}
                        >
                          {t('dashboard.invoices.download')}
                        </a>
                      ) : null}
                    </>
                  ) : undefined
                }
              >
                <dl className={styles.facts}>
                  <div>
                    <dt>{t('dashboard.invoices.amount')}</dt>
                    <dd className={styles.amount}>{format.formatMoney(invoice.amount)}</dd>
                  </div>
                  <div>
                    <dt>{t('dashboard.invoices.dueDate')}</dt>
                    <dd>
                      {Number.isNaN(dueDate)
                        ? invoice.dueDate
                        : format.formatDate(dueDate, 'monthDay', 'UTC')}
                    </dd>
                  </div>
                </dl>
                {invoice.lines.length > 0 ? (
                  <ul className={styles.lines} aria-label={t('dashboard.invoices.lines')}>
                    {invoice.lines.map((line, index) => (
                      <li key={index}>
                        {line.quantity > 1 ? `${line.quantity} × ` : ''}
                        {line.description}: {format.formatMoney(line.amount)}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </Card>
            </li>
          );
        })}
      </ul>
    </>
  );
}
