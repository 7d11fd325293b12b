import type { ReactElement } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { renderWithProviders, type RenderedWithProviders } from '../../../test/renderWithProviders';

/** Shows where the router is, so a test can check a navigation. */
function LocationProbe(): ReactElement {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/**
 * Test support for the account screens: renders `screen` at `path` (entered through `route`)
 * with the app's providers, and a location probe on every other path.
 */
export function renderScreen(
  screen: ReactElement,
  { path, route = path }: { readonly path: string; readonly route?: string },
): RenderedWithProviders {
  return renderWithProviders(
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<LocationProbe />} />
    </Routes>,
    { route },
  );
}
