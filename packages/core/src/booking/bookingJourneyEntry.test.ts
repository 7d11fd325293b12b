import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkBookingJourneyEntry } from './bookingJourneyEntry';
import { bookingJourneyError } from './bookingJourneyError';

describe('checkBookingJourneyEntry', () => {
  it('accepts the six prefixes with what each needs, trimming codes', () => {
    expect(
      checkBookingJourneyEntry({ prefix: '/invite/', offerCode: ' INV1 ', partnerName: ' ' }),
    ).toEqual({
      ok: true,
      entry: {
        flow: 'invite',
        offerCode: 'INV1',
        partnerName: null,
        encounterName: null,
        encounterId: null,
      },
    });
    expect(checkBookingJourneyEntry({ prefix: 'referral', offerCode: 'REF' })).toMatchObject({
      ok: true,
      entry: { offerCode: 'REF' },
    });
    // A code on a flow without offers is not kept.
    expect(checkBookingJourneyEntry({ prefix: 'book-scan', offerCode: 'X' })).toMatchObject({
      ok: true,
      entry: { offerCode: null },
    });
  });

  it('property: never throws, and only the six prefixes pass', () => {
    fc.assert(
      fc.property(fc.string(), fc.option(fc.string()), (prefix, code) => {
        const result = checkBookingJourneyEntry({
          prefix,
          offerCode: code,
          referralCode: code,
          encounterId: code,
        });
        if (result.ok) {
          expect(['sign-up', 'invite', 'sponsored', 'book-scan', 'renewal', 'referral']).toContain(
            result.entry.flow,
          );
        }
      }),
    );
  });
});

describe('bookingJourneyError', () => {
  it('carries a message key, the way back and whether it blocks', () => {
    expect(bookingJourneyError('slotUnavailable')).toEqual({
      code: 'slotUnavailable',
      messageKey: 'booking.errors.slotUnavailable',
      backTo: 'schedule-scan',
      blocking: false,
      detail: null,
    });
    expect(bookingJourneyError('offerExpired')).toMatchObject({ backTo: 'home', blocking: true });
    expect(
      bookingJourneyError('loadFailed', { blocking: true, backTo: 'home', detail: 'x' }),
    ).toMatchObject({
      blocking: true,
      backTo: 'home',
      detail: 'x',
    });
  });
});
