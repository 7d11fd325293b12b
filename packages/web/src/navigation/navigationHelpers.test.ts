import type { KeyValueStorage } from '@scanwise/core';
import { createMemoryStoragePorts, RecordingLogger } from '@scanwise/core/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyIosViewport } from './iosViewport';
import {
  installPreloadRecovery,
  notifyRouteChunkLoaded,
  PRELOAD_ERROR_EVENT,
  PRELOAD_RECOVERY_SETTLE_MS,
} from './preloadRecovery';

/** A page load: the recovery installed over the session storage the reloads share. */
function pageOver(storage: KeyValueStorage, reload: () => void) {
  const target = new EventTarget() as unknown as Window;
  const uninstall = installPreloadRecovery({
    target,
    storage,
    logger: new RecordingLogger(),
    reload,
  });
  // Whether the app handled the failure (a cancelled event: it reloads instead of throwing).
  const fail = (): boolean =>
    !target.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }));
  return { fail, uninstall };
}

describe('preload recovery', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('"the page reloads, at most 3 times. The count is kept in session storage."', () => {
    vi.useFakeTimers();
    const storage = createMemoryStoragePorts().session;
    const reload = vi.fn();
    // Each reload is a new page: a new installation over the same session storage.
    const failingPage = (reports = 1): boolean[] => {
      const page = pageOver(storage, reload);
      const fired = Array.from({ length: reports }, () => !page.fail());
      page.uninstall();
      return fired;
    };
    // A cancelled event (false) means the app reloads instead of throwing.
    expect([failingPage(), failingPage(), failingPage()]).toEqual([[false], [false], [false]]);
    expect(reload).toHaveBeenCalledTimes(3);
    expect(storage.getItem('scanwise.preloadReloads')).toBe('3');
    // The fourth failure goes on to the error screen.
    expect(failingPage()).toEqual([true]);
    expect(reload).toHaveBeenCalledTimes(3);
    // A chunk that loads starts the count again, once its page has settled.
    const uninstall = installPreloadRecovery({
      target: new EventTarget(),
      storage,
      logger: new RecordingLogger(),
      reload,
    });
    notifyRouteChunkLoaded();
    vi.advanceTimersByTime(PRELOAD_RECOVERY_SETTLE_MS - 1);
    expect(storage.getItem('scanwise.preloadReloads')).toBe('3');
    vi.advanceTimersByTime(1);
    expect(storage.getItem('scanwise.preloadReloads')).toBeNull();
    uninstall();
  });

  it('a page whose screen loads but whose other chunk fails keeps counting, up to the cap', () => {
    vi.useFakeTimers();
    const storage = createMemoryStoragePorts().session;
    const reload = vi.fn();
    // Each reload: the screen's chunk loads, then the journeys' chunk fails.
    const page = (): boolean => {
      const { fail, uninstall } = pageOver(storage, reload);
      notifyRouteChunkLoaded();
      vi.advanceTimersByTime(100);
      const handled = fail();
      vi.advanceTimersByTime(PRELOAD_RECOVERY_SETTLE_MS);
      uninstall();
      return handled;
    };
    // Handled (reloaded) three times; the fourth failure goes on to the error screen.
    expect([page(), page(), page(), page()]).toEqual([true, true, true, false]);
    expect(reload).toHaveBeenCalledTimes(3);
  });

  it('a page that asked for a reload counts once, and the prevented import does not reset the count', () => {
    const storage = createMemoryStoragePorts().session;
    const target = new EventTarget() as unknown as Window;
    const reload = vi.fn();
    const uninstall = installPreloadRecovery({
      target,
      storage,
      logger: new RecordingLogger(),
      reload,
    });
    const fire = (): boolean =>
      target.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }));
    // Vite reports the failed preload and then the failed import of the same chunk.
    expect([fire(), fire()]).toEqual([false, false]);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.getItem('scanwise.preloadReloads')).toBe('1');
    // The prevented import resolves to nothing and the lazy screen reports a load: not a load.
    notifyRouteChunkLoaded();
    expect(storage.getItem('scanwise.preloadReloads')).toBe('1');
    uninstall();
  });
});

describe('preload recovery gives up', () => {
  it('at the cap the failure goes to error reporting (onGiveUp) and on to the error screen', () => {
    const storage = createMemoryStoragePorts().session;
    storage.setItem('scanwise.preloadReloads', '3');
    const target = new EventTarget() as unknown as Window;
    const givenUp: unknown[] = [];
    const uninstall = installPreloadRecovery({
      target,
      storage,
      logger: new RecordingLogger(),
      reload: vi.fn(),
      onGiveUp: (error) => givenUp.push(error),
    });
    const failure = new TypeError('Failed to fetch dynamically imported module: ReportsScreen.js');
    const event = Object.assign(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }), {
      payload: failure,
    });
    expect(target.dispatchEvent(event)).toBe(true);
    expect(givenUp).toEqual([failure]);
    uninstall();
  });

  it('below the cap nothing is reported: the page reloads', () => {
    const target = new EventTarget() as unknown as Window;
    const givenUp: unknown[] = [];
    const uninstall = installPreloadRecovery({
      target,
      storage: createMemoryStoragePorts().session,
      logger: new RecordingLogger(),
      reload: vi.fn(),
      onGiveUp: (error) => givenUp.push(error),
    });
    target.dispatchEvent(new Event(PRELOAD_ERROR_EVENT, { cancelable: true }));
    expect(givenUp).toEqual([]);
    uninstall();
  });
});

describe('iOS viewport', () => {
  const environment = (userAgent: string, platform = 'iPhone', maxTouchPoints = 5) => {
    const doc = document.implementation.createHTMLDocument('t');
    const meta = doc.createElement('meta');
    meta.name = 'viewport';
    meta.content = 'width=device-width, initial-scale=1.0';
    doc.head.appendChild(meta);
    return { document: doc, navigator: { userAgent, platform, maxTouchPoints }, meta };
  };

  it('"On iOS devices the viewport gets a maximum-scale of 1.0"', () => {
    const env = environment('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)');
    expect(applyIosViewport(env)).toBe(true);
    expect(env.meta.content).toBe('width=device-width, initial-scale=1.0, maximum-scale=1.0');
    applyIosViewport(env);
    expect(env.meta.content.match(/maximum-scale/g)).toHaveLength(1);
  });

  it('leaves other devices alone', () => {
    const env = environment('Mozilla/5.0 (X11; Linux x86_64)', 'Linux x86_64', 0);
    expect(applyIosViewport(env)).toBe(false);
    expect(env.meta.content).toBe('width=device-width, initial-scale=1.0');
  });
});
