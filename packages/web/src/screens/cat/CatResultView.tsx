import type { CatAnswers, CatAssessment, CatRiskLevel } from '@scanwise/core';
import { useId, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './cat.module.css';

export interface CatResultViewProps {
  /** The band: the platform's for a member, the local assessment's before an account. */
  readonly riskLevel: CatRiskLevel;
  readonly eligible: boolean;
  /** The local assessment of the same answers (which factors and devices to name). */
  readonly assessment: CatAssessment;
  readonly answers: CatAnswers;
  /** What comes after the explanation (save, book, change answers). */
  readonly children?: ReactNode;
}

/**
 * The explanation of a CAT result, calm and plain: the band in words (never a colour alone, no
 * alarm), what shaped it, whether a heart CT suits the member, and what the scan adds.
 */
export function CatResultView({
  riskLevel,
  eligible,
  assessment,
  answers,
  children,
}: CatResultViewProps): ReactElement {
  const { t } = useTranslation();
  const bandId = useId();
  const factorsId = useId();
  const scanId = useId();
  return (
    <div className={styles.stack}>
      <section className={styles.card} aria-labelledby={bandId}>
        <div className={styles.band}>
          <p className={styles.bandLabel}>{t('cat.results.bandLabel')}</p>
          <h2 id={bandId}>{t(`cat.results.band.${riskLevel}.title`)}</h2>
          <p>{t(`cat.results.band.${riskLevel}.body`)}</p>
        </div>
        {answers.symptoms === 'yes' ? (
          <p className={styles.notice}>{t('cat.common.urgent')}</p>
        ) : null}
        <p className={styles.muted}>{t('cat.common.notDiagnosis')}</p>
      </section>
      <section className={styles.card} aria-labelledby={factorsId}>
        <h2 id={factorsId}>{t('cat.results.factorsTitle')}</h2>
        {assessment.riskFactors.length === 0 ? (
          <p>{t('cat.results.noFactors')}</p>
        ) : (
          <ul className={styles.list}>
            {assessment.riskFactors.map((factor) => (
              <li key={factor}>{t(`cat.results.factor.${factor}`)}</li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.card} aria-labelledby={scanId}>
        <h2 id={scanId}>
          {eligible ? t('cat.results.scanTitle') : t('cat.results.ineligibleTitle')}
        </h2>
        {eligible ? (
          <p>{t('cat.results.scanBody')}</p>
        ) : (
          <>
            {assessment.exclusions.map((device) => (
              <p key={device}>{t(`cat.results.ineligible.${device}`)}</p>
            ))}
            <p>{t('cat.results.ineligibleNext')}</p>
          </>
        )}
      </section>
      {children}
    </div>
  );
}
