import type { ReactElement, ReactNode } from 'react';
import type { ScanwiseContainer } from './container';
import { ServiceContainerContext } from './ServiceContainerContext';

export interface ServiceContainerProviderProps {
  readonly container: ScanwiseContainer;
  readonly children?: ReactNode;
}

/** Makes the container reachable by `useService` below it. */
export function ServiceContainerProvider({
  container,
  children,
}: ServiceContainerProviderProps): ReactElement {
  return (
    <ServiceContainerContext.Provider value={container}>
      {children}
    </ServiceContainerContext.Provider>
  );
}
