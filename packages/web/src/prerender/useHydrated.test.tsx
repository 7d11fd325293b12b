import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useHydrated } from './useHydrated';

function Note(): ReactElement {
  return <p>{useHydrated() ? 'browser' : 'build'}</p>;
}

describe('useHydrated (what shows only once a prerendered page is hydrated)', () => {
  it('the build renders without it', () => {
    expect(renderToString(<Note />)).toBe('<p>build</p>');
  });

  it("hydration renders the build's markup without a mismatch, then renders with it", async () => {
    // The build's markup (the test above), as the DOM holds it.
    const container = document.createElement('div');
    const built = document.createElement('p');
    built.textContent = 'build';
    container.append(built);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Note />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(container.textContent).toBe('browser');
    // Hydrated in place: the node is the build's, its text the browser's render.
    expect(container.firstChild).toBe(built);
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    container.remove();
  });

  it('a render that hydrates nothing has it at once', () => {
    render(<Note />);
    expect(screen.getByText('browser')).toBeTruthy();
  });
});
