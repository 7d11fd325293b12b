import type { AppLocale } from '@scanwise/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { ScanwiseProviders } from '../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../composition/container';
import { createFakeScanwisePorts, type FakeScanwisePorts } from '../composition/fakeScanwisePorts';
import { TOKENS } from '../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../config/runtimeConfig';
import { createScanwiseI18n } from '../i18n/createScanwiseI18n';

/** Prepares the fakes before the first render (a screen may call the platform on mount). */
export type PrepareFakes = (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;

export interface RenderWithProvidersOptions {
  readonly locale?: AppLocale;
  readonly route?: string;
  readonly setup?: PrepareFakes | undefined;
}

export interface RenderedWithProviders extends RenderResult {
  readonly container: HTMLElement;
  readonly services: ScanwiseContainer;
  readonly ports: FakeScanwisePorts;
  readonly user: UserEvent;
}

/** Renders a component as the app would: container on fakes, translations, a memory router. */
export function renderWithProviders(
  ui: ReactElement,
  { locale = 'en-us', route = '/', setup }: RenderWithProvidersOptions = {},
): RenderedWithProviders {
  const ports = createFakeScanwisePorts();
  const services = createScanwiseContainer({ config: loadRuntimeConfig(TEST_MODE_ENV), ports });
  setup?.(services, ports);
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ScanwiseProviders>,
  );
  return { ...result, services, ports, user };
}
