import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';

describe('AfterFirstPaint (Home: the lists load once the greeting has painted)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the fallback first, and the children once a frame has painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(
      <AfterFirstPaint fallback={<p>Loading your lists</p>}>
        <p>Your scans</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Loading your lists')).toBeInTheDocument();
    expect(screen.queryByText('Your scans')).toBeNull();
    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText('Your scans')).toBeInTheDocument();
  });

  it('renders the children at once when what they need is there', () => {
    render(
      <AfterFirstPaint ready fallback={<p>Loading your lists</p>}>
        <p>Your scans</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Your scans')).toBeInTheDocument();
  });

  it('keeps waiting while the page is rendered hidden (startup), and goes on once it shows', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const page = (mode: 'hidden' | 'visible') => (
      <Activity mode={mode}>
        <AfterFirstPaint fallback={<p>Loading your lists</p>}>
          <p>Your scans</p>
        </AfterFirstPaint>
      </Activity>
    );
    const { rerender } = render(page('hidden'));
    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.queryByText('Your scans', { ignore: false })).toBeNull();
    rerender(page('visible'));
    expect(screen.getByText('Loading your lists')).toBeVisible();
    await act(async () => {
      vi.advanceTimersToNextFrame();
      await vi.runOnlyPendingTimersAsync();
    });
    expect(screen.getByText('Your scans')).toBeVisible();
  });
});
