import { describe, expect, it } from 'vitest';
import { FakeClock, flushPromises } from './fakeClock';

describe('FakeClock (Clock)', () => {
  it('runs timers in due order, ties in scheduling order, and cancels', () => {
    const clock = new FakeClock(1_000);
    const order: string[] = [];
    clock.schedule(() => order.push('b'), 20);
    clock.schedule(() => order.push('a1'), 10);
    clock.schedule(() => order.push('a2'), 10);
    const cancelled = clock.schedule(() => order.push('x'), 5);
    clock.cancel(cancelled);
    clock.advance(15);
    expect(order).toEqual(['a1', 'a2']);
    expect(clock.now()).toBe(1_015);
    clock.advance(5);
    expect(order).toEqual(['a1', 'a2', 'b']);
    expect(clock.pendingTimers).toBe(0);
  });

  it('a timer scheduled by a timer within the window also runs, at its own time', () => {
    const clock = new FakeClock(new Date(0));
    const at: number[] = [];
    clock.schedule(() => {
      at.push(clock.now());
      clock.schedule(() => at.push(clock.now()), -5);
    }, 10);
    clock.advance(100);
    expect(at).toEqual([10, 10]);
  });

  it('advanceAsync lets promises settle between timers; setNow jumps without firing', async () => {
    const clock = new FakeClock(0);
    const seen: string[] = [];
    clock.schedule(() => {
      void Promise.resolve().then(() => {
        seen.push(`resolved at ${clock.now()}`);
        clock.schedule(() => seen.push('follow-up'), 5);
      });
    }, 10);
    await clock.advanceAsync(20);
    expect(seen).toEqual(['resolved at 10', 'follow-up']);
    clock.setNow(1_000_000);
    expect(clock.now()).toBe(1_000_000);
    await flushPromises();
  });
});
