import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ScanwiseProviders } from '../../app/ScanwiseProviders';
import { createScanwiseContainer, type ScanwiseContainer } from '../../composition/container';
import {
  createFakeScanwisePorts,
  type FakeScanwisePorts,
} from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { loadRuntimeConfig } from '../../config/runtimeConfig';
import { createScanwiseI18n } from '../../i18n/createScanwiseI18n';

/** Prepares the fakes before the screen mounts (answers, hubs, sign-in). */
export type DashboardSetup = (services: ScanwiseContainer, ports: FakeScanwisePorts) => void;

export interface DashboardRender extends RenderResult {
  readonly services: ScanwiseContainer;
  readonly ports: FakeScanwisePorts;
  readonly user: UserEvent;
}

/**
 * Renders a dashboard screen as the app would (container on fakes, i18n, a router at `route`
 * matching `path`), after `setup` has answered the fake platform: the screens call it as they
 * mount, so the answers must be there first.
 */
export function renderDashboardScreen(
  ui: ReactElement,
  {
    route = '/',
    path = '*',
    locale = 'en-us',
    setup,
  }: {
    readonly route?: string;
    readonly path?: string;
    readonly locale?: 'en-us' | 'en-gb';
    readonly setup?: DashboardSetup;
  } = {},
): DashboardRender {
  const ports = createFakeScanwisePorts();
  const services = createScanwiseContainer({ config: loadRuntimeConfig({}), ports });
  setup?.(services, ports);
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
        </Routes>
      </MemoryRouter>
    </ScanwiseProviders>,
  );
  return { ...result, services, ports, user };
}
