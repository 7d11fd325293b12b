import type { RemoteDataState, RemoteQuery } from '@scanwise/core';
import type { ReactElement, ReactNode } from 'react';
import { useStore } from '../../composition/useStore';
import { Button } from '../../design/components/Button/Button';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { useTranslation } from '../../i18n/useTranslation';
import { failureMessageKey } from './failureMessage';
import styles from './dashboard.module.css';

export interface RemoteViewProps<T> {
  /** The query whose state is shown and whose `refresh` a retry calls. */
  readonly query: RemoteQuery<T>;
  /** Its state, when the caller has read it already (else read here). */
  readonly state?: RemoteDataState<T>;
  /** What is loading ("Loading your scans…"). */
  readonly loadingLabel: string;
  /** The error's title ("We could not load your scans"). */
  readonly errorTitle: string;
  readonly headingLevel?: 2 | 3;
  readonly children: (data: T) => ReactNode;
}

/**
 * The states of a cached query: a polite loading status, an alert with the member-facing
 * message of the failure and a retry (kept on screen, with a spinner, while retrying), or the
 * content: at once on a revisit, with a quiet note and a refresh when the background refresh
 * failed. Never a blank screen.
 */
export function RemoteView<T>(props: RemoteViewProps<T>): ReactElement {
  return props.state ? (
    <RemoteStateView {...props} state={props.state} />
  ) : (
    <ObservedView {...props} />
  );
}

function ObservedView<T>(props: RemoteViewProps<T>): ReactElement {
  return <RemoteStateView {...props} state={useStore(props.query)} />;
}

function RemoteStateView<T>({
  query,
  state,
  loadingLabel,
  errorTitle,
  headingLevel = 2,
  children,
}: RemoteViewProps<T> & { readonly state: RemoteDataState<T> }): ReactElement {
  const { t } = useTranslation();
  const retry = (): void => void query.refresh();
  if (state.status === 'ready') {
    return (
      <>
        {state.refreshError !== null ? (
          <p className={styles.refreshNote} role="status">
            {t('dashboard.refresh.failed')}{' '}
            <Button variant="ghost" onPress={retry} isPending={state.refreshing}>
              {t('dashboard.refresh.again')}
            </Button>
          </p>
        ) : null}
        {children(state.data)}
      </>
    );
  }
  if (state.status === 'error' || state.error !== null) {
    return (
      <ErrorState
        title={errorTitle}
        description={t(failureMessageKey(state.error))}
        onRetry={retry}
        isRetrying={state.status === 'loading'}
        headingLevel={headingLevel}
      />
    );
  }
  return <LoadingState label={loadingLabel} />;
}
