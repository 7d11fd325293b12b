import type { Member } from '@scanwise/core';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { catchError, defer, map, of, shareReplay, startWith, type Observable } from 'rxjs';
import { TOKENS } from '../../composition/tokens';
import { useObservable } from '../../composition/useObservable';
import { useService } from '../../composition/useService';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { PrivacySection } from '../../privacy/PrivacySection';
import { AccountForm } from './AccountForm';
import styles from './AccountScreen.module.css';

type MemberLoad =
  | { readonly status: 'loading' }
  | { readonly status: 'failed' }
  | { readonly status: 'loaded'; readonly member: Member };

const LOADING: MemberLoad = { status: 'loading' };

/**
 * Dashboard/Account (/account): loads the member (GET members: "data on success, otherwise
 * nothing"), then the form of {@link AccountForm}. Loading, error with retry (the failure is
 * logged) and the loaded form; a member without an address sees the address section empty.
 */
export function AccountScreen(): ReactElement {
  const { t } = useTranslation();
  const memberApi = useService(TOKENS.memberApi);
  const logger = useService(TOKENS.logger);
  const [attempt, setAttempt] = useState(0);
  // One observable per attempt (useMemo keeps its identity for useObservable); shareReplay
  // makes a second subscription (StrictMode) reuse the same request.
  const load$: Observable<MemberLoad> = useMemo(
    () =>
      defer(() => memberApi.loadMember()).pipe(
        map((member): MemberLoad => {
          if (member) return { status: 'loaded', member };
          logger.warn('Account: the member could not be loaded', { attempt });
          return { status: 'failed' };
        }),
        catchError((error: unknown) => {
          logger.error('Account: loading the member threw', { error: String(error), attempt });
          return of<MemberLoad>({ status: 'failed' });
        }),
        startWith(LOADING),
        shareReplay({ bufferSize: 1, refCount: false }),
      ),
    [memberApi, logger, attempt],
  );
  const load = useObservable(load$) ?? LOADING;

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{t('account.account.title')}</h1>
      <p className={styles.intro}>{t('account.account.intro')}</p>
      {load.status === 'loading' ? <LoadingState label={t('account.account.loading')} /> : null}
      {load.status === 'failed' ? (
        <ErrorState
          title={t('account.account.loadFailedTitle')}
          description={t('account.account.loadFailed')}
          onRetry={() => setAttempt((count) => count + 1)}
        />
      ) : null}
      {load.status === 'loaded' ? <AccountForm key={load.member.id} member={load.member} /> : null}
      {load.status === 'loaded' ? <PrivacySection /> : null}
    </div>
  );
}
