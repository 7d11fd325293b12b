import type { ReactElement } from 'react';
import { TOKENS } from '../../composition/tokens';
import { useService } from '../../composition/useService';
import { useStore } from '../../composition/useStore';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useTranslation } from '../../i18n/useTranslation';
import { PrivacySection } from '../../privacy/PrivacySection';
import { AccountForm } from './AccountForm';
import styles from './AccountScreen.module.css';

/**
 * Dashboard/Account (/account): the member as the core MemberAccount has it (GET members, "data on
 * success, otherwise nothing", kept in the remote-data cache), then the form of
 * {@link AccountForm}. Loading, error with retry (the failure is logged) and the loaded form; a
 * revisit shows the last member at once while it refreshes.
 */
export function AccountScreen(): ReactElement {
  const { t } = useTranslation();
  const account = useService(TOKENS.account);
  const profile = useStore(account.profile);

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('memberAccount.title')}</h1>
      <p className={styles.intro}>{t('memberAccount.intro')}</p>
      {profile.status === 'loading' ? <LoadingState label={t('memberAccount.loading')} /> : null}
      {profile.status === 'error' ? (
        <ErrorState
          title={t('memberAccount.loadFailedTitle')}
          description={t('memberAccount.loadFailed')}
          onRetry={() => void account.profile.refresh()}
        />
      ) : null}
      {profile.status === 'ready' ? (
        // The privacy choice applies at once, apart from the form's "Save changes": the gap
        // keeps that button with the form above it.
        <div className={styles.sections}>
          <AccountForm key={profile.data.id} member={profile.data} />
          <PrivacySection />
        </div>
      ) : null}
    </div>
  );
}
