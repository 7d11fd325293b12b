import { describe, expect, it } from 'vitest';
import { systemClock } from './systemClock';

describe('systemClock', () => {
  it('reads the real time', () => {
    const before = Date.now();
    const now = systemClock.now();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('schedules on real timers', async () => {
    const started = Date.now();
    const elapsed = await new Promise<number>((resolve) => {
      systemClock.schedule(() => resolve(Date.now() - started), 30);
    });
    expect(elapsed).toBeGreaterThanOrEqual(25);
  });

  it('cancels a scheduled callback; cancelling twice is harmless', async () => {
    let ran = false;
    const handle = systemClock.schedule(() => (ran = true), 10);
    systemClock.cancel(handle);
    systemClock.cancel(handle);
    await new Promise((resolve) => setTimeout(resolve, 40));
    expect(ran).toBe(false);
  });
});
