import type { AvailabilitySlot, Center } from '@scanwise/core';
import { addMinutes, iso, wallClock, zonedTimeToUtc } from './time';

/**
 * Opening hours of every center, in the center's own time zone: Monday to Friday 08:00-18:00,
 * Saturday 09:00-13:00, closed on Sunday. Slots start every 30 minutes and last the plan's
 * duration; a center scans one member at a time.
 */
export const OPENING_HOURS: Readonly<Record<number, readonly [number, number] | undefined>> = {
  1: [8 * 60, 18 * 60],
  2: [8 * 60, 18 * 60],
  3: [8 * 60, 18 * 60],
  4: [8 * 60, 18 * 60],
  5: [8 * 60, 18 * 60],
  6: [9 * 60, 13 * 60],
};
export const SLOT_STEP_MINUTES = 30;
/** Slots closer than this to now are not offered (centers need a day to prepare). */
export const BOOKING_LEAD_HOURS = 24;
/** The widest range one availability query may ask for. */
export const MAX_AVAILABILITY_DAYS = 31;

export interface BusyRange {
  start: Date;
  end: Date;
}

/**
 * Free slots of a center starting in [from, to), computed on the center's local calendar so
 * daylight-saving changes move the UTC times, not the local opening hours.
 */
export function freeSlots(
  center: Center,
  from: Date,
  to: Date,
  durationMinutes: number,
  busy: readonly BusyRange[],
  now: Date,
): AvailabilitySlot[] {
  const slots: AvailabilitySlot[] = [];
  const earliest = now.getTime() + BOOKING_LEAD_HOURS * 3_600_000;
  // Walk local calendar days from the day `from` falls on (in the center's zone) to `to`.
  const first = wallClock(from, center.timeZone);
  let dayCursor = Date.UTC(first.year, first.month - 1, first.day);
  const endCursor = to.getTime() + 2 * 86_400_000;
  for (; dayCursor <= endCursor; dayCursor += 86_400_000) {
    const day = new Date(dayCursor);
    const year = day.getUTCFullYear();
    const month = day.getUTCMonth() + 1;
    const date = day.getUTCDate();
    const hours = OPENING_HOURS[day.getUTCDay()];
    if (!hours) continue;
    const [open, close] = hours;
    for (let minute = open; minute + durationMinutes <= close; minute += SLOT_STEP_MINUTES) {
      const start = zonedTimeToUtc(
        year,
        month,
        date,
        Math.floor(minute / 60),
        minute % 60,
        center.timeZone,
      );
      if (start < from || start >= to || start.getTime() < earliest) continue;
      const end = addMinutes(start, durationMinutes);
      if (busy.some((range) => range.start < end && start < range.end)) continue;
      slots.push({ centerId: center.id, start: iso(start), end: iso(end) });
    }
  }
  return slots;
}
