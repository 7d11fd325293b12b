import { afterEach, describe, expect, it, vi } from 'vitest';
import { domActivitySource, readSessionFlag } from './browserEnvironment';

describe('browser environment for the core', () => {
  afterEach(() => window.sessionStorage.clear());

  it('reports pointer and key activity until detached', () => {
    const onActivity = vi.fn();
    const detach = domActivitySource(onActivity);
    window.dispatchEvent(new Event('pointerdown'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(onActivity).toHaveBeenCalledTimes(2);
    detach();
    window.dispatchEvent(new Event('pointerdown'));
    expect(onActivity).toHaveBeenCalledTimes(2);
  });

  it('reads a session flag only when it is the text true', () => {
    expect(readSessionFlag('scanwise.tracking')).toBe(false);
    window.sessionStorage.setItem('scanwise.tracking', 'yes');
    expect(readSessionFlag('scanwise.tracking')).toBe(false);
    window.sessionStorage.setItem('scanwise.tracking', 'true');
    expect(readSessionFlag('scanwise.tracking')).toBe(true);
  });
});
