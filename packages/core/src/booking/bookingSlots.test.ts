import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDateInZone, TIME_ZONES } from '../locale';
import type { AvailabilitySlot } from '../schemas';
import { availabilityRangeForLocalDays, groupSlotsByLocalDay, localizeSlot } from './bookingSlots';

const slot = (start: string, centerId = 'ctr'): AvailabilitySlot => ({
  centerId,
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
});

describe('booking slots in the center time zone (instants stay UTC)', () => {
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
