import { describe, expect, it } from 'vitest';
import { CONSTANTS } from '../config';
import { FakeClock } from '../testing';
import { TOAST_HIDDEN, ToastMachine, type Toast } from './toastMachine';

function setup(): { clock: FakeClock; toast: ToastMachine; seen: Toast[] } {
  const clock = new FakeClock(0);
  const toast = new ToastMachine(clock);
  const seen: Toast[] = [];
  toast.state$.subscribe((t) => seen.push(t));
  return { clock, toast, seen };
}

describe('Toast (spec section 4)', () => {
  it('starts hidden', () => {
    const { toast } = setup();
    expect(toast.getSnapshot()).toBe(TOAST_HIDDEN);
  });

  it('"Showing sets visible and starts a hide timer"', () => {
    const { clock, toast } = setup();
    toast.show('Saved', 1_000);
    expect(toast.getSnapshot()).toEqual({ visible: true, message: 'Saved' });
    expect(clock.pendingTimers).toBe(1);
    clock.advance(999);
    expect(toast.getSnapshot().visible).toBe(true);
    clock.advance(1);
    expect(toast.getSnapshot()).toEqual({ visible: false, message: 'Saved' });
  });

  it('"The default is 15 s"', () => {
    const { clock, toast } = setup();
    toast.show('Hello');
    clock.advance(CONSTANTS.defaultToast - 1);
    expect(toast.getSnapshot().visible).toBe(true);
    clock.advance(1);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it('honours a configured default duration', () => {
    const clock = new FakeClock(0);
    const toast = new ToastMachine(clock, { defaultDurationMs: CONSTANTS.shortToast });
    toast.show('Short');
    clock.advance(CONSTANTS.shortToast);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it.each([0, -1])('"A zero or negative duration means no timer" (%i)', (duration) => {
    const { clock, toast } = setup();
    toast.show('Sticky', duration);
    expect(clock.pendingTimers).toBe(0);
    clock.advance(24 * 60 * 60 * 1000);
    expect(toast.getSnapshot().visible).toBe(true);
  });

  it('"A click or the timeout hides it": a click hides it and cancels the timer', () => {
    const { clock, toast } = setup();
    toast.show('Click me');
    toast.click();
    expect(toast.getSnapshot().visible).toBe(false);
    expect(clock.pendingTimers).toBe(0);
  });

  it('showing again replaces the message and restarts the timer', () => {
    const { clock, toast } = setup();
    toast.show('First', 10_000);
    clock.advance(8_000);
    toast.show('Second', 10_000);
    expect(toast.getSnapshot().message).toBe('Second');
    expect(clock.pendingTimers).toBe(1);
    clock.advance(8_000);
    expect(toast.getSnapshot().visible).toBe(true);
    clock.advance(2_000);
    expect(toast.getSnapshot().visible).toBe(false);
  });

  it('a sticky toast shown over a timed one loses the old timer', () => {
    const { clock, toast } = setup();
    toast.show('Timed', 1_000);
    toast.show('Sticky', 0);
    clock.advance(5_000);
    expect(toast.getSnapshot()).toEqual({ visible: true, message: 'Sticky' });
  });

  it('getSnapshot is referentially stable between changes; state$ emits only changes', () => {
    const { toast, seen } = setup();
    const before = toast.getSnapshot();
    toast.hide();
    expect(toast.getSnapshot()).toBe(before);
    toast.show('Same');
    const shown = toast.getSnapshot();
    toast.show('Same');
    expect(toast.getSnapshot()).toBe(shown);
    expect(seen).toEqual([TOAST_HIDDEN, { visible: true, message: 'Same' }]);
  });

  it('a token hides only the showing it belongs to', () => {
    const { toast } = setup();
    const first = toast.show('First', 0);
    toast.show('Second', 0);
    toast.hide(first);
    expect(toast.getSnapshot()).toEqual({ visible: true, message: 'Second' });
  });

  it('hideAfter restarts the timer of the current showing only', () => {
    const { clock, toast } = setup();
    const stale = toast.show('Old', 0);
    const current = toast.show('New', 0);
    toast.hideAfter(1_000, stale);
    expect(clock.pendingTimers).toBe(0);
    toast.hideAfter(1_000, current);
    clock.advance(1_000);
    expect(toast.getSnapshot().visible).toBe(false);
    toast.hideAfter(1_000);
    expect(clock.pendingTimers).toBe(0);
  });

  it('subscribe suits useSyncExternalStore and unsubscribes', () => {
    const { toast } = setup();
    const calls: Toast[] = [];
    const unsubscribe = toast.subscribe((t) => calls.push(t));
    toast.show('A');
    unsubscribe();
    toast.show('B');
    expect(calls.map((t) => t.message)).toEqual(['', 'A']);
  });

  it('dispose cancels the timer and completes state$', () => {
    const { clock, toast } = setup();
    let completed = false;
    toast.state$.subscribe({ complete: () => (completed = true) });
    toast.show('Bye');
    toast.dispose();
    expect(clock.pendingTimers).toBe(0);
    expect(completed).toBe(true);
  });
});
