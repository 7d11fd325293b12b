import { MINUTE } from '../config';
import {
  addLocalDays,
  startOfLocalDay,
  utcOffsetMinutesAt,
  wallClockDate,
  type LocalDate,
} from '../locale';
import type { AvailabilitySlot } from '../schemas';

/**
 * Slots stay UTC instants everywhere (state, calls, calendar); only the screen shows them as
 * wall-clock times of the center's zone. These helpers give it the center-local day and time of
 * each instant, and turn center-local days into the UTC range the availability call takes.
 */

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
    localDate: wallClockDate(wall.getTime()),
    localTime: wall.toISOString().slice(11, 16),
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
