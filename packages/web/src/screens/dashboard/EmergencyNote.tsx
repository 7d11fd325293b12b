import { countryOfLocale, SUPPORT_CONTACTS, telUrl } from '@scanwise/core';
import type { ReactElement } from 'react';
import { Notice } from '../../design/components/Notice/Notice';
import { useAppLocale } from '../../i18n/useLocaleFormatters';
import { useTranslation } from '../../i18n/useTranslation';

/**
 * What to do in an emergency, shown on Messages before the member writes: messages are not
 * watched around the clock, so chest pain must not wait for a reply. The page's country gives
 * the number (911 in the US, 999 in the UK) and the care team's phone for urgent questions
 * (core's SUPPORT_CONTACTS; docs/adr/0102-reply-time-and-emergency-note-in-messages.md).
 */
export function EmergencyNote(): ReactElement {
  const { t } = useTranslation();
  const contacts = SUPPORT_CONTACTS[countryOfLocale(useAppLocale())];
  return (
    <Notice
      tone="warning"
      title={t('dashboard.messages.emergencyTitle', { number: contacts.emergencyNumber })}
    >
      <p>{t('dashboard.messages.emergencyText')}</p>
      <p>
        {t('dashboard.messages.urgentCall')}{' '}
        <a href={telUrl(contacts.phone)}>{contacts.phoneDisplay}</a>.
      </p>
    </Notice>
  );
}
