import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Default "Nothing here yet". */
  readonly title?: string;
  readonly description?: ReactNode;
  /** What the member can do next (book a scan). */
  readonly action?: ReactNode;
  readonly headingLevel?: 2 | 3;
}

/** A list or page with nothing to show yet, with the way forward. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
}: EmptyStateProps): ReactElement {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <span aria-hidden="true" className={styles.icon} />
      <Heading className={styles.title}>{title ?? t('states.emptyTitle')}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
