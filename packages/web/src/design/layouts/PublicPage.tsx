import { useEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { ButtonLink } from '../components/Button/ButtonLink';
import { Logo } from '../components/Logo/Logo';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { focusIsInUse, focusWithoutRing } from '../focusWithoutRing';
import styles from './PublicPage.module.css';

/** Column widths: sign-in 26rem, forms 28rem, placeholders 34rem, long forms 36rem. */
export type PublicPageWidth = 'narrow' | 'regular' | 'roomy' | 'wide';

export interface PublicPageLayoutProps {
  readonly title: string;
  readonly intro?: ReactNode;
  readonly children?: ReactNode;
  readonly width?: PublicPageWidth;
  /** Title and intro close together with space before the form (the account forms). */
  readonly compact?: boolean;
  /**
   * The title takes focus whenever it changes, so a screen reader starts at the new page; when the
   * page first shows, only if the member is not already in one of its fields or buttons.
   */
  readonly focusTitle?: boolean;
}

/**
 * The frame of the pages outside the app shell: the brand's header, the main landmark with one
 * h1 and a centred column from 320 px phones up, and the site footer (support and legal).
 */
export function PublicPageLayout({
  title,
  intro,
  children,
  width = 'regular',
  compact = false,
  focusTitle = false,
}: PublicPageLayoutProps): ReactElement {
  const heading = useRef<HTMLHeadingElement>(null);
  const shownBefore = useRef(false);
  useEffect(() => {
    const firstShown = !shownBefore.current;
    shownBefore.current = true;
    if (!focusTitle) return;
    // A prerendered page is in use before the app runs: a field or button the visitor is in
    // keeps their focus (and what they type next) when the page becomes the app's.
    if (firstShown && focusIsInUse()) return;
    focusWithoutRing(heading.current, { preventScroll: true });
  }, [title, focusTitle]);
  return (
    <div className={styles.frame}>
      <header className={styles.top}>
        <Logo />
      </header>
      <main className={styles.page} id="main-content">
        <div
          className={styles.column}
          data-width={width === 'regular' ? undefined : width}
          data-compact={compact || undefined}
        >
          <h1 ref={heading} tabIndex={focusTitle ? -1 : undefined} className={styles.title}>
            {title}
          </h1>
          {intro ? <p className={styles.intro}>{intro}</p> : null}
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}

/** A message for the whole page: an error (role=alert), or a success or notice (role=status). */
export function PublicPageMessage({
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

/** A row of secondary links under the form. */
export function PublicPageLinks({ children }: { readonly children: ReactNode }): ReactElement {
  return <p className={styles.links}>{children}</p>;
}

/** The page's way forward: a link that looks like the primary button. */
export function PublicPageActionLink({
  to,
  onClick,
  children,
}: {
  readonly to: string;
  readonly onClick?: () => void;
  readonly children: ReactNode;
}): ReactElement {
  return (
    <ButtonLink to={to} fullWidth="phone" {...(onClick ? { onClick } : {})}>
      {children}
    </ButtonLink>
  );
}
