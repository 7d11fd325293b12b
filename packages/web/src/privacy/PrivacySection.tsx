import { useState, type ReactElement } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useStore } from '../composition/useStore';
import { Card } from '../design/components/Card/Card';
import { useLocaleFormatters } from '../i18n/useLocaleFormatters';
import { CheckboxField } from '../screens/account/shared/CheckboxField';
import styles from './privacySection.module.css';

/** The member's time zone for the date of the answer (the browser's). */
const browserTimeZone = (): string => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
};

/**
 * Account's "Privacy and cookies" (the consent choice is kept and can be changed here):
 * the current choice with its date and one switch. Turning it on loads the tags at once;
 * turning it off stops anything more being sent and says, honestly, that scripts already
 * loaded on this page go with the next reload. While the browser sends Global Privacy Control
 * the section says it is honoured, and the switch shows off and cannot be changed, with the
 * reason read with it (docs/adr/0103-global-privacy-control-is-an-opt-out-everywhere.md).
 */
export function PrivacySection(): ReactElement {
  const { t } = useTranslation();
  const consent = useService(TOKENS.consent);
  const logger = useService(TOKENS.logger);
  const formatters = useLocaleFormatters();
  const state = useStore(consent);
  const [changed, setChanged] = useState<'on' | 'off' | null>(null);

  const date =
    state.decidedAt === null
      ? ''
      : formatters.formatDate(state.decidedAt, 'monthDay', browserTimeZone());
  const gpc = state.globalPrivacyControl;
  const current = gpc
    ? t('consent.account.gpcOn')
    : state.choice === 'granted'
      ? t('consent.account.granted', { date })
      : state.choice === 'denied'
        ? t('consent.account.denied', { date })
        : state.trackingAllowed
          ? t('consent.account.defaultOn')
          : t('consent.account.undecided');

  const toggle = (on: boolean): void => {
    if (on) consent.grant();
    else consent.refuse();
    logger.info('Consent changed in Account', { choice: on ? 'granted' : 'denied' });
    setChanged(on ? 'on' : 'off');
  };

  return (
    <Card title={t('consent.account.title')}>
      <div className={styles.section}>
        <p className={styles.hint}>{t('consent.account.intro')}</p>
        <p data-testid="consent-current" className={gpc ? styles.signal : undefined}>
          {current}
        </p>
        <CheckboxField
          label={t('consent.account.toggle')}
          name="advertisingCookies"
          checked={state.trackingAllowed}
          onChange={toggle}
          isDisabled={gpc}
          description={gpc ? t('consent.account.gpcToggleNote') : undefined}
        />
        {gpc ? null : <p className={styles.hint}>{t('consent.account.reloadNote')}</p>}
        <p aria-live="polite" className={changed ? styles.confirmation : 'sw-visually-hidden'}>
          {changed === 'on' ? t('consent.account.nowOn') : null}
          {changed === 'off' ? t('consent.account.nowOff') : null}
        </p>
      </div>
    </Card>
  );
}
