import type { AppLocale } from '@scanwise/core';
import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { createScanwiseContainer, type ScanwiseContainer } from '../../composition/container';
import {
  createFakeScanwisePorts,
  type FakeScanwisePorts,
} from '../../composition/fakeScanwisePorts';
import { TOKENS } from '../../composition/tokens';
import { loadRuntimeConfig } from '../../config/runtimeConfig';
import { createScanwiseI18n } from '../../i18n/createScanwiseI18n';
import { APP_ROUTES } from '../appRoutes';
import { ScanwiseProviders } from '../ScanwiseProviders';

export interface RenderAppOptions {
  readonly locale?: AppLocale;
  /** Prepares the container before the first render (sign a member in, set a store). */
  readonly setup?: (services: ScanwiseContainer, ports: FakeScanwisePorts) => Promise<void> | void;
  readonly routes?: RouteObject[];
}

export interface RenderedApp extends RenderResult {
  readonly router: ReturnType<typeof createMemoryRouter>;
  readonly services: ScanwiseContainer;
  readonly ports: FakeScanwisePorts;
  readonly user: UserEvent;
  /** The router's path and query now. */
  readonly currentPath: () => string;
}

/**
 * The whole app as main.tsx builds it (the routes of core's table, the guard, the providers)
 * on a memory router and the fakes. An en-gb app runs under the '/en-gb' basename as in the
 * browser; `path` is then given with the prefix.
 */
export async function renderApp(
  path: string,
  options: RenderAppOptions = {},
): Promise<RenderedApp> {
  const locale = options.locale ?? 'en-us';
  const ports = createFakeScanwisePorts();
  const services = createScanwiseContainer({ config: loadRuntimeConfig({}), ports });
  await options.setup?.(services, ports);
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const router = createMemoryRouter(options.routes ?? APP_ROUTES, {
    initialEntries: [path],
    ...(locale === 'en-gb' ? { basename: '/en-gb' } : {}),
  });
  const user = userEvent.setup();
  const result = render(
    <ScanwiseProviders container={services} i18n={i18n}>
      <RouterProvider router={router} />
    </ScanwiseProviders>,
  );
  const currentPath = (): string =>
    `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, services, ports, user, currentPath };
}
