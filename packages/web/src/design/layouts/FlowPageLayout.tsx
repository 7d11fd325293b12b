import type { ReactElement, ReactNode } from 'react';
import { Link } from '../../navigation/Link';
import { ButtonLink } from '../components/Button/ButtonLink';
import { LogoMark } from '../components/Logo/Logo';
import { SiteFooter } from '../components/SiteFooter/SiteFooter';
import { BackGlyph } from '../icons/glyphs';
import styles from './flowPage.module.css';

/** Column widths: regular 42rem (the questionnaire), wide 46rem (the upload page's file rows). */
export type FlowPageWidth = 'regular' | 'wide';

export interface FlowPageLayoutProps {
  /** The brand, a link to Home. */
  readonly brand: string;
  /** The way back, at the other end of the top bar. */
  readonly back?: { readonly to: string; readonly label: string } | undefined;
  /** The page's one h1. */
  readonly title: string;
  readonly width?: FlowPageWidth;
  readonly children?: ReactNode;
}

/**
 * The frame of a flow opened outside the app shell (the mammography upload, the medical
 * questionnaire and its one-tap confirmation): the page's main landmark, the brand and the way
 * back, one h1 and a column from 320 px phones up, then the site footer. A frame that loads its
 * data: RemotePageFrame.
 */
export function FlowPageLayout({
  brand,
  back,
  title,
  width = 'regular',
  children,
}: FlowPageLayoutProps): ReactElement {
  return (
    <div className={styles.frame}>
      <main className={styles.page} id="main-content">
        <div className={styles.column} data-width={width === 'regular' ? undefined : width}>
          <header className={styles.topBar}>
            <Link className={styles.brand} to="/">
              <LogoMark />
              {brand}
            </Link>
            {back ? (
              <ButtonLink to={back.to} variant="quiet" size="sm" icon={BackGlyph}>
                {back.label}
              </ButtonLink>
            ) : null}
          </header>
          <h1 className={styles.title}>{title}</h1>
          {children}
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
