import { describe, expect, it } from 'vitest';
import { RequestSignal } from './index';

describe('RequestSignal (the AbortSignal the client hands to the transport)', () => {
  it('fires each listener once, with the first reason only', async () => {
    const signal = new RequestSignal();
    const calls: string[] = [];
    const removed = (): void => void calls.push('removed');
    signal.addEventListener('abort', () => calls.push('a'));
    signal.addEventListener('abort', removed);
    signal.removeEventListener('abort', removed);
    const reason = signal.whenAborted();
    signal.abort('timeout');
    signal.abort('canceled');
    expect(calls).toEqual(['a']);
    expect(signal.aborted).toBe(true);
    expect(signal.reason).toBe('timeout');
    await expect(reason).resolves.toBe('timeout');
  });

  it('after abort, new listeners are not kept and whenAborted resolves at once', async () => {
    const signal = new RequestSignal();
    signal.abort('aborted');
    signal.addEventListener('abort', () => {
      throw new Error('never called');
    });
    await expect(signal.whenAborted()).resolves.toBe('aborted');
  });
});
