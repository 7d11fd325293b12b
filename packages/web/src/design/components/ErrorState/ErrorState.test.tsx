import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderOnPlatform } from '../../../test/renderOnPlatform';
import { ErrorState } from './ErrorState';

describe('ErrorState', () => {
  it('is announced as an alert and retries on "Try again"', async () => {
    const onRetry = vi.fn();
    const { user } = await renderOnPlatform(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry button without onRetry', async () => {
    await renderOnPlatform(<ErrorState title="Report unavailable" description="Ask support." />);
    expect(screen.getByRole('heading', { name: 'Report unavailable' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('ignores presses while retrying', async () => {
    const onRetry = vi.fn();
    const { user } = await renderOnPlatform(
      <ErrorState onRetry={onRetry} isRetrying retryLabel="Reload" />,
    );
    await user.click(screen.getByRole('button', { name: /Reload/ }));
    expect(onRetry).not.toHaveBeenCalled();
  });
});
