import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { NavLink } from 'react-router-dom';
import { Button } from '../Button/Button';
import styles from './AppShell.module.css';
import { NAVIGATION_ITEMS } from './navigationItems';

export interface AppShellProps {
  readonly children?: ReactNode;
  readonly onSignOut: () => void;
  /** The live-connection indicator (a ConnectionStatus), shown in the header. */
  readonly connectionIndicator?: ReactNode;
  readonly isSigningOut?: boolean;
}

/**
 * The signed-in frame: a skip link, the header (brand, live connection, sign-out), the section
 * navigation and the main landmark. From 320 px phones (the navigation folds behind a Menu
 * button) to desktop (a row of links).
 */
export function AppShell({
  children,
  onSignOut,
  connectionIndicator,
  isSigningOut = false,
}: AppShellProps): ReactElement {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <span className={styles.brand}>{t('app.name')}</span>
          {/* A slot of its own, sized by the layout and not by its words: the indicator's text
              changes after the first paint (paused, connecting, on) and must not move the
              header's buttons or the main content (Home's layout shift). */}
          {connectionIndicator ? (
            <span className={styles.connection}>{connectionIndicator}</span>
          ) : null}
          <div className={styles.headerEnd}>
            <button
              type="button"
              className={styles.menuButton}
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {t('nav.menu')}
            </button>
            <span className={styles.signOut}>
              <Button variant="ghost" onPress={onSignOut} isPending={isSigningOut}>
                {t('nav.signOut')}
              </Button>
            </span>
          </div>
        </div>
        <nav
          id={navId}
          className={styles.nav}
          data-open={menuOpen || undefined}
          aria-label={t('nav.label')}
        >
          <ul className={styles.navList}>
            {NAVIGATION_ITEMS.map((item) => (
              <li key={item.id}>
                <NavLink
                  to={item.path}
                  end={item.path === '/'}
                  className={styles.navLink}
                  onClick={() => setMenuOpen(false)}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
