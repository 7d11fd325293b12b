import { describe, expect, it } from 'vitest';
import { CONSTANTS } from '../config';
import { MemoryStorage } from '../testing';
import {
  PRELOAD_RELOAD_COUNT_KEY,
  createPreloadRecovery,
  decidePreloadRecovery,
} from './preloadRecovery';

describe('Preload recovery (spec section 8)', () => {
  it('"If a preload of a page asset fails, the page reloads, at most 3 times"', () => {
    const session = new MemoryStorage();
    const decisions = Array.from({ length: 5 }, () =>
      // Each call stands for a fresh page after a reload: a new policy over the same session.
      createPreloadRecovery(session).onPreloadError(),
    );
    expect(decisions).toEqual(['reload', 'reload', 'reload', 'give-up', 'give-up']);
    expect(CONSTANTS.preloadErrorReloadCap).toBe(3);
  });

  it('"The count is kept in session storage"', () => {
    const session = new MemoryStorage();
    const recovery = createPreloadRecovery(session);
    recovery.onPreloadError();
    recovery.onPreloadError();
    expect(session.getItem(PRELOAD_RELOAD_COUNT_KEY)).toBe('2');
    expect(recovery.reloadsSoFar()).toBe(2);
  });

  it('a successful load resets the count', () => {
    const session = new MemoryStorage();
    const recovery = createPreloadRecovery(session);
    for (let i = 0; i < 3; i++) recovery.onPreloadError();
    expect(recovery.onPreloadError()).toBe('give-up');
    recovery.onLoadSucceeded();
    expect(session.getItem(PRELOAD_RELOAD_COUNT_KEY)).toBeNull();
    expect(recovery.onPreloadError()).toBe('reload');
  });

  it('an unreadable count starts from zero; cap and key are configurable', () => {
    const session = new MemoryStorage({ custom: 'garbage' });
    const recovery = createPreloadRecovery(session, { cap: 1, storageKey: 'custom' });
    expect(recovery.reloadsSoFar()).toBe(0);
    expect(recovery.onPreloadError()).toBe('reload');
    expect(recovery.onPreloadError()).toBe('give-up');
  });

  it.each([
    [0, 'reload'],
    [2, 'reload'],
    [3, 'give-up'],
    [7, 'give-up'],
  ] as const)('decidePreloadRecovery(%i) is %s', (count, decision) => {
    expect(decidePreloadRecovery(count)).toBe(decision);
  });
});
