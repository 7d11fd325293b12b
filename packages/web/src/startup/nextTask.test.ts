import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextTask } from './nextTask';

describe('nextTask', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('settles in a later task, after the microtasks queued before it', async () => {
    vi.useFakeTimers();
    const order: string[] = [];
    const settled = nextTask().then(() => order.push('next task'));
    queueMicrotask(() => order.push('microtask'));
    await Promise.resolve();
    await Promise.resolve();
    expect(order).toEqual(['microtask']);
    await vi.runAllTimersAsync();
    await settled;
    expect(order).toEqual(['microtask', 'next task']);
  });
});
