import type { ReactElement } from 'react';
import styles from './CountBadge.module.css';

export interface CountBadgeProps {
  /** How many; nothing renders for 0. Above 99 shows "99+". */
  readonly count: number;
  /**
   * Read instead of the bare number, after a comma: "3 unread". Leave it out when the control
   * around says the count in its own name (aria-label "Messages, 3 unread"): a browser reads a
   * separate element's words with a space before the comma ("Messages , 3 unread").
   */
  readonly label?: string | undefined;
}

/** A small count beside a word (unread messages in the navigation), in the accent colour. */
export function CountBadge({ count, label }: CountBadgeProps): ReactElement | null {
  if (!(count > 0)) return null;
  if (label === undefined) {
    return (
      <span className={styles.badge} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
    );
  }
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      {/* Read after the word before the badge: "Messages, 3 unread". */}
      <span className="sw-visually-hidden">{`, ${label}`}</span>
    </span>
  );
}
