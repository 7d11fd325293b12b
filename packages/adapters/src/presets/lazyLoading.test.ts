import { afterEach, describe, expect, it, vi } from 'vitest';
import { onIdle, onIdleAfter, whenIdleAfter } from './lazyLoading';

describe('onIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('runs only when the browser calls back idle, with the timeout it was given', () => {
    const callbacks: Array<{ run: () => void; timeout: number | undefined }> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout: number }) => {
      callbacks.push({ run, timeout: options?.timeout });
      return callbacks.length;
    });
    let idle = false;
    onIdle(() => {
      idle = true;
    }, 500);
    expect(idle).toBe(false);
    expect(callbacks.map((callback) => callback.timeout)).toEqual([500]);
    callbacks[0]?.run();
    expect(idle).toBe(true);
  });

  it('falls back to the next task where there is no idle callback (Safari, Node)', async () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    await expect(whenIdleAfter(undefined)).resolves.toBeUndefined();
  });
});

describe('onIdleAfter', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  function stubIdleCallbacks(): Array<() => void> {
    const callbacks: Array<() => void> = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => callbacks.push(run));
    return callbacks;
  }

  it('asks for an idle moment only once the first page has painted', async () => {
    const callbacks = stubIdleCallbacks();
    let painted: () => void = () => undefined;
    const firstPaint = new Promise<void>((resolve) => (painted = resolve));
    const ran: string[] = [];
    onIdleAfter(firstPaint, () => ran.push('preload'));
    await Promise.resolve();
    expect(callbacks).toHaveLength(0);
    painted();
    await firstPaint;
    await Promise.resolve();
    expect(callbacks).toHaveLength(1);
    expect(ran).toEqual([]);
    callbacks[0]?.();
    expect(ran).toEqual(['preload']);
  });

  it('still runs after a first page that failed', async () => {
    const callbacks = stubIdleCallbacks();
    const ran: string[] = [];
    const failed = Promise.reject(new Error('chunk failed'));
    onIdleAfter(failed, () => ran.push('preload'));
    await failed.catch(() => undefined);
    await Promise.resolve();
    callbacks[0]?.();
    expect(ran).toEqual(['preload']);
  });

  it('without a gate, waits for the first idle moment only', () => {
    const callbacks = stubIdleCallbacks();
    const ran: string[] = [];
    onIdleAfter(undefined, () => ran.push('preload'));
    expect(callbacks).toHaveLength(1);
    callbacks[0]?.();
    expect(ran).toEqual(['preload']);
  });
});
