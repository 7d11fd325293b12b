import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addLocalDays, localDateInZone, startOfLocalDay, wallClockDate } from './localDate';
import { TIME_ZONES } from './timeZones';
import { utcOffsetMinutesAt } from './utcOffset';

describe('calendar dates in a time zone', () => {
  it('finds the local date of an instant', () => {
    // 03:00 UTC on 6 January is still 5 January in New York and Los Angeles.
    const at = Date.UTC(2026, 0, 6, 3);
    expect(localDateInZone(at, 'America/New_York')).toBe('2026-01-05');
    expect(localDateInZone(at, 'Europe/London')).toBe('2026-01-06');
    expect(localDateInZone(at, 'Pacific/Guam')).toBe('2026-01-06');
  });

  it('adds calendar days and refuses dates that do not exist', () => {
    expect(addLocalDays('2026-02-27', 2)).toBe('2026-03-01');
    expect(addLocalDays('2024-12-31', 1)).toBe('2025-01-01');
    expect(() => addLocalDays('2026-02-31', 1)).toThrow(RangeError);
    expect(() => startOfLocalDay('tomorrow', 'UTC')).toThrow(RangeError);
  });

  it('reads the date a wall clock shows from its reading as UTC fields', () => {
    expect(wallClockDate(Date.UTC(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(wallClockDate(Date.UTC(987, 11, 31))).toBe('0987-12-31');
  });

  const zones = fc.constantFrom(...TIME_ZONES.map((zone) => zone.id));
  const dates = fc
    .date({
      min: new Date(Date.UTC(2000, 0, 1)),
      max: new Date(Date.UTC(2090, 11, 31)),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10));

  it('property: a local day starts at 00:00 wall-clock in its zone, on that date', () => {
    fc.assert(
      fc.property(dates, zones, (date, zone) => {
        const start = startOfLocalDay(date, zone);
        expect(localDateInZone(start, zone)).toBe(date);
        expect(localDateInZone(start - 1, zone)).toBe(addLocalDays(date, -1));
        const wall = new Date(start + utcOffsetMinutesAt(zone, start) * 60_000);
        expect([wall.getUTCHours(), wall.getUTCMinutes()]).toEqual([0, 0]);
      }),
    );
  });
});
