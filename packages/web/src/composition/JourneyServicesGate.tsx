import { use, type ReactNode } from 'react';
import { TOKENS } from './tokens';
import { useService } from './useService';

export interface JourneyServicesGateProps {
  readonly children: ReactNode;
  /** Starts fetching what the children need besides the services (a screen's chunk) at once. */
  readonly preload?: () => void;
}

/**
 * Renders its children once the journeys' services are bound (they load on first need, so the
 * sign-in page never carries them); until then the nearest Suspense fallback shows. A failed
 * load throws to the route's error boundary, whose retry loads again.
 */
export function JourneyServicesGate({ children, preload }: JourneyServicesGateProps): ReactNode {
  const journeys = useService(TOKENS.journeyServices);
  if (!journeys.isReady()) {
    preload?.();
    use(journeys.load());
  }
  return children;
}
