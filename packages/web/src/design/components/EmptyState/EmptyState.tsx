import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Icon, type IconGlyph } from '../../icons/Icon';
import { EmptyGlyph } from '../../icons/glyphs';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** Default "Nothing here yet". */
  readonly title?: string;
  readonly description?: ReactNode;
  /** What the member can do next (book a scan): a ButtonLink or Button. */
  readonly action?: ReactNode;
  /** The decorative icon of what is empty (default an inbox). */
  readonly icon?: IconGlyph;
  readonly headingLevel?: 2 | 3;
}

/** A list or page with nothing to show yet, with the way forward. */
export function EmptyState({
  title,
  description,
  action,
  icon = EmptyGlyph,
  headingLevel = 2,
}: EmptyStateProps): ReactElement {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <span className={styles.icon}>
        <Icon icon={icon} size="lg" />
      </span>
      <Heading className={styles.title}>{title ?? t('states.emptyTitle')}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
