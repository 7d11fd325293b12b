import type { ReactElement, ReactNode } from 'react';
import { ErrorState } from '../components/ErrorState/ErrorState';
import { LoadingState } from '../components/Spinner/Spinner';
import { FlowPageLayout, type FlowPageLayoutProps } from './FlowPageLayout';

/** A failed load as the member reads it, and the way to try again. */
export interface RemotePageFailure {
  readonly title: string;
  readonly description: string;
  readonly onRetry: () => void;
  /** A retry is under way: the button shows a spinner and ignores presses. */
  readonly isRetrying: boolean;
}

export interface RemotePageFrameProps extends Omit<FlowPageLayoutProps, 'children'> {
  /** Said by the spinner while the data loads. */
  readonly loadingLabel: string;
  /** The load failed: shown (an alert with "Try again") instead of the spinner. */
  readonly failure?: RemotePageFailure | undefined;
  /** The page once its data is there; null or undefined until then. */
  readonly children?: ReactNode;
}

/**
 * A flow page that loads remote data before it can show anything: the frame (FlowPageLayout)
 * stays, and under the title come the page once its data is there, else the failure with a
 * retry, else the spinner. The screen decides when a failure shows (and logs it); the frame
 * only draws it.
 */
export function RemotePageFrame({
  loadingLabel,
  failure,
  children,
  ...frame
}: RemotePageFrameProps): ReactElement {
  return (
    <FlowPageLayout {...frame}>
      {children !== undefined && children !== null ? (
        children
      ) : failure ? (
        <ErrorState
          title={failure.title}
          description={failure.description}
          onRetry={failure.onRetry}
          isRetrying={failure.isRetrying}
        />
      ) : (
        <LoadingState label={loadingLabel} />
      )}
    </FlowPageLayout>
  );
}
