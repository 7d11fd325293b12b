import type { ReactElement } from 'react';
import { Link } from '../../../navigation/Link';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from '../dashboard.module.css';

export interface FollowUpCalloutProps {
  /** 'report': the report has flagged findings (its summary); 'finding': this one is flagged. */
  readonly scope: 'report' | 'finding';
}

/**
 * The one follow-up callout of a report (docs/adr/0056): the same calm surface, title, words and
 * link to the care team wherever a flagged finding is mentioned. No red, no alarm icon; the
 * meaning in words.
 */
export function FollowUpCallout({ scope }: FollowUpCalloutProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className={styles.careNotice}>
      <p className={styles.careNoticeTitle}>
        <strong>
          {scope === 'report'
            ? t('dashboard.digitalReport.attentionSummaryTitle')
            : t('dashboard.digitalReport.attentionTitle')}
        </strong>
      </p>
      <p>
        {scope === 'report'
          ? t('dashboard.digitalReport.attentionSummary')
          : t('dashboard.digitalReport.attentionBody')}
      </p>
      <p>
        <Link className={styles.textLink} to="/messages">
          {t('dashboard.digitalReport.contactCareTeam')}
        </Link>
      </p>
    </div>
  );
}
