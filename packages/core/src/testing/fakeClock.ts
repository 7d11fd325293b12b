import type { Clock, TimerHandle } from '../ports';

interface ScheduledTimer {
  readonly id: number;
  readonly dueAt: number;
  readonly callback: () => void;
}

/**
 * A clock tests drive by hand. Timers fire in due order (ties in scheduling order) as time is
 * advanced; `advanceAsync` lets promise callbacks settle between timers, so async policies
 * (retries after a rejected start, renewals) run as they would for real.
 */
export class FakeClock implements Clock {
  private current: number;
  private nextId = 1;
  private timers: ScheduledTimer[] = [];

  constructor(start: number | Date = Date.UTC(2026, 0, 1, 9, 0, 0)) {
    this.current = typeof start === 'number' ? start : start.getTime();
  }

  now(): number {
    return this.current;
  }

  schedule(callback: () => void, delayMs: number): TimerHandle {
    const id = this.nextId++;
    this.timers.push({ id, dueAt: this.current + Math.max(0, delayMs), callback });
    return id;
  }

  cancel(handle: TimerHandle): void {
    this.timers = this.timers.filter((timer) => timer.id !== handle);
  }

  /** How many timers are waiting. */
  get pendingTimers(): number {
    return this.timers.length;
  }

  /** Moves time forward by `ms`, running every timer that falls due, in order. */
  advance(ms: number): void {
    const target = this.current + ms;
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.current = timer.dueAt;
      this.timers = this.timers.filter((t) => t.id !== timer.id);
      timer.callback();
    }
    this.current = target;
  }

  /** Like `advance`, but lets pending promise jobs run before and after each timer. */
  async advanceAsync(ms: number): Promise<void> {
    const target = this.current + ms;
    await flushPromises();
    for (let timer = this.nextDue(target); timer; timer = this.nextDue(target)) {
      this.current = timer.dueAt;
      this.timers = this.timers.filter((t) => t.id !== timer.id);
      timer.callback();
      await flushPromises();
    }
    this.current = target;
  }

  /** Sets the wall-clock time without firing timers (a machine clock jump). */
  setNow(epochMs: number): void {
    this.current = epochMs;
  }

  private nextDue(target: number): ScheduledTimer | undefined {
    let next: ScheduledTimer | undefined;
    for (const timer of this.timers) {
      if (timer.dueAt <= target && (!next || timer.dueAt < next.dueAt)) next = timer;
    }
    return next;
  }
}

/** Lets queued promise callbacks run (several turns, for chains of awaits). */
export async function flushPromises(turns = 20): Promise<void> {
  for (let i = 0; i < turns; i++) await Promise.resolve();
}
