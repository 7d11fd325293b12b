import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('says "Nothing here yet" by default', async () => {
    await renderOnPlatform(<EmptyState />);
    expect(screen.getByRole('heading', { level: 2, name: 'Nothing here yet' })).toBeInTheDocument();
  });

  it('shows its description and next action', async () => {
    await renderOnPlatform(
      <EmptyState
        headingLevel={3}
        title="No invoices"
        description="Invoices appear after a booking."
        action={<button>Book a scan</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No invoices' })).toBeInTheDocument();
    expect(screen.getByText('Invoices appear after a booking.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a scan' })).toBeInTheDocument();
  });
});
