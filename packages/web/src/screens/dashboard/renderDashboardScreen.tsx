import type { ReactElement } from 'react';
import { screenOnPlatform, type ScreenPlacement } from '../../test/screenOnPlatform';
import type { PlatformRenderOptions, RenderedOnPlatform } from '../../test/renderOnPlatform';

export type DashboardRender = RenderedOnPlatform;

/**
 * Renders a dashboard screen as the app would, on the in-process platform (default `/` on every
 * path), after `scene` has prepared it (usually a sign-in): the screens load the member's data
 * as they mount.
 */
export function renderDashboardScreen(
  ui: ReactElement,
  options: PlatformRenderOptions & ScreenPlacement = {},
): Promise<DashboardRender> {
  return screenOnPlatform(ui, options);
}
