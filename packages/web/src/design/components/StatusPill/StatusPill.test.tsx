import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { StatusPill } from './StatusPill';

describe('StatusPill', () => {
  it('says the status in words, the tone only as styling', () => {
    renderWithProviders(<StatusPill tone="warning">Payment due</StatusPill>);
    const pill = screen.getByText('Payment due');
    expect(pill).toHaveAttribute('data-tone', 'warning');
    expect(pill.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is neutral by default', () => {
    renderWithProviders(<StatusPill>Scheduled</StatusPill>);
    expect(screen.getByText('Scheduled')).toHaveAttribute('data-tone', 'neutral');
  });
});
