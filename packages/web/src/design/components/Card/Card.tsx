import { useId, type ReactElement, type ReactNode } from 'react';
import { Icon, type IconGlyph } from '../../icons/Icon';
import styles from './Card.module.css';

export interface CardProps {
  /** Names the card; it becomes a labelled region. */
  readonly title?: ReactNode;
  /** The heading level of the title in the page outline (default 2). */
  readonly headingLevel?: 2 | 3 | 4;
  /** A decorative icon in a soft tile before the title. */
  readonly icon?: IconGlyph;
  /** A line under the title (muted). */
  readonly description?: ReactNode;
  /** Right of the title: a status pill, a quiet action. */
  readonly aside?: ReactNode;
  /** Under the body: actions. */
  readonly footer?: ReactNode;
  /** 'raised' lifts the card that matters most on a page (the next scan); default 'flat'. */
  readonly elevation?: 'flat' | 'raised';
  readonly children?: ReactNode;
}

/** A surface grouping one thing: a scan, a report, an invoice. */
export function Card({
  title,
  headingLevel = 2,
  icon,
  description,
  aside,
  footer,
  elevation,
  children,
}: CardProps): ReactElement {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section
      className={styles.card}
      data-elevation={elevation}
      aria-labelledby={title ? titleId : undefined}
    >
      {title || aside || icon ? (
        <header className={styles.header}>
          {icon ? (
            <span className={styles.iconTile}>
              <Icon icon={icon} />
            </span>
          ) : null}
          <div className={styles.heading}>
            {title ? (
              <Heading id={titleId} className={styles.title}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {aside}
        </header>
      ) : null}
      <div className={styles.body}>{children}</div>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </section>
  );
}
