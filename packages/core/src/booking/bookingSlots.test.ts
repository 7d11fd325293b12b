import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONES, utcOffsetMinutesAt } from '../locale';
import type { AvailabilitySlot } from '../schemas';
import {
  addLocalDays,
  availabilityRangeForLocalDays,
  groupSlotsByLocalDay,
  localDateInZone,
  localizeSlot,
  startOfLocalDay,
} from './bookingSlots';

const slot = (start: string, centerId = 'ctr'): AvailabilitySlot => ({
  centerId,
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
});

describe('booking slots in the center time zone (instants stay UTC)', () => {
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

  it('turns center-local days into the UTC range of the availability call, across DST', () => {
    expect(availabilityRangeForLocalDays('2026-03-07', 2, 'America/New_York')).toEqual({
      from: '2026-03-07T05:00:00.000Z',
      // Daylight time starts on 8 March: midnight on the 9th is 04:00 UTC.
      to: '2026-03-09T04:00:00.000Z',
    });
    expect(availabilityRangeForLocalDays('2026-07-01', 1, 'Europe/London')).toEqual({
      from: '2026-06-30T23:00:00.000Z',
      to: '2026-07-01T23:00:00.000Z',
    });
    expect(() => availabilityRangeForLocalDays('2026-07-01', 0, 'UTC')).toThrow(RangeError);
  });

  it('groups slots by local day with local times, in order, each start once', () => {
    const days = groupSlotsByLocalDay(
      [
        slot('2026-01-06T15:00:00Z'),
        slot('2026-01-06T04:30:00Z'),
        slot('2026-01-06T14:00:00Z'),
        slot('2026-01-06T14:00:00Z'),
        { centerId: 'ctr', start: 'not a date', end: 'x' },
      ],
      'America/New_York',
    );
    expect(days.map((d) => [d.localDate, d.slots.map((s) => s.localTime)])).toEqual([
      ['2026-01-05', ['23:30']],
      ['2026-01-06', ['09:00', '10:00']],
    ]);
    expect(days[0]?.slots[0]?.utcOffsetMinutes).toBe(-300);
    expect(localizeSlot({ centerId: 'c', start: 'x', end: 'y' }, 'UTC')).toBeNull();
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

  it('property: grouping keeps every distinct slot once, days and times ascending', () => {
    const instants = fc.integer({ min: Date.UTC(2026, 0, 1), max: Date.UTC(2026, 11, 31) });
    fc.assert(
      fc.property(fc.array(instants, { maxLength: 30 }), zones, (starts, zone) => {
        const slots = starts.map((ms) => slot(new Date(ms).toISOString()));
        const days = groupSlotsByLocalDay(slots, zone);
        const flat = days.flatMap((day) => day.slots.map((s) => s.startMs));
        expect(flat).toEqual([...new Set(starts)].sort((a, b) => a - b));
        expect(days.map((d) => d.localDate)).toEqual(
          [...new Set(days.map((d) => d.localDate))].sort(),
        );
        for (const day of days)
          for (const s of day.slots) expect(localDateInZone(s.startMs, zone)).toBe(day.localDate);
      }),
    );
  });
});
