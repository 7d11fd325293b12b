import type { ReactElement, ReactNode } from 'react';
import styles from './SectionHeader.module.css';

export interface SectionHeaderProps {
  readonly title: ReactNode;
  /** The heading's id, for the section's aria-labelledby. */
  readonly id?: string;
  /** The heading level in the page outline (default 2). */
  readonly headingLevel?: 2 | 3;
  /** A line under the title (muted). */
  readonly description?: ReactNode;
  /** A secondary action at the end of the row ("See all scans": a quiet ButtonLink). */
  readonly action?: ReactNode;
}

/** The head of a section of a page: its heading, an optional line and a secondary action. */
export function SectionHeader({
  title,
  id,
  headingLevel = 2,
  description,
  action,
}: SectionHeaderProps): ReactElement {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.header}>
      <div className={styles.text}>
        <Heading id={id} className={styles.title} data-level={headingLevel}>
          {title}
        </Heading>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
