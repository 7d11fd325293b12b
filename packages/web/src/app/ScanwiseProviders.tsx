import type { i18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import type { ScanwiseContainer } from '../composition/container';
import { ServiceContainerProvider } from '../composition/ServiceContainerProvider';
import { I18nProvider } from '../i18n/I18nProvider';

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
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </ServiceContainerProvider>
  );
}
