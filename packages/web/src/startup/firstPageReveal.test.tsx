import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import {
  FirstPageReadinessContext,
  HoldFirstReveal,
  createFirstPageReadiness,
  useFirstPageRendered,
} from './firstPageReveal';

function Page(): ReactElement {
  useFirstPageRendered();
  return <h1>Home</h1>;
}

describe('first page reveal (Home shown in one piece)', () => {
  it('settling marks the promise fulfilled, as React `use` reads it, and resolves it once', async () => {
    const readiness = createFirstPageReadiness();
    readiness.settle();
    readiness.settle();
    expect(readiness.ready).toMatchObject({ status: 'fulfilled' });
    await expect(readiness.ready).resolves.toBeUndefined();
  });

  it('a page that renders under the context settles the readiness; outside it, nothing happens', () => {
    const readiness = createFirstPageReadiness();
    render(
      <FirstPageReadinessContext value={readiness.settle}>
        <Page />
      </FirstPageReadinessContext>,
    );
    expect(readiness.ready).toMatchObject({ status: 'fulfilled' });
    expect(() => render(<Page />)).not.toThrow();
  });

  it('the hold suspends its render until the readiness settles, then renders nothing', async () => {
    const readiness = createFirstPageReadiness();
    // Rendered in an awaited act: React's act environment needs it for a suspending render.
    await act(async () => {
      render(
        <Suspense fallback={<p>Checking your session…</p>}>
          <h1>Home</h1>
          <HoldFirstReveal until={readiness.ready} />
        </Suspense>,
      );
      await Promise.resolve();
    });
    expect(screen.getByText('Checking your session…')).toBeInTheDocument();
    await act(async () => {
      readiness.settle();
      await readiness.ready;
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeVisible();
    expect(screen.queryByText('Checking your session…')).not.toBeInTheDocument();
  });
});
