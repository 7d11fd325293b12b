import { DAY, MINUTE } from '../config';
import { utcOffsetMinutesAt } from './utcOffset';

/** A calendar date as YYYY-MM-DD. */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC-midnight epoch of a YYYY-MM-DD date, or NaN when it is not a real date. */
function utcMidnightOf(date: LocalDate): number {
  const match = LOCAL_DATE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  // Date.UTC rolls 2026-02-31 over to March: refuse it instead.
  return check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day
    ? ms
    : Number.NaN;
}

/**
 * The calendar date a wall clock shows, given its reading as an instant whose UTC fields are
 * that reading (an instant plus its zone's offset).
 */
export function wallClockDate(wallClockMs: number): LocalDate {
  return new Date(wallClockMs).toISOString().slice(0, 10);
}

/** The calendar date an instant falls on in `timeZone` (a center's or a member's "today"). */
export function localDateInZone(epochMs: number, timeZone: string): LocalDate {
  return wallClockDate(epochMs + utcOffsetMinutesAt(timeZone, epochMs) * MINUTE);
}

/** `date` plus `days` calendar days. Throws a RangeError for a date that is not real. */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const midnight = utcMidnightOf(date);
  if (Number.isNaN(midnight)) throw new RangeError(`Not a calendar date: ${date}`);
  return wallClockDate(midnight + Math.trunc(days) * DAY);
}

/**
 * The instant a local day starts in `timeZone` (00:00 wall-clock). The zone's offset is taken at
 * the guess and once more at the result, which settles every zone of the table (none of them
 * changes its offset at midnight).
 */
export function startOfLocalDay(date: LocalDate, timeZone: string): number {
  const midnight = utcMidnightOf(date);
  if (Number.isNaN(midnight)) throw new RangeError(`Not a calendar date: ${date}`);
  const guess = midnight - utcOffsetMinutesAt(timeZone, midnight) * MINUTE;
  return midnight - utcOffsetMinutesAt(timeZone, guess) * MINUTE;
}
