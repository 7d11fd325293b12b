import type { AppLocale } from '@scanwise/core';
import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import {
  renderWithProviders,
  type PrepareFakes,
  type RenderedWithProviders,
} from './renderWithProviders';

/** Shows where the router is, so a test can check a navigation. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

export interface RenderScreenAtOptions {
  /** The route pattern the screen answers on (default every path). */
  readonly path?: string;
  /** The entry the router starts at (default `path`, or `/` when `path` is left out). */
  readonly route?: string;
  readonly locale?: AppLocale;
  /** Prepares the fakes before the first render (a screen may call the platform on mount). */
  readonly setup?: PrepareFakes | undefined;
  /** Renders a location probe (data-testid="location") on every other path. */
  readonly probeOtherPaths?: boolean;
}

/**
 * Renders a screen as the app's router would: container on fakes, translations and a memory
 * router starting at `route`, with the screen on `path`. Shared by the screens' tests.
 */
export function renderScreenAt(
  screen: ReactElement,
  {
    path = '*',
    route = path === '*' ? '/' : path,
    locale = 'en-us',
    setup,
    probeOtherPaths = false,
  }: RenderScreenAtOptions = {},
): RenderedWithProviders {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screen} />
      {probeOtherPaths ? <Route path="*" element={<LocationProbe />} /> : null}
    </Routes>,
    { route, locale, setup },
  );
}
