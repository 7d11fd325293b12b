import { DAY, MINUTE } from '../config';
import { utcOffsetMinutesAt } from '../locale';
import type { AvailabilitySlot } from '../schemas';

/**
 * Slots stay UTC instants everywhere (state, calls, calendar); only the screen shows them as
 * wall-clock times of the center's zone. These helpers give it the center-local day and time of
 * each instant, and turn center-local days into the UTC range the availability call takes.
 */

/** A calendar date as YYYY-MM-DD. */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

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

const dateOfUtcFields = (ms: number): LocalDate => {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
};

/** The calendar date an instant falls on in `timeZone` (e.g. the center's "today"). */
export function localDateInZone(epochMs: number, timeZone: string): LocalDate {
  return dateOfUtcFields(epochMs + utcOffsetMinutesAt(timeZone, epochMs) * MINUTE);
}

/** `date` plus `days` calendar days. Throws a RangeError for a date that is not real. */
export function addLocalDays(date: LocalDate, days: number): LocalDate {
  const midnight = utcMidnightOf(date);
  if (Number.isNaN(midnight)) throw new RangeError(`Not a calendar date: ${date}`);
  return dateOfUtcFields(midnight + Math.trunc(days) * DAY);
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

/** The availability query range [from, to) of `days` center-local days from `fromDate`. */
export interface AvailabilityRange {
  readonly from: string;
  readonly to: string;
}

/** `days` whole local days of the center's zone, as the UTC instants the call takes. */
export function availabilityRangeForLocalDays(
  fromDate: LocalDate,
  days: number,
  timeZone: string,
): AvailabilityRange {
  if (!Number.isInteger(days) || days < 1) throw new RangeError('At least one day is needed');
  return {
    from: new Date(startOfLocalDay(fromDate, timeZone)).toISOString(),
    to: new Date(startOfLocalDay(addLocalDays(fromDate, days), timeZone)).toISOString(),
  };
}

/** One slot as the screen shows it: the UTC slot plus its center-local date and time. */
export interface LocalizedSlot {
  readonly slot: AvailabilitySlot;
  readonly startMs: number;
  readonly endMs: number;
  /** The center-local date, YYYY-MM-DD. */
  readonly localDate: LocalDate;
  /** The center-local wall-clock start, HH:mm (24 h; format with `formatDatePreset` to show). */
  readonly localTime: string;
  /** The zone's offset at the start, minutes east of UTC (New York in winter: -300). */
  readonly utcOffsetMinutes: number;
}

/** A center-local day of the calendar with its slots in time order. */
export interface LocalSlotDay {
  readonly localDate: LocalDate;
  /** The zone the day and times are in (the center's), to pass on to the date formatter. */
  readonly timeZone: string;
  readonly slots: readonly LocalizedSlot[];
}

/** One slot in the center's zone; null when its instants cannot be read. */
export function localizeSlot(slot: AvailabilitySlot, timeZone: string): LocalizedSlot | null {
  const startMs = Date.parse(slot.start);
  const endMs = Date.parse(slot.end);
  if (!Number.isFinite(startMs) || !Number.isFinite(endMs)) return null;
  const utcOffsetMinutes = utcOffsetMinutesAt(timeZone, startMs);
  const wall = new Date(startMs + utcOffsetMinutes * MINUTE);
  return {
    slot,
    startMs,
    endMs,
    localDate: dateOfUtcFields(wall.getTime()),
    localTime: `${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`,
    utcOffsetMinutes,
  };
}

/**
 * The calendar of a center: slots grouped by their center-local day, days and slots in time
 * order, duplicates (same start) once. Every readable slot lands in exactly one day.
 */
export function groupSlotsByLocalDay(
  slots: readonly AvailabilitySlot[],
  timeZone: string,
): LocalSlotDay[] {
  const seen = new Set<number>();
  const localized: LocalizedSlot[] = [];
  for (const slot of slots) {
    const entry = localizeSlot(slot, timeZone);
    if (entry === null || seen.has(entry.startMs)) continue;
    seen.add(entry.startMs);
    localized.push(entry);
  }
  localized.sort((a, b) => a.startMs - b.startMs);
  const days: { localDate: LocalDate; timeZone: string; slots: LocalizedSlot[] }[] = [];
  for (const entry of localized) {
    const last = days[days.length - 1];
    if (last && last.localDate === entry.localDate) last.slots.push(entry);
    else days.push({ localDate: entry.localDate, timeZone, slots: [entry] });
  }
  return days;
}
