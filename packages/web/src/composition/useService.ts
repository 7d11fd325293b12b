import { useContext, useMemo } from 'react';
import { ServiceContainerContext } from './ServiceContainerContext';
import type { ServiceToken } from './tokens';

/**
 * The service bound to `token` in the app's container, resolved once per container and token
 * (the same instance on every render).
 */
export function useService<T>(token: ServiceToken<T>): T {
  const container = useContext(ServiceContainerContext);
  if (container === null) {
    throw new Error(
      `useService(${token.description ?? 'token'}) needs a ServiceContainerProvider above it.`,
    );
  }
  return useMemo(() => container.get(token), [container, token]);
}
