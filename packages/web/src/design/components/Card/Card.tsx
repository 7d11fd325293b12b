import { useId, type ReactElement, type ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps {
  /** Names the card; it becomes a labelled region. */
  readonly title?: string;
  /** The heading level of the title in the page outline (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
  /** Right of the title: a status pill, a link. */
  readonly aside?: ReactNode;
  /** Under the body: actions. */
  readonly footer?: ReactNode;
  readonly children?: ReactNode;
}

/** A surface grouping one thing: a scan, a report, an invoice. */
export function Card({
  title,
  headingLevel = 2,
  aside,
  footer,
  children,
}: CardProps): ReactElement {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={styles.card} {...(title ? { 'aria-labelledby': titleId } : {})}>
      {title || aside ? (
        <header className={styles.header}>
          {title ? (
            <Heading id={titleId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {aside}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  );
}
