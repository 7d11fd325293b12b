import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  renderOnPlatform,
  type PlatformRenderOptions,
  type RenderedOnPlatform,
} from './renderOnPlatform';

/** Shows where the router is, so a test can check a navigation. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface ScreenPlacement {
  /** The route pattern the screen answers on (default every path). */
  readonly path?: string | undefined;
  /** The entry the router starts at (default `path`, or `/` when `path` is left out). */
  readonly route?: string | undefined;
  /** Renders a location probe (data-testid="location") on every other path. */
  readonly probeOtherPaths?: boolean | undefined;
}

function placed(
  screen: ReactElement,
  { path = '*', route, probeOtherPaths = false }: ScreenPlacement,
): { ui: ReactElement; route: string } {
  return {
    ui: (
      <Routes>
        <Route path={path} element={screen} />
        {probeOtherPaths ? <Route path="*" element={<LocationProbe />} /> : null}
      </Routes>
    ),
    route: route ?? (path === '*' ? '/' : path),
  };
}

/**
 * Renders a screen as the app's router would, on the in-process platform: its container,
 * translations and a memory router starting at `route`, with the screen on `path`. Resolves once
 * the scene is prepared (signed in, faults set) and the first render is done.
 */
export function screenOnPlatform(
  screen: ReactElement,
  options: PlatformRenderOptions & ScreenPlacement = {},
): Promise<RenderedOnPlatform> {
  const { ui, route } = placed(screen, options);
  return renderOnPlatform(ui, { ...options, route });
}
