import { findingHasPotentialCancer, type Report } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link } from '../../navigation/Link';
import { Card } from '../../design/components/Card/Card';
import { EmptyState } from '../../design/components/EmptyState/EmptyState';
import { useService } from '../../composition/useService';
import { TOKENS } from '../../composition/tokens';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { RemoteView } from './RemoteView';
import { LAST_PAINT_END } from '../../design/lastPaintMarks';
import { useFirstPageRendered } from '../../startup/firstPageReveal';
import { useKeepLastPagePaint } from '../../startup/lastPaint';
import { digitalReportPath } from './encounterPresentation';
import { useMemberTimeZone } from './memberHooks';
import styles from './dashboard.module.css';

/** Reports (Dashboard/Reports): the released reports, latest first, each opening its digital report. */
export function ReportsScreen(): ReactElement {
  const { t } = useTranslation();
  // Its top paints first on a later visit (its last paint, then the app's first render of it).
  useFirstPageRendered();
  useKeepLastPagePaint();
  const reports = useService(TOKENS.memberData).reports();
  return (
    <div className={styles.screen}>
      <header {...LAST_PAINT_END}>
        <h1>{t('dashboard.reports.title')}</h1>
        <p className={styles.intro}>{t('dashboard.reports.intro')}</p>
      </header>
      <RemoteView
        query={reports}
        loadingLabel={t('dashboard.reports.loading')}
        errorTitle={t('dashboard.reports.loadFailed')}
      >
        {(list) => <ReportList reports={list} />}
      </RemoteView>
    </div>
  );
}

function ReportList({ reports }: { readonly reports: readonly Report[] }): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const timeZone = useMemberTimeZone();
  if (reports.length === 0) {
    return (
      <EmptyState
        title={t('dashboard.reports.empty')}
        description={t('dashboard.reports.emptyDescription')}
      />
    );
  }
  const latestFirst = [...reports].sort((a, b) => Date.parse(b.created) - Date.parse(a.created));
  return (
    <ul className={styles.list}>
      {latestFirst.map((report) => {
        const created = Date.parse(report.created);
        const flagged = report.findings.some((finding) => findingHasPotentialCancer(finding));
        return (
          <li key={report.id}>
            <Card
              title={report.title}
              headingLevel={2}
              footer={
                <Link
                  className={styles.action}
                  to={digitalReportPath(report.encounterId)}
                  aria-label={t('dashboard.reports.openDigitalFor', { title: report.title })}
                >
                  {t('dashboard.reports.openDigital')}
                </Link>
              }
            >
              {Number.isNaN(created) ? null : (
                <p className={styles.muted}>
                  {t('dashboard.reports.released', {
                    date: format.formatDate(created, 'monthDay', timeZone),
                  })}
                </p>
              )}
              <p className={styles.plainText}>{report.summary}</p>
              <p className={styles.muted}>
                {t('dashboard.reports.findings', { count: report.findings.length })}
              </p>
              {flagged ? (
                <p className={styles.careNotice}>{t('dashboard.reports.attentionSummary')}</p>
              ) : null}
            </Card>
          </li>
        );
      })}
    </ul>
  );
}
