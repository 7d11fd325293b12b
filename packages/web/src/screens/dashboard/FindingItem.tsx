import {
  findingEScore,
  findingHasPotentialCancer,
  type Finding,
  type FindingSnippet,
} from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { Card } from '../../design/components/Card/Card';
import { EScoreBadge } from './report/EScore';
import { FollowUpCallout } from './report/FollowUpCallout';
import styles from './dashboard.module.css';

export interface FindingItemProps {
  readonly finding: Finding;
  readonly headingLevel?: 3 | 4;
}

/**
 * One finding of a report: its title, the eScore (core `findingEScore`: the highest of its own
 * snippets) with its meaning and colour from core's one scale, the snippets and the sub-findings.
 * A finding flagged as potential cancer (core `findingHasPotentialCancer`) gets the report's
 * follow-up callout: no red, no alarm icon, the meaning in words for everyone.
 * Every platform text is rendered as text, never as HTML.
 */
export function FindingItem({ finding, headingLevel = 3 }: FindingItemProps): ReactElement {
  const { t } = useTranslation();
  const eScore = findingEScore(finding);
  const flagged = findingHasPotentialCancer(finding);
  const title = finding.title ?? finding.organ ?? t('dashboard.digitalReport.untitledFinding');
  const SubHeading = `h${headingLevel + 1}` as 'h4' | 'h5';
  return (
    <Card title={title} headingLevel={headingLevel} aside={<EScoreBadge score={eScore} />}>
      {finding.organ && finding.organ !== title ? (
        <p className={styles.muted}>{finding.organ}</p>
      ) : null}
      {finding.summary ? <p className={styles.plainText}>{finding.summary}</p> : null}
      <Snippets snippets={finding.snippets} />
      {flagged ? <FollowUpCallout scope="finding" /> : null}
      {finding.subFindings && finding.subFindings.length > 0 ? (
        <div>
          <SubHeading className={styles.careNoticeTitle}>
            {t('dashboard.digitalReport.subFindings')}
          </SubHeading>
          <ul className={styles.stack}>
            {finding.subFindings.map((sub, index) => (
              <li key={sub.id ?? index}>
                <p className={styles.taskTitle}>
                  {sub.title ?? sub.organ ?? t('dashboard.digitalReport.untitledFinding')}
                </p>
                <Snippets snippets={sub.snippets} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Card>
  );
}

function Snippets({
  snippets,
}: {
  readonly snippets: readonly FindingSnippet[];
}): ReactElement | null {
  const texts = snippets
    .map((snippet, index) => ({ key: snippet.id ?? String(index), text: snippet.text?.trim() }))
    .filter((snippet): snippet is { key: string; text: string } => Boolean(snippet.text));
  if (texts.length === 0) return null;
  return (
    <ul className={styles.lines}>
      {texts.map((snippet) => (
        <li key={snippet.key} className={styles.plainText}>
          {snippet.text}
        </li>
      ))}
    </ul>
  );
}
