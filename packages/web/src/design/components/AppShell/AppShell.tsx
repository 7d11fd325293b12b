import { countryOfLocale, SUPPORT_CONTACTS, telUrl } from '@scanwise/core';
import { useId, useState, type ReactElement, type ReactNode } from 'react';
import { Link, NavLink } from '../../../navigation/Link';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppLocale } from '../../../navigation/appLocale';
import { Icon } from '../../icons/Icon';
import { LAST_PAINT_EMPTY } from '../../lastPaintMarks';
import { CloseGlyph, HelpGlyph, MenuGlyph, SignOutGlyph } from '../../icons/glyphs';
import { Button } from '../Button/Button';
import { CountBadge } from '../CountBadge/CountBadge';
import { Logo } from '../Logo/Logo';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import styles from './AppShell.module.css';
import { NAVIGATION_ITEMS } from './navigationItems';

export interface AppShellProps {
  readonly children?: ReactNode;
  readonly onSignOut: () => void;
  /** The live-connection indicator (a ConnectionStatus), shown in the header. */
  readonly connectionIndicator?: ReactNode;
  readonly isSigningOut?: boolean;
  /**
   * Unread messages: a count on Messages in the navigation and, on phones where the navigation
   * folds, on the Menu button (none for 0), read as words: "Messages, 2 unread".
   */
  readonly unreadMessages?: number;
}

/**
 * The signed-in frame: a skip link; the header (the brand to Home, the live connection, the care
 * team's phone on wide screens, sign-out); the section navigation with icons; the main landmark;
 * the site footer. From 320 px phones (the navigation folds behind a Menu button) to desktop (a
 * row of tabs).
 */
export function AppShell({
  children,
  onSignOut,
  connectionIndicator,
  isSigningOut = false,
  unreadMessages = 0,
}: AppShellProps): ReactElement {
  const { t } = useTranslation();
  const contacts = SUPPORT_CONTACTS[countryOfLocale(useAppLocale())];
  const [menuOpen, setMenuOpen] = useState(false);
  const navId = useId();
  // The names say the count in words ("Messages, 2 unread"); the badges are only drawn. Whole
  // names, because a browser puts a space before a comma read from a separate element.
  const badge = <CountBadge count={unreadMessages} />;
  const hasUnread = unreadMessages > 0;
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main-content">
        {t('nav.skipToContent')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerRow}>
          <Link to="/" className={styles.brand}>
            <Logo />
          </Link>
          {/* A slot of its own, sized by the layout and not by its words: the indicator's text
              changes after the first paint (paused, connecting, on) and must not move the
              header's buttons or the main content (Home's layout shift). Home's last paint keeps
              the slot, not what it said then. */}
          {connectionIndicator ? (
            <span className={styles.connection} {...LAST_PAINT_EMPTY}>
              {connectionIndicator}
            </span>
          ) : null}
          <a className={styles.help} href={telUrl(contacts.phone)}>
            <Icon icon={HelpGlyph} size="sm" />
            <span>
              {t('nav.careTeam')} <span className={styles.helpNumber}>{contacts.phoneDisplay}</span>
            </span>
          </a>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={
              hasUnread && !menuOpen ? t('nav.menuUnread', { count: unreadMessages }) : undefined
            }
            onClick={() => setMenuOpen((open) => !open)}
          >
            <Icon icon={menuOpen ? CloseGlyph : MenuGlyph} />
            {t('nav.menu')}
            {/* Folded away on a phone, Messages' count shows on the button: "Menu, 2 unread messages". */}
            {menuOpen ? null : badge}
          </button>
          <span className={styles.signOut}>
            <Button
              variant="quiet"
              size="sm"
              icon={SignOutGlyph}
              onPress={onSignOut}
              isPending={isSigningOut}
            >
              {t('nav.signOut')}
            </Button>
          </span>
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
                  aria-label={
                    item.id === 'messages' && hasUnread
                      ? t('nav.messagesUnread', { count: unreadMessages })
                      : undefined
                  }
                  onClick={() => setMenuOpen(false)}
                >
                  <Icon icon={item.icon} />
                  <span>{t(item.labelKey)}</span>
                  {item.id === 'messages' ? badge : null}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main-content" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
