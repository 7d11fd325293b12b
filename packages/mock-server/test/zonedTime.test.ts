import { describe, expect, it } from 'vitest';
import { zonedTimeToUtc, zoneOffsetMinutes } from '../src/platform/time';

describe('the platform reads wall-clock times in a member zone', () => {
  it('gives New York its winter and summer offsets', () => {
    expect(zoneOffsetMinutes(new Date('2026-01-15T12:00:00Z'), 'America/New_York')).toBe(-300);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'America/New_York')).toBe(-240);
    expect(zoneOffsetMinutes(new Date('2026-07-15T12:00:00Z'), 'Europe/London')).toBe(60);
  });

  it('turns a London appointment time into its instant on either side of the clock change', () => {
    expect(zonedTimeToUtc(2026, 3, 28, 9, 30, 'Europe/London').toISOString()).toBe(
      '2026-03-28T09:30:00.000Z',
    );
    expect(zonedTimeToUtc(2026, 3, 30, 9, 30, 'Europe/London').toISOString()).toBe(
      '2026-03-30T08:30:00.000Z',
    );
  });

  it('reads a time the spring jump skips with the offset after the jump', () => {
    // 02:30 does not exist in New York on 8 March 2026: the clocks go from 02:00 to 03:00.
    expect(zonedTimeToUtc(2026, 3, 8, 2, 30, 'America/New_York').toISOString()).toBe(
      '2026-03-08T06:30:00.000Z',
    );
  });

  it('gives the later instant of the hour the autumn change repeats', () => {
    expect(zonedTimeToUtc(2026, 10, 25, 1, 30, 'Europe/London').toISOString()).toBe(
      '2026-10-25T01:30:00.000Z',
    );
  });
});
