import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Encounter } from '../schemas';
import { FakeClock } from '../testing';
import {
  SCAN_REPEAT_INTERVAL_MONTHS,
  bookedScansOf,
  repeatScanWarningFor,
  type BookedScan,
} from './repeatScan';

// Issue: "Two Full Body Scans at the same center on the same day book without a word: warn before
// a second booking of the same scan within its repeat interval". The rule, over the Clock's now.

const NEW_YORK = 'America/New_York';
const LONDON = 'Europe/London';

/** The member's Full Body Scan at Fifth Avenue, Tuesday 6 January 2026 at 9:00 in New York. */
const bodyScan: BookedScan = {
  encounterId: 'enc_body',
  kind: 'BODY_SCAN',
  name: 'Full Body Scan',
  start: '2026-01-06T14:00:00Z',
  centerName: 'Scanwise Fifth Avenue',
  timeZone: NEW_YORK,
};
const heartCt: BookedScan = {
  ...bodyScan,
  encounterId: 'enc_heart',
  kind: 'HEART_CT',
  name: 'Heart CT',
  start: '2025-11-20T15:00:00Z',
};

/** The clock: Monday 5 January 2026, 9:00 UTC. */
const clock = new FakeClock(Date.UTC(2026, 0, 5, 9));

const warn = (
  plannedAt: string,
  overrides: Partial<Parameters<typeof repeatScanWarningFor>[0]> = {},
) =>
  repeatScanWarningFor({
    kind: 'BODY_SCAN',
    plannedAt: Date.parse(plannedAt),
    timeZone: NEW_YORK,
    bookedScans: [bodyScan, heartCt],
    now: clock.now(),
    ...overrides,
  });

describe('repeatScanWarningFor: a second booking of the same scan within its repeat interval', () => {
  it('the same scan later the same day at the same center: warned, same day, still to come', () => {
    expect(warn('2026-01-06T19:00:00Z')).toEqual({
      kind: 'BODY_SCAN',
      intervalMonths: 12,
      other: bodyScan,
      sameDay: true,
      upcoming: true,
    });
  });

  it('a few months later: warned, another day', () => {
    expect(warn('2026-05-12T14:00:00Z')).toMatchObject({ other: bodyScan, sameDay: false });
  });

  it('before the booked one counts too (the interval runs both ways)', () => {
    expect(warn('2025-09-01T14:00:00Z')).toMatchObject({ other: bodyScan, sameDay: false });
  });

  it('a full interval apart is not a repeat; one day less is', () => {
    expect(warn('2027-01-06T14:00:00Z')).toBeNull();
    expect(warn('2027-01-05T14:00:00Z')).not.toBeNull();
    expect(warn('2025-01-06T14:00:00Z')).toBeNull();
    expect(warn('2025-01-07T14:00:00Z')).not.toBeNull();
  });

  it('another kind of scan is not a repeat; the heart CT has its own, longer interval', () => {
    expect(warn('2026-01-06T19:00:00Z', { kind: 'LUNG_CT' })).toBeNull();
    expect(SCAN_REPEAT_INTERVAL_MONTHS.HEART_CT).toBe(36);
    expect(warn('2028-06-01T14:00:00Z', { kind: 'HEART_CT' })).toMatchObject({
      other: heartCt,
      intervalMonths: 36,
      upcoming: false,
    });
    expect(warn('2028-11-20T16:00:00Z', { kind: 'HEART_CT' })).toBeNull();
  });

  it('a scan already done: warned, not upcoming', () => {
    const later = new FakeClock(Date.UTC(2026, 2, 1));
    expect(warn('2026-03-10T14:00:00Z', { now: later.now() })).toMatchObject({
      upcoming: false,
      sameDay: false,
    });
  });

  it('the encounter being booked is not a repeat of itself', () => {
    expect(warn('2026-01-06T19:00:00Z', { encounterId: 'enc_body' })).toBeNull();
  });

  it('the nearest of several scans of the kind is named', () => {
    const spring = { ...bodyScan, encounterId: 'enc_spring', start: '2026-04-02T14:00:00Z' };
    expect(warn('2026-03-20T14:00:00Z', { bookedScans: [bodyScan, spring] })?.other).toBe(spring);
  });

  it("days are each center's own: 23:30 in New York is the next day in London", () => {
    const london: BookedScan = { ...bodyScan, start: '2026-01-07T09:00:00Z', timeZone: LONDON };
    // Tuesday 6 January 23:30 in New York is Wednesday 04:30 in London: not the same day there.
    expect(warn('2026-01-07T04:30:00Z', { bookedScans: [london] })?.sameDay).toBe(false);
    expect(warn('2026-01-07T12:00:00Z', { bookedScans: [london] })?.sameDay).toBe(true);
  });
});

describe('bookedScansOf: the member scans that hold a time', () => {
  const example = ENTITY_EXAMPLES.Encounter;
  const at = (id: string, patch: Partial<Encounter>): Encounter => ({ ...example, id, ...patch });

  it('keeps booked and done scans, with their name, time and center', () => {
    expect(bookedScansOf([example])).toEqual([
      {
        encounterId: example.id,
        kind: 'BODY_SCAN',
        name: 'Full Body Scan',
        start: example.appointment?.start,
        centerName: 'Scanwise Fifth Avenue',
        timeZone: NEW_YORK,
      },
    ]);
  });

  it('leaves out what holds no time: no appointment, cancelled or missed', () => {
    const appointment = example.appointment!;
    expect(
      bookedScansOf([
        at('enc_unscheduled', { status: 'AWAITING_SCHEDULING', appointment: null }),
        at('enc_cancelled', { status: 'CANCELLED' }),
        at('enc_no_show', { appointment: { ...appointment, status: 'NO_SHOW' } }),
        at('enc_moved_away', { appointment: { ...appointment, status: 'CANCELLED' } }),
      ]),
    ).toEqual([]);
  });

  it('names a scan by its plan when the encounter has no name', () => {
    expect(bookedScansOf([at('enc_x', { name: null })])[0]?.name).toBe('Full Body Scan');
  });
});
