import type { AppLocale } from '@scanwise/core';
import { act, render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLayoutEffect, type ReactElement } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  useNavigationType,
  type Location,
  type NavigateFunction,
  type NavigationType,
  type RouteObject,
} from 'react-router-dom';
import type { ScanwiseContainer } from '../../composition/container';
import { TOKENS } from '../../composition/tokens';
import { TEST_MODE_ENV, loadRuntimeConfig } from '../../config/runtimeConfig';
import { createScanwiseI18n } from '../../i18n/createScanwiseI18n';
import type { PlatformPorts } from '../../test/platform/platformPorts';
import {
  preparePlatformScene,
  type PlatformScene,
  type SceneSetup,
  type SeedChange,
} from '../../test/platform/platformScene';
import { AppRoutes } from '../appRoutes';
import { ScanwiseProviders } from '../ScanwiseProviders';

export interface RenderAppOptions {
  readonly locale?: AppLocale;
  /** Changes to the in-process platform's seeded state before it starts. */
  readonly seed?: SeedChange;
  /** Prepares the scene before the first render (sign a member in, fault rules, a store set). */
  readonly scene?: SceneSetup;
  readonly routes?: RouteObject[];
}

/** The memory router as a test sees it: navigate, location, last history action, basename. */
export interface TestRouter {
  /**
   * Navigates as a link would (with route state when given), or through history with a number
   * (-1: Back), inside act.
   */
  readonly navigate: (to: string | number, options?: { readonly state?: unknown }) => Promise<void>;
  /** The router's location (basename included, as in the address bar) and last history action. */
  readonly state: { readonly location: Location; readonly historyAction: NavigationType };
  readonly basename: string;
}

interface RouterView {
  readonly navigate: NavigateFunction | null;
  readonly location: Location | null;
  readonly historyAction: NavigationType | null;
}

/** Reports the router's location, last action and navigate to the test after each commit. */
function RouterProbe({ report }: { readonly report: (view: RouterView) => void }): null {
  const navigate = useNavigate();
  const location = useLocation();
  const historyAction = useNavigationType();
  useLayoutEffect(() => {
    report({ navigate, location, historyAction });
  }, [report, navigate, location, historyAction]);
  return null;
}

const withBasename = (basename: string, pathname: string): string => {
  if (basename === '/') return pathname;
  return pathname === '/' ? basename : `${basename}${pathname}`;
};

export interface RenderedApp extends RenderResult {
  readonly router: TestRouter;
  readonly services: ScanwiseContainer;
  readonly ports: PlatformPorts;
  readonly scene: PlatformScene;
  readonly user: UserEvent;
  /** The router's path and query now. */
  readonly currentPath: () => string;
}

/**
 * The whole app as main.tsx builds it (the routes of core's table, the guard, the providers)
 * on a memory router and the in-process platform. An en-gb app runs under the '/en-gb' basename as in the
 * browser; `path` is then given with the prefix.
 */
export async function renderApp(
  path: string,
  options: RenderAppOptions = {},
): Promise<RenderedApp> {
  const locale = options.locale ?? 'en-us';
  const scene = await preparePlatformScene({
    config: loadRuntimeConfig(TEST_MODE_ENV),
    seed: options.seed,
    scene: options.scene,
  });
  const { container: services, ports } = scene;
  const i18n = createScanwiseI18n({ locale, logger: services.get(TOKENS.logger) });
  const basename = locale === 'en-gb' ? '/en-gb' : '/';
  let view: RouterView = { navigate: null, location: null, historyAction: null };
  const report = (next: RouterView): void => {
    view = next;
  };
  const user = userEvent.setup();
  const app: ReactElement = (
    <ScanwiseProviders container={services} i18n={i18n}>
      <MemoryRouter initialEntries={[path]} basename={basename}>
        <RouterProbe report={report} />
        <AppRoutes {...(options.routes ? { routes: options.routes } : {})} />
      </MemoryRouter>
    </ScanwiseProviders>
  );
  const result = render(app);
  const rendered = <T,>(value: T | null): T => {
    if (value === null) throw new Error('renderApp: the router has not rendered');
    return value;
  };
  const router: TestRouter = {
    navigate: async (to, options) => {
      await act(async () => {
        const navigate = rendered(view.navigate);
        await (typeof to === 'number' ? navigate(to) : navigate(to, options));
      });
    },
    get state() {
      const location = rendered(view.location);
      return {
        location: { ...location, pathname: withBasename(basename, location.pathname) },
        historyAction: rendered(view.historyAction),
      };
    },
    basename,
  };
  const currentPath = (): string =>
    `${router.state.location.pathname}${router.state.location.search}`;
  return { ...result, router, services, ports, scene, user, currentPath };
}
