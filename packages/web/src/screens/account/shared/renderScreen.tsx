import type { AppLocale } from '@scanwise/core';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ScanwiseProviders } from '../../../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../../../composition/container';
import {
  createFakeScanwisePorts,
  type FakeScanwisePorts,
} from '../../../composition/fakeScanwisePorts';
import { TOKENS } from '../../../composition/tokens';
import { loadRuntimeConfig } from '../../../config/runtimeConfig';
import { createScanwiseI18n } from '../../../i18n/createScanwiseI18n';
import type { RenderedWithProviders } from '../../../test/renderWithProviders';

/** Shows where the router is, so a test can check a navigation. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderScreenOptions {
  /** The route pattern the screen answers on. */
  readonly path: string;
  /** The entry the router starts at (default `path`). */
  readonly route?: string;
  readonly locale?: AppLocale;
  /** Prepares the fakes before the first render (a screen may call the platform on mount). */
  readonly setup?: (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;
}

/**
 * Test support for the account screens: renders `screen` at `path` as the app would (container
 * on fakes, translations, a memory router), with a location probe on every other path.
 */
export function renderScreen(
  screen: ReactElement,
  { path, route = path, locale = 'en-us', setup }: RenderScreenOptions,
): RenderedWithProviders {
  const ports = createFakeScanwisePorts();
  const services = createScanwiseContainer({ config: loadRuntimeConfig({}), ports });
  setup?.(services, ports);
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={screen} />
          <Route path="*" element={<LocationProbe />} />
        </Routes>
      </MemoryRouter>
    </ScanwiseProviders>,
  );
  return { ...result, services, ports, user };
}

/** The JSON body a fake platform request carried (undefined when it had none). */
export function jsonBody(request: { readonly body?: unknown } | undefined): unknown {
  const body = request?.body;
  return typeof body === 'string' ? (JSON.parse(body) as unknown) : undefined;
}
