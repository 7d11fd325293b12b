import {
  arrangeReportFindings,
  type DigitalReport,
  type FindingGroup,
  type OrganSystem,
} from '@scanwise/core';
import { lazy, Suspense, useId, useMemo, type ReactElement } from 'react';
import { useParams } from 'react-router-dom';
import { Link } from '../../navigation/Link';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { Button } from '../../design/components/Button/Button';
import { PrintGlyph } from '../../design/icons/glyphs';
import { useLocaleFormatters } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';
import { FindingItem } from './FindingItem';
import { useMember, useMemberTimeZone } from './memberHooks';
import { RemoteView } from './RemoteView';
import { LAST_PAINT_END } from '../../design/lastPaintMarks';
import { useFirstPageRendered } from '../../startup/firstPageReveal';
import { useKeepLastPagePaint } from '../../startup/lastPaint';
import { BodyDiagram } from './report/BodyDiagram';
import { EScoreLegend } from './report/EScore';
import { FollowUpCallout } from './report/FollowUpCallout';
import { printPage } from './report/printPage';
import styles from './dashboard.module.css';
import page from './report/digitalReport.module.css';

/** Only web links open from a report (a platform value is never trusted as a script URL). */
function isWebUrl(value: string | null | undefined): value is string {
  return typeof value === 'string' && /^https?:\/\//i.test(value);
}

/**
 * The image viewer's link and happiness score: few reports have one, so its code and services
 * (the viewer group) load once a report offers it, not before the screen's first render.
 */
const ViewerEntry = lazy(() =>
  import('../viewer/ViewerEntry').then((module) => ({ default: module.ViewerEntry })),
);

/** The anchor of an organ system's group, which the diagram's links point at. */
const groupAnchor = (system: OrganSystem): string => `findings-${system}`;

/**
 * The digital report (reports/digital-report/:encounterId/:fromCard?), the screen members come
 * back to (docs/adr/0109): the title with the radiologist, scan and release dates and Print; the
 * summary first; the findings once each, grouped by organ system beside a body diagram and the
 * eScore's scale; then the sections' words. Its print stylesheet makes a clean document.
 */
export function DigitalReportScreen(): ReactElement {
  const { t } = useTranslation();
  const { encounterId = '' } = useParams();
  const report = useService(TOKENS.memberData).digitalReport(encounterId);
  // Its top paints first on a later visit (its last paint, then the app's first render of it).
  useFirstPageRendered();
  useKeepLastPagePaint();
  return (
    <div className={`${styles.screen} ${page.report}`}>
      <p className={page.screenOnly} {...LAST_PAINT_END}>
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
  const member = useMember();
  const summaryId = useId();
  const findingsId = useId();
  const diagramId = useId();
  const scaleId = useId();
  const sectionsId = useId();
  const arranged = useMemo(() => arrangeReportFindings(report), [report]);
  const dateOf = (value: string | null | undefined): string => {
    const time = value ? Date.parse(value) : Number.NaN;
    return Number.isNaN(time)
      ? t('dashboard.digitalReport.notRecorded')
      : format.formatDate(time, 'monthDay', timeZone);
  };
  const scanDate = dateOf(report.scanned);
  const memberName = member ? `${member.firstName} ${member.lastName}`.trim() : '';
  return (
    <>
      <header className={page.header}>
        {memberName ? (
          <p className={page.printOnly}>
            {t('dashboard.digitalReport.printHeader', { name: memberName, date: scanDate })}
          </p>
        ) : null}
        <div className={page.titleRow}>
          <h1>{report.title}</h1>
          <span className={page.screenOnly}>
            <Button variant="secondary" icon={PrintGlyph} onPress={printPage}>
              {t('dashboard.digitalReport.print')}
            </Button>
          </span>
        </div>
        <dl className={page.facts} aria-label={t('dashboard.digitalReport.facts')}>
          <div>
            <dt>{t('dashboard.digitalReport.radiologist')}</dt>
            <dd>{report.radiologist ?? t('dashboard.digitalReport.notRecorded')}</dd>
          </div>
          <div>
            <dt>{t('dashboard.digitalReport.scanDate')}</dt>
            <dd>{scanDate}</dd>
          </div>
          <div>
            <dt>{t('dashboard.digitalReport.releaseDate')}</dt>
            <dd>{dateOf(report.created)}</dd>
          </div>
        </dl>
      </header>
      <section className={`${styles.section} ${page.block}`} aria-labelledby={summaryId}>
        <h2 id={summaryId}>{t('dashboard.digitalReport.summary')}</h2>
        <p className={styles.plainText}>{report.summary}</p>
        {arranged.hasPotentialCancer ? <FollowUpCallout scope="report" /> : null}
        {report.viewerAvailable && isWebUrl(report.viewerUrl) ? (
          <div className={page.screenOnly}>
            <Suspense fallback={null}>
              <ViewerEntry
                encounterId={report.encounterId}
                viewerUrl={report.viewerUrl}
                label={t('dashboard.digitalReport.openViewer')}
              />
            </Suspense>
          </div>
        ) : null}
      </section>
      <section className={styles.section} aria-labelledby={findingsId}>
        <h2 id={findingsId}>{t('dashboard.digitalReport.findingsTitle')}</h2>
        {arranged.findingCount === 0 ? (
          <p>{t('dashboard.digitalReport.noFindings')}</p>
        ) : (
          <>
            <p className={styles.intro}>
              {t('dashboard.digitalReport.findingsIntro', { count: arranged.findingCount })}
            </p>
            <div className={page.findingsLayout}>
              <section className={`${page.block} ${page.diagramPanel}`} aria-labelledby={diagramId}>
                <h3 id={diagramId}>{t('dashboard.digitalReport.diagram.title')}</h3>
                <BodyDiagram regions={arranged.regions} />
                <RegionLinks groups={arranged.groups} />
              </section>
              <div className={page.groups}>
                {arranged.groups.map((group) => (
                  <FindingGroupView key={group.system} group={group} />
                ))}
              </div>
              <section className={`${page.block} ${page.scalePanel}`} aria-labelledby={scaleId}>
                <h3 id={scaleId}>{t('dashboard.digitalReport.eScoreScaleTitle')}</h3>
                <p className={styles.muted}>{t('dashboard.digitalReport.eScoreHelp')}</p>
                <EScoreLegend headingId={scaleId} />
              </section>
            </div>
          </>
        )}
      </section>
      {arranged.sections.length > 0 ? (
        <section className={styles.section} aria-labelledby={sectionsId}>
          <h2 id={sectionsId}>{t('dashboard.digitalReport.sectionsTitle')}</h2>
          {arranged.sections.map((section) => (
            <article key={section.id} className={`${styles.section} ${page.block}`}>
              <h3>{section.title}</h3>
              <p className={styles.plainText}>{section.body}</p>
            </article>
          ))}
        </section>
      ) : null}
    </>
  );
}

/**
 * Beside the diagram, each highlighted region by name with links to its groups (and the groups no
 * region holds): the way to a group from the figure by keyboard, pointer and screen reader. Not
 * printed: on paper the groups follow the figure.
 */
function RegionLinks({ groups }: { readonly groups: readonly FindingGroup[] }): ReactElement {
  const { t } = useTranslation();
  const rows = [...new Set(groups.map((group) => group.region))].map((region) => ({
    region,
    groups: groups.filter((group) => group.region === region),
  }));
  return (
    <ul className={`${page.regionLinks} ${page.screenOnly}`}>
      {rows.map(({ region, groups: inRegion }) => (
        <li key={region ?? 'none'}>
          <span className={page.regionName}>
            {region
              ? t(`dashboard.digitalReport.regions.${region}`)
              : t('dashboard.digitalReport.diagram.notOnDiagram')}
          </span>
          <span className={page.regionGroups}>
            {inRegion.map((group) => (
              <a
                key={group.system}
                className={styles.textLink}
                href={`#${groupAnchor(group.system)}`}
              >
                {t(`dashboard.digitalReport.organSystems.${group.system}`)}
              </a>
            ))}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** One organ system's findings under its name and count. */
function FindingGroupView({ group }: { readonly group: FindingGroup }): ReactElement {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      id={groupAnchor(group.system)}
      className={page.group}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <div className={page.groupHeader}>
        <h3 id={headingId}>{t(`dashboard.digitalReport.organSystems.${group.system}`)}</h3>
        <p className={styles.muted}>
          {t('dashboard.digitalReport.findingCount', { count: group.findings.length })}
        </p>
      </div>
      <ul className={styles.stack}>
        {group.findings.map((finding, index) => (
          <li key={finding.id ?? index}>
            <FindingItem finding={finding} headingLevel={4} />
          </li>
        ))}
      </ul>
    </section>
  );
}
