import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { StatusPill } from './StatusPill';

describe('StatusPill', () => {
  it('says the status in words, the tone only as styling', async () => {
    await renderOnPlatform(<StatusPill tone="warning">Payment due</StatusPill>);
    const pill = screen.getByText('Payment due');
    expect(pill).toHaveAttribute('data-tone', 'warning');
    expect(pill.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('is neutral by default', async () => {
    await renderOnPlatform(<StatusPill>Scheduled</StatusPill>);
    expect(screen.getByText('Scheduled')).toHaveAttribute('data-tone', 'neutral');
  });
});
