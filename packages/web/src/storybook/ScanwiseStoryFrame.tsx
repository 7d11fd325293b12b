import type { AppLocale } from '@scanwise/core';
import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../composition/container';
import { createFakeScanwisePorts, type FakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { TOKENS } from '../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig, type RuntimeEnv } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';

/** Per-story settings under `parameters.scanwise`. */
export interface ScanwiseStoryParameters {
  /** Prepares the story's own container (show a toast, seed a fake). */
  readonly setup?: (container: ScanwiseContainer, ports: FakeScanwisePorts) => void;
  /** The router's location (default '/'). */
  readonly route?: string;
  /** Build variables in place of test mode's (a live Stripe key, say). */
  readonly env?: RuntimeEnv;
}

export interface ScanwiseStoryFrameProps extends ScanwiseStoryParameters {
  readonly locale: AppLocale;
  readonly children?: ReactNode;
}

/** A fresh container on fakes, translations in the chosen locale and a memory router. */
export function ScanwiseStoryFrame({
  locale,
  setup,
  route = '/',
  env = TEST_MODE_ENV,
  children,
}: ScanwiseStoryFrameProps): ReactElement {
  const [container] = useState(() => {
    const ports = createFakeScanwisePorts();
    const created = createScanwiseContainer({
      config: loadRuntimeConfig({ ...env, MODE: 'development' }),
      ports,
    });
    setup?.(created, ports);
    return created;
  });
  const i18n = useMemo(
    () => createScanwiseI18n({ locale, logger: container.get(TOKENS.logger) }),
    [locale, container],
  );
  return (
    <ScanwiseProviders container={container} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </ScanwiseProviders>
  );
}
