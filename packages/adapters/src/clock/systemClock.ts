import type { Clock, TimerHandle } from '@scanwise/core';

/** The {@link Clock} on real timers: `Date.now()` and `setTimeout`/`clearTimeout`. */
export const systemClock: Clock = {
  now: () => Date.now(),
  schedule: (callback: () => void, delayMs: number): TimerHandle =>
    setTimeout(callback, Math.max(0, delayMs)),
  cancel: (handle: TimerHandle): void => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};
