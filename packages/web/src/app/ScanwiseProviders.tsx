import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { ScanwiseContainer } from '../composition/container';
import { ServiceContainerProvider } from '../composition/ServiceContainerProvider';

export interface ScanwiseProvidersProps {
  readonly container: ScanwiseContainer;
  readonly i18n: i18n;
  readonly children?: ReactNode;
}

/** Everything a screen needs from above: the container and the translations. */
export function ScanwiseProviders({
  container,
  i18n,
  children,
}: ScanwiseProvidersProps): ReactElement {
  return (
    <ServiceContainerProvider container={container}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </ServiceContainerProvider>
  );
}
