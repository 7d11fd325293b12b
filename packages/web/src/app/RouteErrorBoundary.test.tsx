import { screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { Link } from '../navigation/Link';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signedIn } from '../test/platform/platformScene';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { renderApp } from './testing/renderApp';

// The Reports screen's chunk fails to load (as a rejected dynamic import does in the browser once
// the preload recovery has used its reloads).
vi.mock('../screens/dashboard/ReportsScreen', () => {
  throw new TypeError('Failed to fetch dynamically imported module: ReportsScreen.js');
});

vi.setConfig({ testTimeout: 15_000 });
const LATER = { timeout: 5000 };
const ERROR_HEADING = { name: 'This page could not be shown' };

beforeEach(() => {
  // React reports caught render errors on the console; the logger assertions below matter.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

function Broken(): never {
  throw new Error('render failed');
}

function Fine(): ReactElement {
  const [clicks, setClicks] = useState(0);
  return (
    <main>
      <h1>Fine page</h1>
      <button type="button" onClick={() => setClicks(clicks + 1)}>
        {`Clicked ${clicks}`}
      </button>
      <Link to="/broken">Broken page</Link>
    </main>
  );
}

/** Both screens in the same place of the tree, so React keeps one boundary instance for both. */
const ROUTES = [
  {
    path: '/fine',
    element: (
      <RouteErrorBoundary>
        <Fine />
      </RouteErrorBoundary>
    ),
  },
  {
    path: '/broken',
    element: (
      <RouteErrorBoundary>
        <Broken />
      </RouteErrorBoundary>
    ),
  },
];

describe('RouteErrorBoundary', () => {
  it('a screen that throws shows the route error screen, logged; navigating elsewhere clears it', async () => {
    const app = await renderApp('/fine', { routes: ROUTES });
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeVisible();

    await app.user.click(screen.getByRole('link', { name: 'Broken page' }));
    expect(await screen.findByRole('heading', ERROR_HEADING)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Fine page' })).toBeNull();
    await waitFor(() =>
      expect(app.ports.logger.entries).toContainEqual({
        level: 'error',
        message: 'A route failed to render',
        context: { name: 'Error', message: 'render failed' },
      }),
    );

    // Back, as the browser's button does: the page works again.
    await app.router.navigate(-1);
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeVisible();
    expect(screen.queryByRole('heading', ERROR_HEADING)).toBeNull();
    await app.user.click(screen.getByRole('button', { name: 'Clicked 0' }));
    expect(screen.getByRole('button', { name: 'Clicked 1' })).toBeVisible();

    // And the broken page fails again, each time, never a blank page.
    await app.router.navigate('/broken');
    expect(await screen.findByRole('heading', ERROR_HEADING)).toBeVisible();
  });

  it('a screen chunk that fails to load ends on the route error screen inside the shell; another section still opens', async () => {
    const app = await renderApp('/reports', { scene: signedIn() });
    expect(await screen.findByRole('heading', ERROR_HEADING, LATER)).toBeVisible();
    // In the shell: its navigation stays, and the page keeps one main landmark.
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(screen.getAllByRole('main')).toHaveLength(1);
    // (vitest wraps the factory's error in its own, so only the entry is checked.) Logged from
    // the error screen's effect, which a loaded machine may run after the heading is found.
    await waitFor(
      () => expect(app.ports.logger.has('error', 'A route failed to render')).toBe(true),
      LATER,
    );

    await app.user.click(screen.getByRole('link', { name: 'Invoices' }));
    await waitFor(() => expect(app.currentPath()).toBe('/invoices'), LATER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoices' }, LATER)).toBeVisible();
    expect(screen.queryByRole('heading', ERROR_HEADING)).toBeNull();
  });
});
