import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from './testing/renderApp';
import { RouteErrorScreen } from './RouteErrorScreen';

function Broken(): never {
  throw new Error('render failed');
}

describe('RouteErrorScreen', () => {
  it('catches a route that throws: a clear message, a reload and the way home, logged', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await renderApp('/broken', {
      routes: [{ path: '/broken', element: <Broken />, errorElement: <RouteErrorScreen /> }],
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be shown' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your home page' })).toHaveAttribute('href', '/');
    expect(app.ports.logger.entries.some((e) => e.message === 'A route failed to render')).toBe(
      true,
    );
    vi.restoreAllMocks();
  });
});
