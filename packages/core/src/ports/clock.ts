/** Opaque handle of a scheduled callback; only the clock that made it can cancel it. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object;

/**
 * The only source of time in core. Policies (idle, toast, retries, renewal) read `now()` and
 * schedule through it, so tests drive them with a fake clock and never wait for real time.
 */
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number;
  /** Runs `callback` once after `delayMs` (0 or more). */
  schedule(callback: () => void, delayMs: number): TimerHandle;
  /** Cancels a scheduled callback; cancelling one that already ran is harmless. */
  cancel(handle: TimerHandle): void;
}
