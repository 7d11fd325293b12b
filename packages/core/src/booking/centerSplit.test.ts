import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES, type Center } from '../schemas';
import { splitCentersByBookingMode } from './centerSplit';

const centerWith = (id: string, onlineBooking: boolean): Center => ({
  ...ENTITY_EXAMPLES.Center,
  id,
  onlineBooking,
});

describe('splitCentersByBookingMode', () => {
  it('puts online centers in onlineBookings and the others in offlineBookings, in order', () => {
    const split = splitCentersByBookingMode([
      centerWith('a', true),
      centerWith('b', false),
      centerWith('c', true),
    ]);
    expect(split.onlineBookings.map((c) => c.id)).toEqual(['a', 'c']);
    expect(split.offlineBookings.map((c) => c.id)).toEqual(['b']);
  });

  it('property: every center lands in exactly one list', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean()), (flags) => {
        const centers = flags.map((online, index) => centerWith(`c${index}`, online));
        const split = splitCentersByBookingMode(centers);
        expect(split.onlineBookings.length + split.offlineBookings.length).toBe(centers.length);
        expect(split.onlineBookings.every((c) => c.onlineBooking)).toBe(true);
        expect(split.offlineBookings.every((c) => !c.onlineBooking)).toBe(true);
      }),
    );
  });
});
