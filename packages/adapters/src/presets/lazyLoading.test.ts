import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './lazyLoading';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('resolves only when the browser calls back idle, with the timeout it was given', async () => {
    const callbacks: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) => {
      callbacks.push({ run, timeout: options?.timeout });
      return callbacks.length;
    });
    let idle = false;
    const waiting = whenIdle(500).then(() => {
      idle = true;
    });
    await Promise.resolve();
    expect(idle).toBe(false);
    expect(callbacks.map((callback) => callback.timeout)).toEqual([500]);
    callbacks[0]?.run();
    await waiting;
    expect(idle).toBe(true);
  });

  it('falls back to the next task where there is no idle callback (Safari, Node)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdle()).resolves.toBeUndefined();
  });
});
