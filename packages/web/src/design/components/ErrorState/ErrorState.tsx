import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { Icon } from '../../icons/Icon';
import { ErrorGlyph } from '../../icons/glyphs';
import { Button } from '../Button/Button';
import styles from './ErrorState.module.css';

export interface ErrorStateProps {
  /** Default "Something went wrong". */
  readonly title?: string;
  readonly description?: ReactNode;
  /** Shows a retry button when given. */
  readonly onRetry?: () => void;
  /** Default "Try again". */
  readonly retryLabel?: string;
  /** A retry under way: the button shows a spinner. */
  readonly isRetrying?: boolean;
  readonly headingLevel?: 2 | 3;
}

/** Something failed to load: says so (announced as an alert) and offers to try again. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  isRetrying = false,
  headingLevel = 2,
}: ErrorStateProps): ReactElement {
  const { t } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.error} role="alert">
      <span className={styles.icon}>
        <Icon icon={ErrorGlyph} size="lg" />
      </span>
      <Heading className={styles.title}>{title ?? t('states.errorTitle')}</Heading>
      <p className={styles.description}>{description ?? t('states.errorDescription')}</p>
      {onRetry ? (
        <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
          {retryLabel ?? t('states.retry')}
        </Button>
      ) : null}
    </div>
  );
}
