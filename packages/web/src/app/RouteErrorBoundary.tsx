import type { SessionCore } from '@scanwise/core';
import { Component, type ReactElement, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { RouteErrorScreen } from './RouteErrorScreen';

export interface RouteErrorBoundaryProps {
  readonly children?: ReactNode;
  /** Inside the dashboard shell (its main landmark exists) or a page of its own. */
  readonly inShell?: boolean;
}

interface BoundaryProps extends RouteErrorBoundaryProps {
  /** The location the error was caught at: a new one clears the error. */
  readonly resetKey: string;
  /** The path of that location, reported as its route pattern. */
  readonly pathname: string;
  /** The core's report of an error nothing handled (masked, the page as its pattern). */
  readonly errorReporting: Pick<SessionCore, 'reportUnexpected'>;
}

interface BoundaryState {
  readonly error: { readonly caught: unknown } | null;
  readonly resetKey: string;
}

/**
 * React's error boundary (a class: React has no hook for it). The caught error is kept with the
 * location it was caught at; any other location renders the children again.
 */
class LocationErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(caught: unknown): Partial<BoundaryState> {
    return { error: { caught } };
  }

  static getDerivedStateFromProps(
    props: BoundaryProps,
    state: BoundaryState,
  ): Partial<BoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(caught: unknown): void {
    this.props.errorReporting.reportUnexpected(caught, {
      source: 'error-boundary',
      pathname: this.props.pathname,
    });
  }

  override render(): ReactNode {
    if (this.state.error === null) return this.props.children;
    return (
      <RouteErrorScreen
        error={this.state.error.caught}
        {...(this.props.inShell ? { inShell: true } : {})}
      />
    );
  }
}

/**
 * The route error boundary around each screen (and around the root view): a screen that throws
 * while rendering, or whose lazy chunk fails to load (a rejected import, after the preload
 * recovery's reloads), shows the route error screen instead of a blank page. The failure is
 * reported through the core's error reporting (masked, the page as its route pattern) and the
 * error screen logs it. A navigation (Back, a link, a redirect) clears the error.
 */
export function RouteErrorBoundary({ children, inShell }: RouteErrorBoundaryProps): ReactElement {
  const location = useLocation();
  const errorReporting = useService(TOKENS.sessionCore);
  return (
    <LocationErrorBoundary
      resetKey={location.key}
      pathname={location.pathname}
      errorReporting={errorReporting}
      {...(inShell ? { inShell: true } : {})}
    >
      {children}
    </LocationErrorBoundary>
  );
}
