import { describe, expect, it, vi } from 'vitest';
import { CONSTANTS, SECOND } from '../config';
import { FakeClock, MemoryStorage, RecordingLogger } from '../testing';
import { ToastMachine } from '../toast';
import { IDLE_WARNING_LEAD, createIdleLogoutPolicy } from './idleLogout';
import { IdleWarning } from './idleWarning';

function setup() {
  const clock = new FakeClock(Date.UTC(2026, 0, 1, 9));
  const logger = new RecordingLogger();
  const logout = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const idle = createIdleLogoutPolicy({
    clock,
    storage: new MemoryStorage(),
    toast: new ToastMachine(clock),
    isUserExpired: () => false,
    logout,
  });
  const signOut = vi.fn<() => Promise<void>>(() => Promise.resolve());
  const warning = new IdleWarning({ idle, clock, signOut, logger });
  idle.start('signed-in');
  const toWarning = (): void => clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD);
  return { clock, idle, warning, signOut, logout, logger, toWarning };
}

describe('IdleWarning: the warning before the inactivity logout (WCAG 2.2 SC 2.2.1)', () => {
  it('is closed while the member is active', () => {
    const { clock, warning } = setup();
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD - CONSTANTS.idleCheckInterval);
    expect(warning.getSnapshot()).toEqual({ open: false, secondsLeft: 0 });
  });

  it('opens at 14 minutes with 60 s left and counts down once a second', () => {
    const { clock, warning, toWarning } = setup();
    toWarning();
    expect(warning.getSnapshot()).toEqual({ open: true, secondsLeft: 60 });
    const seen: number[] = [];
    warning.state$.subscribe((state) => seen.push(state.secondsLeft));
    clock.advance(3 * SECOND);
    expect(seen).toEqual([60, 59, 58, 57]);
  });

  it('"Stay signed in" closes it and moves the logout a full interval on', () => {
    const { clock, idle, warning, logout, toWarning } = setup();
    toWarning();
    warning.staySignedIn();
    expect(warning.getSnapshot().open).toBe(false);
    expect(clock.pendingTimers).toBe(1); // the idle check only: no countdown left running
    clock.advance(CONSTANTS.inactiveLogout - IDLE_WARNING_LEAD - CONSTANTS.idleCheckInterval);
    expect(idle.getSnapshot().phase).toBe('active');
    expect(logout).not.toHaveBeenCalled();
  });

  it('"Sign out now" closes it and signs out', () => {
    const { warning, signOut, toWarning } = setup();
    toWarning();
    warning.signOutNow();
    expect(signOut).toHaveBeenCalledTimes(1);
    expect(warning.getSnapshot().open).toBe(false);
  });

  it('with no answer the idle logout happens and the warning closes', () => {
    const { clock, warning, logout, toWarning } = setup();
    toWarning();
    clock.advance(IDLE_WARNING_LEAD);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(warning.getSnapshot()).toEqual({ open: false, secondsLeft: 0 });
  });

  it('a failing sign-out is logged, not thrown', async () => {
    const { warning, signOut, logger, toWarning } = setup();
    toWarning();
    signOut.mockRejectedValueOnce(new Error('offline'));
    warning.signOutNow();
    await Promise.resolve();
    await Promise.resolve();
    expect(logger.has('error', 'Sign-out from the idle warning failed')).toBe(true);
  });

  it('dispose stops the countdown and completes state$', () => {
    const { clock, idle, warning, toWarning } = setup();
    toWarning();
    let completed = false;
    warning.state$.subscribe({ complete: () => (completed = true) });
    warning.dispose();
    idle.dispose();
    expect(completed).toBe(true);
    expect(clock.pendingTimers).toBe(0);
  });
});
