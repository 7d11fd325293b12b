import { useContext, useMemo } from 'react';
import { markSettled, type MarkedPromise } from './servicesLoader';
import { ServiceContainerContext } from './ServiceContainerContext';
import type { ServiceToken } from './tokens';

/**
 * The service bound to `token` in the app's container, resolved once per container and token
 * (the same instance on every render). A journeys' service waits for the journeys to load (they
 * are a chunk of their own in the browser): the nearest Suspense boundary shows its fallback
 * meanwhile, and a failed load throws to the route's error boundary. So a screen needs no
 * registration to read them, and its tests read them the same way.
 *
 * The wait throws the load's promise (Suspense retries once it settles) rather than calling
 * `use`: `use` would run on every render of every reader, and React counts any `use` inside a
 * synchronous test `act` as pending work; and a `use` skipped once the service is there is the
 * "did not call use()" warning.
 */
export function useService<T>(token: ServiceToken<T>): T {
  const container = useContext(ServiceContainerContext);
  if (container === null) {
    throw new Error(
      `useService(${token.description ?? 'token'}) needs a ServiceContainerProvider above it.`,
    );
  }
  const available: MarkedPromise = markSettled(container.available(token));
  if (available.status === 'rejected') throw available.reason;
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- Suspense waits for a thrown promise
  if (available.status !== 'fulfilled') throw available;
  return useMemo(() => container.get(token), [container, token]);
}
