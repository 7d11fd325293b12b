import { CONSTANTS, DAY, type Days } from '../config';

/**
 * "A date less than this many days away counts as near: 121 days" (spec section 9). `now` is
 * explicit (pass `clock.now()`). The distance is `date - now` in exact 24-hour days, so a date
 * already past is also near (it is less than 121 days away); exactly 121 days is not near.
 */
export function isNearDate(
  date: number | Date,
  now: number | Date,
  days: Days = CONSTANTS.nearDateDays,
): boolean {
  const at = typeof date === 'number' ? date : date.getTime();
  const from = typeof now === 'number' ? now : now.getTime();
  if (!Number.isFinite(at) || !Number.isFinite(from)) return false;
  return at - from < days * DAY;
}

/** Whole days from `now` to `date`, truncated toward zero (negative when past). */
export function daysUntil(date: number | Date, now: number | Date): number {
  const at = typeof date === 'number' ? date : date.getTime();
  const from = typeof now === 'number' ? now : now.getTime();
  return Math.trunc((at - from) / DAY);
}
