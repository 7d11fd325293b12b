import { describe, expect, it, vi } from 'vitest';
import { CONSTANTS, MINUTE, SECOND } from '../config';
import { FakeClock, MemoryStorage, RecordingLogger } from '../testing';
import { ToastMachine } from '../toast';
import {
  IDLE_LOGOUT_MESSAGE,
  IDLE_WARNING_LEAD,
  LAST_ACTIVITY_STORAGE_KEY,
  createIdleLogoutPolicy,
  decideIdlePhase,
  type IdleLogoutOptions,
} from './idleLogout';

const START = Date.UTC(2026, 0, 1, 9, 0, 0);

function setup(overrides: Partial<IdleLogoutOptions> = {}) {
  const clock = overrides.clock instanceof FakeClock ? overrides.clock : new FakeClock(START);
  const storage = overrides.storage ?? new MemoryStorage();
  const toast = overrides.toast ?? new ToastMachine(clock);
  const logout = vi.fn<() => void | Promise<void>>();
  let expired = false;
  const idle = createIdleLogoutPolicy({
    clock,
    storage,
    toast,
    logout,
    isUserExpired: () => expired,
    ...overrides,
  });
  return {
    clock,
    storage,
    toast,
    logout,
    idle,
    expire: () => (expired = true),
  };
}

describe('Idle logout (spec section 4)', () => {
  it('the toast message is exactly the catalogue text', () => {
    expect(IDLE_LOGOUT_MESSAGE).toBe('You were logged out due to inactivity');
  });

  it('"Every 5 s the app checks the last-activity time in local storage"', () => {
    const { clock, storage, idle } = setup();
    idle.start('signed-in');
    const getItem = vi.spyOn(storage, 'getItem');
    clock.advance(CONSTANTS.idleCheckInterval - 1);
    expect(getItem).not.toHaveBeenCalled();
    clock.advance(1);
    expect(getItem).toHaveBeenCalledWith(LAST_ACTIVITY_STORAGE_KEY);
    clock.advance(CONSTANTS.idleCheckInterval * 3);
    expect(getItem).toHaveBeenCalledTimes(4);
    expect(clock.pendingTimers).toBe(1);
  });

  it('"If it is older than the inactivity interval ... the app logs out and shows a toast"', () => {
    const { clock, idle, logout, toast } = setup();
    idle.start('signed-in');
    clock.advance(CONSTANTS.inactiveLogout - CONSTANTS.idleCheckInterval);
    expect(logout).not.toHaveBeenCalled();
    clock.advance(CONSTANTS.idleCheckInterval);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(toast.getSnapshot()).toEqual({ visible: true, message: IDLE_LOGOUT_MESSAGE });
    expect(idle.getSnapshot()).toMatchObject({ phase: 'loggedOut', reason: 'inactivity' });
    expect(clock.pendingTimers).toBe(0);
    clock.advance(CONSTANTS.defaultToast * 10);
    expect(toast.getSnapshot().visible).toBe(true);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('uses the 15-minute inactivity interval of the constants', () => {
    expect(CONSTANTS.inactiveLogout).toBe(15 * MINUTE);
  });

  it('"or the user has expired, the app logs out and shows a toast"', () => {
    const { clock, idle, logout, toast, expire } = setup();
    idle.start('signed-in');
    clock.advance(CONSTANTS.idleCheckInterval);
    expect(logout).not.toHaveBeenCalled();
    expire();
    clock.advance(CONSTANTS.idleCheckInterval);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(idle.getSnapshot()).toMatchObject({ phase: 'loggedOut', reason: 'expired' });
    expect(toast.getSnapshot().message).toBe(IDLE_LOGOUT_MESSAGE);
  });

  it('"Activity events update the last-activity time, throttled to every 5 s"', () => {
    const { clock, storage, idle } = setup();
    idle.start('signed-in');
    const setItem = vi.spyOn(storage, 'setItem');
    clock.advance(1 * SECOND);
    idle.recordActivity();
    expect(storage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(START));
    expect(setItem).not.toHaveBeenCalled();
    clock.advance(4 * SECOND);
    idle.recordActivity();
    expect(storage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(START + 5 * SECOND));
    for (let i = 0; i < 10; i++) {
      clock.advance(400);
      idle.recordActivity();
    }
    expect(setItem).toHaveBeenCalledTimes(1);
  });

  it('activity keeps the member signed in past the interval', () => {
    const { clock, idle, logout } = setup();
    idle.start('signed-in');
    for (let minute = 0; minute < 60; minute++) {
      clock.advance(MINUTE);
      idle.recordActivity();
    }
    expect(logout).not.toHaveBeenCalled();
    expect(idle.getSnapshot().phase).toBe('active');
  });

  it('"The toast is hidden after a notice duration once activity resumes"', () => {
    const { clock, idle, toast } = setup();
    idle.start('signed-in');
    clock.advance(CONSTANTS.inactiveLogout);
    expect(toast.getSnapshot().visible).toBe(true);
    clock.advance(10 * MINUTE);
    expect(toast.getSnapshot().visible).toBe(true);
    idle.recordActivity();
    clock.advance(CONSTANTS.logoutNotice - 1);
    expect(toast.getSnapshot().visible).toBe(true);
    idle.recordActivity();
    clock.advance(1);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it('the notice timer leaves a newer toast alone', () => {
    const { clock, idle, toast } = setup();
    idle.start('signed-in');
    clock.advance(CONSTANTS.inactiveLogout);
    toast.show('Something else', 0);
    idle.recordActivity();
    clock.advance(CONSTANTS.logoutNotice);
    expect(toast.getSnapshot()).toEqual({ visible: true, message: 'Something else' });
  });

  it('signing in again counts as activity for the logout toast', () => {
    const { clock, idle, toast, logout } = setup();
    idle.start('signed-in');
    clock.advance(CONSTANTS.inactiveLogout);
    idle.start('signed-in');
    clock.advance(CONSTANTS.logoutNotice);
    expect(toast.getSnapshot().visible).toBe(false);
    expect(idle.getSnapshot().phase).toBe('active');
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('warns 60 s before the logout, and activity clears the warning at once', () => {
    const { clock, idle, logout } = setup();
    const phases: string[] = [];
    idle.state$.subscribe((s) => phases.push(s.phase));
    idle.start('signed-in');
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD - CONSTANTS.idleCheckInterval);
    expect(idle.getSnapshot().phase).toBe('active');
    clock.advance(CONSTANTS.idleCheckInterval);
    expect(idle.getSnapshot()).toMatchObject({
      phase: 'warning',
      logoutAt: START + CONSTANTS.inactiveLogout,
    });
    idle.recordActivity();
    expect(idle.getSnapshot().phase).toBe('active');
    expect(logout).not.toHaveBeenCalled();
    expect(phases).toEqual(['stopped', 'active', 'warning', 'active']);
  });

  it('keepAlive writes at once, whatever the throttle', () => {
    const { clock, idle, storage } = setup();
    idle.start('signed-in');
    clock.advance(1 * SECOND);
    idle.recordActivity();
    idle.keepAlive();
    expect(storage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(START + SECOND));
  });

  it('activity in another tab keeps this tab alive (two instances share one local storage)', () => {
    const clock = new FakeClock(START);
    const local = new MemoryStorage();
    const tabA = setup({ clock, storage: local });
    const tabB = setup({ clock, storage: local });
    tabA.idle.start('signed-in');
    tabB.idle.start('restored');
    for (let minute = 0; minute < 30; minute++) {
      clock.advance(MINUTE);
      tabB.idle.recordActivity();
    }
    expect(tabA.logout).not.toHaveBeenCalled();
    expect(tabA.idle.getSnapshot().lastActivityAt).toBe(START + 29 * MINUTE);
    clock.advance(CONSTANTS.inactiveLogout);
    expect(tabA.logout).toHaveBeenCalledTimes(1);
    expect(tabB.logout).toHaveBeenCalledTimes(1);
  });

  it('a restored session honours the stored time: idle past the interval logs out at once', () => {
    const storage = new MemoryStorage({
      [LAST_ACTIVITY_STORAGE_KEY]: String(START - CONSTANTS.inactiveLogout - MINUTE),
    });
    const { idle, logout } = setup({ storage });
    idle.start('restored');
    expect(logout).toHaveBeenCalledTimes(1);
    expect(idle.getSnapshot().phase).toBe('loggedOut');
  });

  it('a fresh sign-in overrides a stale stored time', () => {
    const storage = new MemoryStorage({ [LAST_ACTIVITY_STORAGE_KEY]: '0' });
    const { idle, logout } = setup({ storage });
    idle.start('signed-in');
    expect(logout).not.toHaveBeenCalled();
    expect(idle.getSnapshot().lastActivityAt).toBe(START);
  });

  it('a missing or unreadable stored time counts as activity now', () => {
    const storage = new MemoryStorage({ [LAST_ACTIVITY_STORAGE_KEY]: 'garbage' });
    const { clock, idle, logout } = setup({ storage });
    idle.start();
    expect(idle.getSnapshot().lastActivityAt).toBe(START);
    storage.removeItem(LAST_ACTIVITY_STORAGE_KEY);
    clock.advance(CONSTANTS.idleCheckInterval);
    expect(storage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(START + 5 * SECOND));
    expect(logout).not.toHaveBeenCalled();
  });

  it('stop ends the checks; start twice is harmless', () => {
    const { clock, idle, logout } = setup();
    idle.start('signed-in');
    idle.start('signed-in');
    expect(clock.pendingTimers).toBe(1);
    idle.stop();
    expect(idle.getSnapshot().phase).toBe('stopped');
    clock.advance(CONSTANTS.inactiveLogout * 2);
    expect(logout).not.toHaveBeenCalled();
    idle.keepAlive();
    expect(clock.pendingTimers).toBe(0);
  });

  it('a failing logout is logged, not thrown', async () => {
    const logger = new RecordingLogger();
    const rejecting = setup({ logger, logout: () => Promise.reject(new Error('offline')) });
    rejecting.idle.start('signed-in');
    rejecting.expire();
    rejecting.clock.advance(CONSTANTS.idleCheckInterval);
    await Promise.resolve();
    const throwing = setup({
      logger,
      logout: () => {
        throw new Error('boom');
      },
    });
    throwing.idle.start('signed-in');
    throwing.clock.advance(CONSTANTS.inactiveLogout);
    expect(logger.entries.map((e) => [e.level, e.message])).toEqual([
      ['error', 'Idle logout failed'],
      ['error', 'Idle logout failed'],
    ]);
  });

  it('an activity source is attached on start and released once the logout notice runs', () => {
    let emit: (() => void) | undefined;
    let attached = 0;
    const activitySource = (onActivity: () => void): (() => void) => {
      attached++;
      emit = onActivity;
      return () => {
        attached--;
        emit = undefined;
      };
    };
    const { clock, idle, toast, storage } = setup({ activitySource });
    idle.start('signed-in');
    idle.start('signed-in');
    expect(attached).toBe(1);
    clock.advance(CONSTANTS.idleCheckInterval);
    emit!();
    expect(storage.getItem(LAST_ACTIVITY_STORAGE_KEY)).toBe(String(START + 5 * SECOND));
    clock.advance(CONSTANTS.inactiveLogout);
    idle.stop(); // the session layer reacts to the logout; the toast still waits for activity
    expect(attached).toBe(1);
    emit!();
    expect(attached).toBe(0);
    clock.advance(CONSTANTS.logoutNotice);
    expect(toast.getSnapshot().visible).toBe(false);
    idle.start('signed-in');
    expect(attached).toBe(1);
    idle.stop();
    expect(attached).toBe(0);
    idle.start('signed-in');
    idle.dispose();
    expect(attached).toBe(0);
  });

  it('checkNow reads the shared time at once: activity in another tab closes the warning here', () => {
    const clock = new FakeClock(START);
    const local = new MemoryStorage();
    const tabA = setup({ clock, storage: local });
    const tabB = setup({ clock, storage: local });
    tabA.idle.start('signed-in');
    tabB.idle.start('restored');
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD);
    expect(tabB.idle.getSnapshot().phase).toBe('warning');
    tabA.idle.keepAlive();
    expect(tabB.idle.getSnapshot().phase).toBe('warning');
    tabB.idle.checkNow();
    expect(tabB.idle.getSnapshot()).toMatchObject({
      phase: 'active',
      logoutAt: clock.now() + CONSTANTS.inactiveLogout,
    });
  });

  it('followLogout shows the toast without logging out again, and stops watching', () => {
    const { clock, idle, logout, toast } = setup();
    idle.start('signed-in');
    idle.followLogout('inactivity');
    expect(idle.getSnapshot()).toMatchObject({ phase: 'loggedOut', reason: 'inactivity' });
    expect(toast.getSnapshot()).toEqual({ visible: true, message: IDLE_LOGOUT_MESSAGE });
    expect(clock.pendingTimers).toBe(0);
    expect(logout).not.toHaveBeenCalled();
    idle.recordActivity();
    clock.advance(CONSTANTS.logoutNotice);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it('followLogout in a tab not watching does nothing', () => {
    const { idle, toast } = setup();
    idle.followLogout('inactivity');
    expect(idle.getSnapshot().phase).toBe('stopped');
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it('dispose cancels the timer and completes state$', () => {
    const { clock, idle } = setup();
    let completed = false;
    idle.state$.subscribe({ complete: () => (completed = true) });
    idle.start('signed-in');
    idle.dispose();
    expect(clock.pendingTimers).toBe(0);
    expect(completed).toBe(true);
  });
});

describe('decideIdlePhase', () => {
  it.each([
    [0, 'active'],
    [14 * MINUTE - 1, 'active'],
    [14 * MINUTE, 'warning'],
    [15 * MINUTE - 1, 'warning'],
    [15 * MINUTE, 'logout'],
  ] as const)('idle for %i ms is %s', (idleFor, phase) => {
    expect(decideIdlePhase(1_000_000_000 + idleFor, 1_000_000_000)).toBe(phase);
  });
});
