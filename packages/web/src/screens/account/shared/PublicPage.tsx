import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './shared.module.css';

export interface PublicPageProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  /** Wider column for longer forms (Join, terms). */
  readonly wide?: boolean;
}

/**
 * The frame of the public account screens (Join, forgot password, initial setup): the brand, one
 * h1 that takes focus when the page opens (so a screen reader starts at the new page) and a
 * centred column from 320 px phones up.
 */
export function PublicPage({
  title,
  intro,
  children,
  wide = false,
}: PublicPageProps): ReactElement {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
  }, [title]);
  return (
    <main className={styles.page} id="main-content">
      <div className={styles.column} data-wide={wide || undefined}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1 ref={heading} tabIndex={-1} className={styles.title}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

/** A message for the whole form: an error (role=alert) or a success (role=status). */
export function FormMessage({
  tone,
  children,
}: {
  readonly tone: 'error' | 'success' | 'info';
  readonly children: ReactNode;
}): ReactElement {
  return (
    <p className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}
