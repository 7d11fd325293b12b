import type { ReactElement, ReactNode } from 'react';
import styles from './StatusPill.module.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatusPillProps {
  readonly tone?: StatusTone;
  /** The status in words: colour is never the only signal (WCAG 1.4.1). */
  readonly children: ReactNode;
}

/** A short status (Scheduled, Report ready, Due) as a coloured pill with a dot. */
export function StatusPill({ tone = 'neutral', children }: StatusPillProps): ReactElement {
  return (
    <span className={styles.pill} data-tone={tone}>
      <span aria-hidden="true" className={styles.dot} />
      {children}
    </span>
  );
}
