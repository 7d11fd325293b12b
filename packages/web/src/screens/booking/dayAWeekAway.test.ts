// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dayAWeekAway } from './dayAWeekAway';

/** Two weeks from Mon 5 January 2026; the days without times are listed. */
const days = (closed: readonly number[]) =>
  Array.from({ length: 14 }, (_, index) => ({
    date: `2026-01-${String(5 + index).padStart(2, '0')}`,
    free: !closed.includes(5 + index),
  }));

describe('the day a week away in the booking’s day grid', () => {
  it('is the same weekday a week later or earlier', () => {
    expect(dayAWeekAway(days([]), '2026-01-06', 1)).toBe('2026-01-13');
    expect(dayAWeekAway(days([]), '2026-01-13', -1)).toBe('2026-01-06');
  });

  it('is the next free day beyond it when that day has no times', () => {
    expect(dayAWeekAway(days([13, 14]), '2026-01-06', 1)).toBe('2026-01-15');
    expect(dayAWeekAway(days([6, 5]), '2026-01-13', -1)).toBeUndefined();
  });

  it('is none at the edge of the grid', () => {
    expect(dayAWeekAway(days([]), '2026-01-14', 1)).toBeUndefined();
    expect(dayAWeekAway(days([]), '2026-01-09', -1)).toBeUndefined();
    expect(dayAWeekAway(days([]), '2026-02-01', 1)).toBeUndefined();
  });
});
