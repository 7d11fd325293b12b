import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from '../../i18n/useTranslation';
import { ErrorState } from '../../design/components/ErrorState/ErrorState';
import { LoadingState } from '../../design/components/Spinner/Spinner';
import { failureMessageKey } from './failureMessage';
import type { RemoteData } from './useRemoteData';

export interface RemoteViewProps<T> {
  readonly remote: RemoteData<T>;
  /** What is loading ("Loading your scans…"). */
  readonly loadingLabel: string;
  /** The error's title ("We could not load your scans"). */
  readonly errorTitle: string;
  readonly headingLevel?: 2 | 3;
  readonly children: (data: T) => ReactNode;
}

/**
 * The three states around a load: a polite loading status, an alert with the member-facing
 * message of the failure and a retry (kept on screen, with a spinner, while retrying), or the
 * content. Never a blank screen.
 */
export function RemoteView<T>({
  remote,
  loadingLabel,
  errorTitle,
  headingLevel = 2,
  children,
}: RemoteViewProps<T>): ReactElement {
  const { t } = useTranslation();
  const { state, retry } = remote;
  if (state.status === 'ready') return <>{children(state.data)}</>;
  const failure = state.status === 'error' ? state.error : state.retrying ? state.error : undefined;
  if (state.status === 'error' || (state.retrying && failure !== undefined)) {
    return (
      <ErrorState
        title={errorTitle}
        description={t(failureMessageKey(failure))}
        onRetry={retry}
        isRetrying={state.status === 'loading'}
        headingLevel={headingLevel}
      />
    );
  }
  return <LoadingState label={loadingLabel} />;
}
