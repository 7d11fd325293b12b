import type { EncounterKind } from '@scanwise/core';
import { useId, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import styles from './ScanPreparation.module.css';

const PREPARE_KINDS: readonly EncounterKind[] = ['BODY_SCAN', 'MAMMOGRAPHY', 'HEART_CT', 'LUNG_CT'];

export interface ScanPreparationProps {
  /** The kind of scan; a kind without its own advice gets the advice every scan shares. */
  readonly kind: EncounterKind | undefined;
  /** The heading's level where it is placed (an h3 in Home's panel, an h2 on the confirmation). */
  readonly headingLevel: 2 | 3;
}

/**
 * How to prepare for a scan (docs/adr/0108): the same advice wherever the member meets their
 * upcoming scan (Home's next step, the booking confirmation).
 */
export function ScanPreparation({ kind, headingLevel }: ScanPreparationProps): ReactElement {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ownAdvice = kind !== undefined && PREPARE_KINDS.includes(kind) ? kind : undefined;
  return (
    <section className={styles.prepare} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.title}>
        {t('preparation.title')}
      </Heading>
      <ul className={styles.list}>
        {ownAdvice ? (
          <>
            <li>{t(`preparation.${ownAdvice}.first`)}</li>
            <li>{t(`preparation.${ownAdvice}.second`)}</li>
          </>
        ) : null}
        <li>{t('preparation.arrive')}</li>
      </ul>
    </section>
  );
}
