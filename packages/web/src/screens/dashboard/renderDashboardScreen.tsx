import type { ReactElement } from 'react';
import { renderScreenAt } from '../../test/renderScreenAt';
import type { PrepareFakes, RenderedWithProviders } from '../../test/renderWithProviders';

/** Prepares the fakes before the screen mounts (answers, hubs, sign-in). */
export type DashboardSetup = PrepareFakes;

export type DashboardRender = RenderedWithProviders;

/**
 * Renders a dashboard screen as the app would (container on fakes, i18n, a router at `route`
 * matching `path`, default `/` on every path), after `setup` has answered the fake platform: the
 * screens call it as they mount, so the answers must be there first.
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
  return renderScreenAt(ui, { route, path, locale, setup });
}
