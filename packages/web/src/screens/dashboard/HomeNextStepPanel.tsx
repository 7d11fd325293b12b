import {
  daysUntil,
  type Encounter,
  type EncounterNextStep,
  type HomeNextStep,
  type HomeOverview,
} from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { Link } from '../../navigation/Link';
import { ButtonLink } from '../../design/components/Button/ButtonLink';
import { Icon } from '../../design/icons/Icon';
import { LAST_PAINT_END } from '../../design/lastPaintMarks';
import {
  BookGlyph,
  ContinueGlyph,
  InvoiceGlyph,
  MessagesGlyph,
  ReportGlyph,
} from '../../design/icons/glyphs';
import type { LocaleFormatters } from '../../i18n/localeFormatters';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { useCameFromHere } from '../../navigation/backLink';
import { EncounterCard } from './EncounterCard';
import { ManageAppointmentLink } from './ManageAppointmentLink';
import { ScanPreparation } from './ScanPreparation';
import { appointmentWhen } from './appointmentWhen';
import { digitalReportPath, encounterTitleParts } from './encounterPresentation';
import { homeNextStepPath } from './homeNextStepPlace';
import { useMemberTimeZone, useNow } from './memberHooks';
import styles from './HomeNextStepPanel.module.css';

type Translate = ReturnType<typeof useTranslation>['t'];

export interface HomeNextStepPanelProps {
  readonly overview: HomeOverview;
  /** Whether the upcoming scan's card links its own step (not when the page offers it already). */
  readonly linkUpcomingStep: boolean;
  /** Booking from Home (the funnel's MY_MONITOR_BOOK_NOW). */
  readonly onBookNow?: (() => void) | undefined;
}

/**
 * The top of Home, on one surface: the one next step (core decideHomeNextStep) with why and one
 * main action, a few facts at a glance (unread messages, invoices due, the latest report), and
 * the upcoming scan with how to prepare (two sections, each under its own h2). Nothing here
 * repeats an action offered elsewhere on Home.
 */
export function HomeNextStepPanel({
  overview,
  linkUpcomingStep,
  onBookNow,
}: HomeNextStepPanelProps): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const timeZone = useMemberTimeZone();
  const cameFrom = useCameFromHere();
  const titleId = useId();
  const { nextStep } = overview;
  const path = homeNextStepPath(nextStep);
  const booking = nextStep.kind === 'bookScan';
  return (
    // Home's top ends here: its last paint keeps the page up to this panel (startup/lastPaint.ts).
    <div className={styles.panel} {...LAST_PAINT_END}>
      <section className={styles.step} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.title}>
          {t('dashboard.home.next.title')}
        </h2>
        <p className={styles.reason}>{reasonOf(nextStep, t, format, timeZone)}</p>
        <p className={styles.action}>
          {booking ? (
            <ButtonLink
              to={path}
              icon={BookGlyph}
              fullWidth="phone"
              {...(onBookNow ? { onClick: onBookNow } : {})}
            >
              {actionOf(nextStep, t)}
            </ButtonLink>
          ) : (
            <ButtonLink to={path} state={cameFrom} iconEnd={ContinueGlyph} fullWidth="phone">
              {actionOf(nextStep, t)}
            </ButtonLink>
          )}
        </p>
        <AtAGlance overview={overview} />
      </section>
      <UpcomingScan
        encounter={overview.upcomingScan}
        step={overview.upcomingScanStep}
        linkStep={linkUpcomingStep}
      />
    </div>
  );
}

function scanTitle(encounter: Encounter | undefined, t: Translate): string | undefined {
  if (!encounter) return undefined;
  const { name, kindKey } = encounterTitleParts(encounter);
  return name ?? t(kindKey, { defaultValue: t('dashboard.encounter.untitled') });
}

function reasonOf(
  step: HomeNextStep,
  t: Translate,
  format: LocaleFormatters,
  timeZone: string,
): string {
  switch (step.kind) {
    case 'task': {
      const scan = scanTitle(step.encounter, t);
      const due = step.task.due ? Date.parse(step.task.due) : Number.NaN;
      const date = Number.isNaN(due) ? '' : format.formatDate(due, 'monthDay', timeZone);
      if (step.urgency === 'overdue') {
        return scan
          ? t('dashboard.home.next.reason.taskOverdue', { date, scan })
          : t('dashboard.home.next.reason.taskOverdueNoScan', { date });
      }
      if (step.urgency === 'beforeScan' && step.encounter && scan) {
        const when = appointmentWhen(step.encounter, timeZone, t, format) ?? '';
        return date
          ? t('dashboard.home.next.reason.taskBeforeScan', { scan, when, date })
          : t('dashboard.home.next.reason.taskBeforeScanNoDue', { scan, when });
      }
      return scan
        ? t('dashboard.home.next.reason.taskOpen', { scan })
        : t('dashboard.home.next.reason.taskOpenNoScan');
    }
    case 'payInvoice':
      return t(
        step.overdue
          ? 'dashboard.home.next.reason.invoiceOverdue'
          : 'dashboard.home.next.reason.invoiceDue',
        {
          number: step.invoice.number,
          amount: format.formatMoney(step.invoice.amount),
          date: format.formatLocalDay(step.invoice.dueDate),
        },
      );
    case 'encounterStep':
      return t('dashboard.home.next.reason.encounterStep', {
        scan: scanTitle(step.encounter, t),
      });
    case 'viewReport':
      return t('dashboard.home.next.reason.viewReport', { scan: scanTitle(step.encounter, t) });
    case 'readMessages':
      return t('dashboard.home.next.reason.readMessages', { count: step.unread });
    case 'attendScan':
      return t('dashboard.home.next.reason.attendScan', {
        scan: scanTitle(step.encounter, t),
        when: appointmentWhen(step.encounter, timeZone, t, format) ?? '',
      });
    case 'bookScan':
      return t(
        step.firstScan
          ? 'dashboard.home.next.reason.bookFirst'
          : 'dashboard.home.next.reason.bookAgain',
      );
  }
}

function actionOf(step: HomeNextStep, t: Translate): string {
  switch (step.kind) {
    case 'task':
    case 'encounterStep':
      return t(`dashboard.encounter.nextStep.${step.step}`);
    case 'payInvoice':
      return t('dashboard.home.next.action.payInvoice', { number: step.invoice.number });
    case 'viewReport':
      return t('dashboard.encounter.nextStep.VIEW_REPORT');
    case 'readMessages':
      return t('dashboard.home.next.action.readMessages');
    case 'attendScan':
      return t('dashboard.home.next.action.attendScan');
    case 'bookScan':
      return t(
        step.firstScan
          ? 'dashboard.home.next.action.bookFirst'
          : 'dashboard.home.next.action.bookAgain',
      );
  }
}

/**
 * Unread messages, invoices due and the latest report, each a small link to its page; only
 * what is there (a zero is not shown), and never the place the next step already opens.
 */
function AtAGlance({ overview }: { readonly overview: HomeOverview }): ReactElement | null {
  const { t } = useTranslation();
  const cameFrom = useCameFromHere();
  const { nextStep, unreadMessages, invoicesDue, latestReport } = overview;
  const unread = nextStep.kind === 'readMessages' ? 0 : (unreadMessages ?? 0);
  const due = invoicesDue?.count ?? 0;
  const overdue = invoicesDue?.overdue ?? 0;
  const report = scanTitle(latestReport, t);
  if (unread === 0 && due === 0 && !latestReport) return null;
  return (
    <ul className={styles.glance} aria-label={t('dashboard.home.next.glance')}>
      {unread > 0 ? (
        <li>
          <Icon icon={MessagesGlyph} />
          <Link className={styles.glanceLink} to="/messages">
            {t('dashboard.home.next.unread', { count: unread })}
          </Link>
        </li>
      ) : null}
      {due > 0 ? (
        <li>
          <Icon icon={InvoiceGlyph} />
          <Link className={styles.glanceLink} to="/invoices">
            {overdue > 0
              ? t('dashboard.home.next.invoicesOverdue', { count: overdue, due })
              : t('dashboard.home.next.invoicesDue', { count: due })}
          </Link>
        </li>
      ) : null}
      {latestReport && report ? (
        <li>
          <Icon icon={ReportGlyph} />
          <span className={styles.glanceText}>
            {t('dashboard.home.next.latestReport', { scan: report })}{' '}
            <Link
              className={styles.glanceLink}
              to={digitalReportPath(latestReport.id)}
              state={cameFrom}
              aria-label={t('dashboard.encounter.actionFor', {
                step: t('dashboard.encounter.nextStep.VIEW_REPORT'),
                scan: report,
              })}
            >
              {t('dashboard.encounter.nextStep.VIEW_REPORT')}
            </Link>
          </span>
        </li>
      ) : null}
    </ul>
  );
}

/** The upcoming scan (near: spec section 9), when and where, and how to prepare for it. */
function UpcomingScan({
  encounter,
  step,
  linkStep,
}: {
  readonly encounter: Encounter | undefined;
  /** The step its card names (core `scanNextStep`, as the panel decides). */
  readonly step: EncounterNextStep | undefined;
  readonly linkStep: boolean;
}): ReactElement {
  const { t } = useTranslation();
  const now = useNow();
  const timeZone = useMemberTimeZone();
  const titleId = useId();
  let body: ReactElement;
  if (!encounter) {
    body = (
      <div className={styles.none}>
        <h3>{t('dashboard.home.noUpcoming')}</h3>
        <p>{t('dashboard.home.noUpcomingDescription')}</p>
      </div>
    );
  } else {
    const start = Date.parse(encounter.appointment?.start ?? '');
    const days = daysUntil(start, now);
    const note =
      days <= 0 ? t('dashboard.home.today') : t('dashboard.home.inDays', { count: days });
    body = (
      <>
        <EncounterCard
          encounter={encounter}
          timeZone={timeZone}
          headingLevel={3}
          note={note}
          step={step}
          linkStep={linkStep}
        />
        <ScanPreparation kind={encounter.kind} headingLevel={3} />
        <ManageAppointmentLink encounter={encounter} />
      </>
    );
  }
  return (
    <section className={styles.upcoming} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.upcomingTitle}>
        {t('dashboard.home.upcomingTitle')}
      </h2>
      {body}
    </section>
  );
}
