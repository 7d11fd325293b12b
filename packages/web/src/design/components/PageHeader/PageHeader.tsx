import { forwardRef, type ReactNode } from 'react';
import styles from './PageHeader.module.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  readonly title: ReactNode;
  /** A short line above the title (the section, a date). */
  readonly eyebrow?: ReactNode;
  /** One or two sentences under the title: what the page is for. */
  readonly lead?: ReactNode;
  /** The page's primary action (a ButtonLink or Button), beside the title on wide screens. */
  readonly action?: ReactNode;
  /** 'display' for a page's greeting (Home): a larger title. */
  readonly size?: 'page' | 'display';
  /** Makes the title focusable from script (a page that moves focus to its title on load). */
  readonly focusableTitle?: boolean;
}

/**
 * The top of a page: its h1 with tight tracking, an optional eyebrow and lead, and the one
 * action that matters most. The ref is the title's, for pages that focus it.
 */
export const PageHeader = forwardRef<HTMLHeadingElement, PageHeaderProps>(function PageHeader(
  { title, eyebrow, lead, action, size = 'page', focusableTitle = false },
  ref,
) {
  return (
    <div className={styles.header} data-size={size === 'display' ? 'display' : undefined}>
      <div className={styles.text}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 ref={ref} className={styles.title} tabIndex={focusableTitle ? -1 : undefined}>
          {title}
        </h1>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
});
