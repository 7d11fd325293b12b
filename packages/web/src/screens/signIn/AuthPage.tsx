import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from './AuthPage.module.css';

export interface AuthPageProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * The frame of the sign-in screens and their callbacks: the brand, one h1 and a centred column
 * from 320 px phones up, inside the page's main landmark.
 */
export function AuthPage({ title, intro, children }: AuthPageProps): ReactElement {
  const { t } = useTranslation();
  return (
    <main className={styles.page} id="main-content">
      <div className={styles.column}>
        <p className={styles.brand}>{t('app.name')}</p>
        <h1>{title}</h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </div>
    </main>
  );
}

/** A message for the whole screen: an error (role=alert) or a notice (role=status). */
export function AuthMessage({
  tone,
  children,
}: {
  readonly tone: 'error' | 'info';
  readonly children: ReactNode;
}): ReactElement {
  return (
    <p className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** A row of secondary links under the form. */
export function AuthLinks({ children }: { readonly children: ReactNode }): ReactElement {
  return <p className={styles.links}>{children}</p>;
}

/** The screen's way forward as a link that looks like the primary button. */
export function AuthActionLink({
  to,
  onClick,
  children,
}: {
  readonly to: string;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <Link to={to} className={styles.actionLink} {...(onClick ? { onClick } : {})}>
      {children}
    </Link>
  );
}
