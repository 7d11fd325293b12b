import type { ReactElement } from 'react';
import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  /** How many; nothing renders for 0. Above 99 shows "99+". */
  readonly count: number;
  /** Read instead of the bare number, after a comma: "3 unread" (the link reads "Messages, 3 unread"). */
  readonly label: string;
}

/** A small count beside a word (unread messages in the navigation), in the accent colour. */
export function CountBadge({ count, label }: CountBadgeProps): ReactElement | null {
  if (!(count > 0)) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {/* Read after the word before the badge: "Messages, 3 unread". */}
      <span className="sw-visually-hidden">{`, ${label}`}</span>
    </span>
  );
}
