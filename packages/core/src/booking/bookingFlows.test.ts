import { describe, expect, it } from 'vitest';
import {
  BOOKING_FLOW_PREFIXES,
  BOOKING_FLOW_STEPS,
  BOOKING_STEPS_NEEDING_VALID_ENTRY,
  bookingFlowPath,
  bookingStepNeedsValidEntry,
} from './bookingFlows';
import { BOOKING_ENTRY_FLAGS, bookingEntryFlagsOf } from './entryFlags';
import { DEFAULT_BOOKING_STATE } from './bookingState';
import { FLOW_TYPES, isFlowType } from '../flow';

describe('booking flows', () => {
  it('"Six prefixes: sign-up, invite, sponsored, book-scan, renewal, referral"', () => {
    expect(BOOKING_FLOW_PREFIXES).toEqual([
      'sign-up',
      'invite',
      'sponsored',
      'book-scan',
      'renewal',
      'referral',
    ]);
    expect(BOOKING_FLOW_PREFIXES).toBe(FLOW_TYPES);
  });

  it('"Each prefix has children select-plan, schedule-scan, reserve-appointment, scan-confirm and booking-error"', () => {
    expect(BOOKING_FLOW_STEPS).toEqual([
      'select-plan',
      'schedule-scan',
      'reserve-appointment',
      'scan-confirm',
      'booking-error',
    ]);
  });

  it('"The last four are allowed only with a valid booking entry": select-plan is free', () => {
    expect(BOOKING_STEPS_NEEDING_VALID_ENTRY).toEqual(BOOKING_FLOW_STEPS.slice(1));
    expect(bookingStepNeedsValidEntry('select-plan')).toBe(false);
    for (const step of BOOKING_FLOW_STEPS.slice(1))
      expect(bookingStepNeedsValidEntry(step)).toBe(true);
  });

  it('builds the paths of a prefix and of its steps', () => {
    expect(bookingFlowPath('book-scan')).toBe('/book-scan');
    expect(bookingFlowPath('renewal', 'scan-confirm')).toBe('/renewal/scan-confirm');
  });

  it('"Flow types: sign-up, book-scan, renewal, referral, invite, sponsored"', () => {
    for (const type of ['sign-up', 'book-scan', 'renewal', 'referral', 'invite', 'sponsored']) {
      expect(isFlowType(type)).toBe(true);
    }
    expect(isFlowType('join')).toBe(false);
    expect(isFlowType(3)).toBe(false);
  });
});

describe('entry flags: "Booking screens are gated by the flags validEntry, validAssociateEntry and validEntryAppointmentActions"', () => {
  it('names the three flags and reads them from a booking state', () => {
    expect(BOOKING_ENTRY_FLAGS).toEqual([
      'validEntry',
      'validAssociateEntry',
      'validEntryAppointmentActions',
    ]);
    expect(
      bookingEntryFlagsOf({
        ...DEFAULT_BOOKING_STATE,
        validEntry: true,
        validEntryAppointmentActions: true,
      }),
    ).toEqual({ validEntry: true, validAssociateEntry: false, validEntryAppointmentActions: true });
  });
});
