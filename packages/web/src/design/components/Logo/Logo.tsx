import type { ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import styles from './Logo.module.css';

/**
 * The Scanwise mark: a scanner's arch over the horizon with the sun rising inside it (calm, a new
 * day), white on tide teal with the coral accent. Decorative: the wordmark beside it names the
 * brand. public/favicon.svg draws the same mark.
 */
export function LogoMark(): ReactElement {
  return (
    <svg className={styles.mark} viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="9" fill="#0b6b70" />
      <path d="M11.5 21a4.5 4.5 0 0 1 9 0z" fill="#f3a083" />
      <path
        d="M7.5 21a8.5 8.5 0 0 1 17 0M5.5 21h21"
        fill="none"
        stroke="#fff"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The mark and the wordmark: the brand at the top of every page. */
export function Logo(): ReactElement {
  const { t } = useTranslation();
  return (
    <span className={styles.logo}>
      <LogoMark />
      <span className={styles.wordmark}>{t('app.name')}</span>
    </span>
  );
}
