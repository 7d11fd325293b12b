import { countryOfLocale, mailtoUrl, SUPPORT_CONTACTS, telUrl } from '@scanwise/core';
import { memo, type ReactElement } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { useAppLocale } from '../../../navigation/appLocale';
import styles from './SiteFooter.module.css';

/**
 * The foot of every page, signed in or out: how to reach the care team (phone and e-mail of the
 * page's country, core's SUPPORT_CONTACTS), what to do in an emergency, and the terms, the
 * privacy notice and the privacy e-mail. It takes no props: a page that re-renders for an
 * interaction leaves it alone (memo).
 */
export const SiteFooter = memo(function SiteFooter(): ReactElement {
  const { t } = useTranslation();
  const contacts = SUPPORT_CONTACTS[countryOfLocale(useAppLocale())];
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.help}>
          <p className={styles.helpTitle}>{t('footer.help')}</p>
          <p className={styles.contacts}>
            <a className={styles.contact} href={telUrl(contacts.phone)}>
              {contacts.phoneDisplay}
            </a>
            <a className={styles.contact} href={mailtoUrl(contacts.supportEmail)}>
              {contacts.supportEmail}
            </a>
          </p>
          <p className={styles.emergency}>
            {t('footer.emergency', { number: contacts.emergencyNumber })}
          </p>
        </div>
        <p className={styles.legal}>
          <a href={contacts.termsUrl}>{t('footer.terms')}</a>
          <a href={contacts.privacyNoticeUrl}>{t('footer.privacy')}</a>
          <span>
            {t('footer.privacyEmail')}{' '}
            <a href={mailtoUrl(contacts.privacyEmail)}>{contacts.privacyEmail}</a>
          </span>
        </p>
      </div>
    </footer>
  );
});
