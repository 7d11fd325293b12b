import { afterEach, describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_CAP_MS, afterPaint, onAfterPaint } from './afterPaint';

describe('onAfterPaint (what the first paint does not need loads after it)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('calls back on the frame after next, once, even when the cap passes later', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const callback = vi.fn();
    onAfterPaint(callback);
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_CAP_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('calls back at the cap in a tab that gets no frames', () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    vi.stubGlobal('requestAnimationFrame', () => 0);
    vi.stubGlobal('cancelAnimationFrame', () => undefined);
    const callback = vi.fn();
    onAfterPaint(callback, 500);
    vi.advanceTimersByTime(499);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls back once cancelled', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const callback = vi.fn();
    const cancel = onAfterPaint(callback);
    cancel();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(AFTER_PAINT_CAP_MS);
    expect(callback).not.toHaveBeenCalled();
  });

  it('waits for an idle moment after the frames where the browser has one', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    let settled = false;
    const painted = afterPaint().then(() => {
      settled = true;
    });
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    await Promise.resolve();
    expect(settled).toBe(false);
    expect(idle).toHaveLength(1);
    idle[0]?.();
    await painted;
    expect(settled).toBe(true);
  });
});
