import type { ReactElement, ReactNode } from 'react';
import { Icon, type IconGlyph } from '../../icons/Icon';
import styles from './StatusPill.module.css';

export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger' | 'accent';

export interface StatusPillProps {
  readonly tone?: StatusTone;
  /** A decorative icon in place of the dot. */
  readonly icon?: IconGlyph;
  /** The status in words: colour is never the only signal (WCAG 1.4.1). */
  readonly children: ReactNode;
}

/** A short status (Scheduled, Report ready, Due) as a soft pill with a dot or an icon. */
export function StatusPill({ tone = 'neutral', icon, children }: StatusPillProps): ReactElement {
  return (
    <span className={styles.pill} data-tone={tone}>
      {icon ? <Icon icon={icon} size="sm" /> : <span aria-hidden="true" className={styles.dot} />}
      {children}
    </span>
  );
}
