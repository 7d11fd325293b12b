import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFirstPaint, onAfterPaint, onIdle } from './idleScheduler';
import { STARTUP_CAPS } from './startupCaps';

const AFTER_PAINT_CAP_MS = STARTUP_CAPS.paintMs;

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
    const painted = new Promise<void>((resolve) => onAfterPaint(resolve)).then(() => {
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

describe('onIdle (the one idle wait)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("asks the browser for its next idle moment, capped by the table's idle cap", () => {
    const asked: Array<number | undefined> = [];
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) => {
      asked.push(options?.timeout);
      return idle.push(run);
    });
    const callback = vi.fn();
    onIdle(callback);
    expect(callback).not.toHaveBeenCalled();
    expect(asked).toEqual([STARTUP_CAPS.idleMs]);
    idle[0]?.();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs at once where the browser has no idle callback', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    const callback = vi.fn();
    onIdle(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('createFirstPaint (what waits for the first page)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs the idle-time tasks only once the first page has rendered and painted', async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const firstPaint = createFirstPaint();
    const ran: string[] = [];
    firstPaint.whenIdle(() => ran.push('sign-in library'));
    vi.advanceTimersByTime(10 * AFTER_PAINT_CAP_MS);
    await Promise.resolve();
    expect(ran).toEqual([]); // nothing rendered yet: no paint to wait for
    firstPaint.rendered();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    await firstPaint.painted;
    await Promise.resolve();
    expect(ran).toEqual(['sign-in library']);
  });

  it("asks for the idle moment of a load the page does not need with the table's longer cap", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    const asked: Array<number | undefined> = [];
    const idle: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) => {
      asked.push(options?.timeout);
      return idle.push(run);
    });
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const firstPaint = createFirstPaint();
    const ran: string[] = [];
    firstPaint.whenIdle(() => ran.push('card payment'));
    firstPaint.rendered();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    idle[0]?.(); // the paint's own idle moment
    await firstPaint.painted;
    await Promise.resolve();
    expect(asked).toEqual([STARTUP_CAPS.idleMs, STARTUP_CAPS.idleLoadMs]);
    idle[1]?.();
    expect(ran).toEqual(['card payment']);
  });

  it("holds the idle-time tasks for a first page's main content, and past the cap goes on without it", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    vi.stubGlobal('requestIdleCallback', undefined);
    const paintAndFlush = async (
      firstPaint: ReturnType<typeof createFirstPaint>,
    ): Promise<void> => {
      firstPaint.rendered();
      vi.advanceTimersToNextFrame();
      vi.advanceTimersToNextFrame();
      await firstPaint.painted;
      await Promise.resolve();
      await Promise.resolve();
    };

    const shown = createFirstPaint();
    shown.holdForContent();
    const ran: string[] = [];
    shown.whenIdle(() => ran.push('card payment'));
    await paintAndFlush(shown);
    expect(ran).toEqual([]); // painted, but the next step is not on screen yet
    shown.contentShown();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersToNextFrame();
    await vi.waitFor(() => expect(ran).toEqual(['card payment']));

    const never = createFirstPaint();
    never.holdForContent();
    const late: string[] = [];
    never.whenIdle(() => late.push('tag manager'));
    await paintAndFlush(never);
    vi.advanceTimersByTime(STARTUP_CAPS.contentMs - 1);
    await Promise.resolve();
    expect(late).toEqual([]);
    vi.advanceTimersByTime(1);
    await vi.waitFor(() => expect(late).toEqual(['tag manager']));
  });
});
