import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("settles through the browser's scheduler.yield where there is one", async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    await nextTask({ scheduler: { yield: yieldToMain } });
    expect(yieldToMain).toHaveBeenCalledOnce();
  });

  it('otherwise settles in a later task, after the microtasks queued before it', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const settled = nextTask({}).then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await vi.runAllTimersAsync();
    await settled;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
