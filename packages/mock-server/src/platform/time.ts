/** Time helpers of the platform: whole days in UTC and wall-clock times in an IANA zone. */

import { utcOffsetMinutesAt } from '@scanwise/core';

export const DAY_MS = 86_400_000;

/** Midnight UTC of the day `date` falls on. */
export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function addMinutes(date: Date, minutes: number): Date {
  return new Date(date.getTime() + minutes * 60_000);
}

/** ISO 8601 in UTC without milliseconds, e.g. 2026-03-02T14:00:00Z. */
export function iso(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** YYYY-MM-DD of a date in UTC. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  /** 0 Sunday .. 6 Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The wall-clock reading of an instant in a zone. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    weekday: WEEKDAYS.indexOf(parts['weekday'] ?? 'Sun'),
  };
}

/** Offset of the zone from UTC at an instant, in minutes (New York in winter: -300). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  return utcOffsetMinutesAt(timeZone, date.getTime());
}

/**
 * The instant a wall-clock time has in a zone (a time skipped by a daylight-saving jump is read
 * with the offset after the jump, so it lands an hour before it on the wall clock; an hour the
 * autumn change repeats gives its later instant, in standard time).
 */
export function zonedTimeToUtc(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  let result = new Date(guess - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
  const second = new Date(guess - zoneOffsetMinutes(result, timeZone) * 60_000);
  if (second.getTime() !== result.getTime()) result = second;
  return result;
}
