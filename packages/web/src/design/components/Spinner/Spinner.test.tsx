import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { LoadingState, Spinner } from './Spinner';

describe('Spinner', () => {
  it('standing alone is a named progressbar', async () => {
    await renderOnPlatform(<Spinner label="Loading reports" />);
    expect(screen.getByRole('progressbar', { name: 'Loading reports' })).toBeInTheDocument();
  });

  it('beside a text is hidden from assistive technology', async () => {
    const { container } = await renderOnPlatform(<Spinner />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('LoadingState', () => {
  it('announces "Loading…" politely by default', async () => {
    await renderOnPlatform(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('announces its own label', async () => {
    await renderOnPlatform(<LoadingState label="Loading your scans…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your scans…');
  });
});
