import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing/renderApp';
import { RouteErrorBoundary } from './RouteErrorBoundary';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorScreen', () => {
  it('catches a route that throws: a clear message, a reload and the way home, logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await renderApp('/broken', {
      routes: [
        {
          path: '/broken',
          element: (
            <RouteErrorBoundary>
              <Broken />
            </RouteErrorBoundary>
          ),
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toBeVisible();
    // Logged from the screen's effect, which may run after the heading is found.
    await waitFor(() =>
      expect(app.ports.logger.entries).toContainEqual(
        expect.objectContaining({
          message: 'A route failed to render',
          context: { name: 'Error', message: 'render failed' },
        }),
      ),
    );
    vi.restoreAllMocks();
  });
});
