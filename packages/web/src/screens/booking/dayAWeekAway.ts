import type { LocalDate } from '@scanwise/core';

/** A day of the booking's day grid, as the keyboard moves over it. */
export interface GridDay {
  readonly date: LocalDate;
  /** It has free times (a day without is disabled). */
  readonly free: boolean;
}

/**
 * The day a week before or after `from` in the grid, or the nearest free day beyond it the same
 * way; undefined at the grid's edge. The days read as a calendar, so Up and Down move by its rows.
 */
export function dayAWeekAway(
  days: readonly GridDay[],
  from: LocalDate,
  direction: 1 | -1,
): LocalDate | undefined {
  const at = days.findIndex((day) => day.date === from);
  if (at === -1) return undefined;
  for (let index = at + 7 * direction; index >= 0 && index < days.length; index += direction) {
    const day = days[index];
    if (day?.free) return day.date;
  }
  return undefined;
}
