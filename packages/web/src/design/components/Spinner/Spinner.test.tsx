import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { LoadingState, Spinner } from './Spinner';

describe('Spinner', () => {
  it('standing alone is a named progressbar', () => {
    renderWithProviders(<Spinner label="Loading reports" />);
    expect(screen.getByRole('progressbar', { name: 'Loading reports' })).toBeInTheDocument();
  });

  it('beside a text is hidden from assistive technology', () => {
    const { container } = renderWithProviders(<Spinner />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });
});

describe('LoadingState', () => {
  it('announces "Loading…" politely by default', () => {
    renderWithProviders(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('announces its own label', () => {
    renderWithProviders(<LoadingState label="Loading your scans…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your scans…');
  });
});
