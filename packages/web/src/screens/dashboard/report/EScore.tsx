import { ESCORE_SCALE, eScoreStepOf } from '@scanwise/core';
import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './eScore.module.css';

/**
 * A score as a pill: its number in the band's colour and its meaning in words ("eScore 4: Follow
 * up"), from core's one scale (docs/adr/0110). No score says so.
 */
export function EScoreBadge({ score }: { readonly score: number | undefined }): ReactElement {
  const { t } = useTranslation();
  const step = eScoreStepOf(score);
  if (score === undefined || step === undefined) {
    return (
      <span className={`${styles.band} ${styles.badge}`}>
        {t('dashboard.digitalReport.eScoreNone')}
      </span>
    );
  }
  return (
    <span className={`${styles.band} ${styles.badge}`} data-band={step.band}>
      {t('dashboard.digitalReport.eScoreWithMeaning', {
        score,
        meaning: t(`dashboard.digitalReport.eScoreScale.${step.meaning}.name`),
      })}
    </span>
  );
}

/** The eScore's scale: every score with its colour, its name and what it means for the member. */
export function EScoreLegend({ headingId }: { readonly headingId: string }): ReactElement {
  const { t } = useTranslation();
  return (
    <ol className={styles.scale} aria-labelledby={headingId}>
      {ESCORE_SCALE.map((step) => (
        <li key={step.score} className={`${styles.band} ${styles.step}`} data-band={step.band}>
          <span className={styles.number}>{step.score}</span>
          <p className={styles.stepName}>
            {t(`dashboard.digitalReport.eScoreScale.${step.meaning}.name`)}
          </p>
          <p className={styles.stepMeaning}>
            {t(`dashboard.digitalReport.eScoreScale.${step.meaning}.meaning`)}
          </p>
        </li>
      ))}
    </ol>
  );
}
