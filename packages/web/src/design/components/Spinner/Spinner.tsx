import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Spinner.module.css';

export interface SpinnerProps {
  readonly size?: 'sm' | 'md' | 'lg';
  /** Announced name; without it the spinner is decoration beside a visible text. */
  readonly label?: string;
}

/** A rotating ring. Named (a progressbar) only when it stands alone. */
export function Spinner({ size = 'md', label }: SpinnerProps): ReactElement {
  const a11y =
    label === undefined
      ? { 'aria-hidden': true }
      : { role: 'progressbar', 'aria-label': label, 'aria-busy': true };
  return <span className={styles.spinner} data-size={size} {...a11y} />;
}

export interface LoadingStateProps {
  /** What is loading; default "Loading…". */
  readonly label?: string;
}

/** A region-sized loading message, announced politely. */
export function LoadingState({ label }: LoadingStateProps): ReactElement {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} role="status">
      <Spinner size="lg" />
      <p className={styles.label}>{label ?? t('states.loading')}</p>
    </div>
  );
}
