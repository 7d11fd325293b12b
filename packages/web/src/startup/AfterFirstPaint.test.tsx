import { act, render, screen } from '@testing-library/react';
import { Activity } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AfterFirstPaint } from './AfterFirstPaint';
import { STARTUP_CAPS } from './startupCaps';

const AFTER_PAINT_CAP_MS = STARTUP_CAPS.paintMs;

describe('AfterFirstPaint (Home: the lists load once the greeting has painted)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('shows the fallback first, and the children once a frame has painted', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(
      <AfterFirstPaint fallback={<p>Loading your lists</p>}>
        <p>Your scans</p>
      </AfterFirstPaint>,
    );
    expect(screen.getByText('Loading your lists')).toBeInTheDocument();
    expect(screen.queryByText('Your scans')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    // Painted: shown with the frame after it.
    expect(screen.queryByText('Your scans')).toBeNull();
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('Your scans')).toBeInTheDocument();
  });

  it('shows the children after a while without frames (a tab in the background)', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    render(
      <AfterFirstPaint fallback={<p>Loading your lists</p>}>
        <p>Your scans</p>
      </AfterFirstPaint>,
    );
    act(() => {
      vi.advanceTimersByTime(AFTER_PAINT_CAP_MS - 1);
    });
    expect(screen.queryByText('Your scans')).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByText('Your scans')).toBeInTheDocument();
  });

  it("then waits for an idle moment where the browser has one (the page's own work first)", () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    render(
      <AfterFirstPaint fallback={<p>Loading your lists</p>}>
        <p>Your scans</p>
      </AfterFirstPaint>,
    );
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    });
    expect(screen.queryByText('Your scans')).toBeNull();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
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
    act(() => {
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
    });
    expect(screen.getByText('Your scans')).toBeVisible();
  });
});
