import { findingHasPotentialCancer, type DigitalReport } from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Link, useParams } from 'react-router-dom';
import { useService } from '../../composition/useService';
import { ViewerEntry } from '../viewer/ViewerEntry';
import { TOKENS } from '../../composition/tokens';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { FindingItem } from './FindingItem';
import { RemoteView } from './RemoteView';
import { useMemberTimeZone } from './memberHooks';
import styles from './dashboard.module.css';

/** Only web links open from a report (a platform value is never trusted as a script URL). */
function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/**
 * The digital report (reports/digital-report/:encounterId/:fromCard?): summary, findings with
 * their eScore and, with care, the potential-cancer flag; then the report's sections.
 */
export function DigitalReportScreen(): ReactElement {
  const { t } = useTranslation();
  const { encounterId = '' } = useParams();
  const report = useService(TOKENS.memberData).digitalReport(encounterId);
  return (
    <div className={styles.screen}>
      <p>
        <Link className={styles.textLink} to="/reports">
          {t('dashboard.digitalReport.back')}
        </Link>
      </p>
      <RemoteView
        query={report}
        loadingLabel={t('dashboard.digitalReport.loading')}
        errorTitle={t('dashboard.digitalReport.loadFailed')}
      >
        {(data) => <DigitalReportView report={data} />}
      </RemoteView>
    </div>
  );
}

function DigitalReportView({ report }: { readonly report: DigitalReport }): ReactElement {
  const { t } = useTranslation();
  const format = useLocaleFormatters();
  const timeZone = useMemberTimeZone();
  const summaryId = useId();
  const findingsId = useId();
  const sectionsId = useId();
  const created = Date.parse(report.created);
  const flagged = report.findings.some((finding) => findingHasPotentialCancer(finding));
  return (
    <>
      <header>
        <h1>{report.title}</h1>
        {Number.isNaN(created) ? null : (
          <p className={styles.intro}>
            {t('dashboard.digitalReport.released', {
              date: format.formatDate(created, 'monthDay', timeZone),
            })}
          </p>
        )}
      </header>
      <section className={styles.section} aria-labelledby={summaryId}>
        <h2 id={summaryId}>{t('dashboard.digitalReport.summary')}</h2>
        <p className={styles.plainText}>{report.summary}</p>
        {flagged ? (
          <p className={styles.careNotice}>{t('dashboard.digitalReport.attentionSummary')}</p>
        ) : null}
        {report.viewerAvailable && isWebUrl(report.viewerUrl) ? (
          <ViewerEntry
            encounterId={report.encounterId}
            viewerUrl={report.viewerUrl}
            label={t('dashboard.digitalReport.openViewer')}
          />
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby={findingsId}>
        <h2 id={findingsId}>{t('dashboard.digitalReport.findingsTitle')}</h2>
        <p className={styles.muted}>{t('dashboard.digitalReport.eScoreHelp')}</p>
        {report.findings.length === 0 ? (
          <p>{t('dashboard.digitalReport.noFindings')}</p>
        ) : (
          <ul className={styles.stack}>
            {report.findings.map((finding, index) => (
              <li key={finding.id ?? index}>
                <FindingItem finding={finding} headingLevel={3} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {report.sections.length > 0 ? (
        <section className={styles.section} aria-labelledby={sectionsId}>
          <h2 id={sectionsId}>{t('dashboard.digitalReport.sectionsTitle')}</h2>
          {report.sections.map((section) => (
            <article key={section.id} className={styles.section}>
              <h3>{section.title}</h3>
              <p className={styles.plainText}>{section.body}</p>
              {section.findings.length > 0 ? (
                <ul className={styles.stack}>
                  {section.findings.map((finding, index) => (
                    <li key={finding.id ?? index}>
                      <FindingItem finding={finding} headingLevel={4} />
                    </li>
                  ))}
                </ul>
              ) : null}
            </article>
          ))}
        </section>
      ) : null}
    </>
  );
}
