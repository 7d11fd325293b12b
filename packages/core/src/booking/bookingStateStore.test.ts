import { describe, expect, it } from 'vitest';
import { CONSTANTS } from '../config';
import { ENTITY_EXAMPLES } from '../schemas';
import { MemoryStorage, RecordingLogger } from '../testing';
import { BOOKING_STATE_FIELDS, DEFAULT_BOOKING_STATE, type BookingState } from './bookingState';
import {
  BOOKING_STATE_STORAGE_KEY,
  BOOKING_STATE_VERSION,
  createBookingStateStore,
} from './bookingStateStore';

const stored = (state: unknown, version: number = BOOKING_STATE_VERSION): string =>
  JSON.stringify({ version, state });

const setUp = (initial?: Record<string, string>) => {
  const storage = new MemoryStorage(initial);
  const logger = new RecordingLogger();
  const store = createBookingStateStore({ storage, logger });
  return { storage, logger, store };
};

describe('booking state: every field of spec section 3', () => {
  it('has "encounterId, sex, dob, center, ..., selectedAddons, eventCenterId", in that order', () => {
    expect(BOOKING_STATE_FIELDS).toEqual([
      'encounterId',
      'sex',
      'dob',
      'center',
      'offlineBookings',
      'onlineBookings',
      'availableCenters',
      'memberDiscount',
      'package',
      'packages',
      'promoCode',
      'validEntry',
      'bookingType',
      'availableDiscounts',
      'utmParams',
      'cacAnswers',
      'validEntryAppointmentActions',
      'validAssociateEntry',
      'finalPrice',
      'additionalBookingInformation',
      'currentAppointment',
      'selectedAddons',
      'eventCenterId',
    ]);
  });

  it('"finalPrice (default "0")", every entry flag false', () => {
    const { store } = setUp();
    const state = store.getSnapshot();
    expect(state.finalPrice).toBe('0');
    expect(state.finalPrice).toBe(CONSTANTS.defaultFinalPrice);
    expect(state.validEntry).toBe(false);
    expect(state.validAssociateEntry).toBe(false);
    expect(state.validEntryAppointmentActions).toBe(false);
    expect(state).toEqual(DEFAULT_BOOKING_STATE);
  });
});

describe('createBookingStateStore over session storage', () => {
  it('stores an update and a new store on the same storage reads it back (a reload)', () => {
    const { storage, store } = setUp();
    store.update({
      encounterId: 'enc_1001',
      bookingType: 'book-scan',
      validEntry: true,
      center: ENTITY_EXAMPLES.Center,
      package: ENTITY_EXAMPLES.Plan,
      selectedAddons: [ENTITY_EXAMPLES.AddOn],
      currentAppointment: ENTITY_EXAMPLES.Appointment,
      memberDiscount: ENTITY_EXAMPLES.Discount,
      utmParams: ENTITY_EXAMPLES.UtmParams,
      finalPrice: '2499.00',
    });
    expect(storage.getItem(BOOKING_STATE_STORAGE_KEY)).not.toBeNull();
    const reloaded = createBookingStateStore({ storage });
    expect(reloaded.getSnapshot()).toEqual(store.getSnapshot());
    expect(reloaded.getSnapshot().center?.id).toBe(ENTITY_EXAMPLES.Center.id);
  });

  it('emits on state$ only when something changed, and keeps unchanged snapshots identical', () => {
    const { store } = setUp();
    const seen: BookingState[] = [];
    const unsubscribe = store.subscribe((state) => seen.push(state));
    const first = store.getSnapshot();
    expect(store.update({ validEntry: false })).toBe(first);
    store.update({ validEntry: true });
    store.update({ validEntry: true });
    unsubscribe();
    store.update({ promoCode: 'SPRING' });
    expect(seen.map((s) => s.validEntry)).toEqual([false, true]);
    expect(Object.isFrozen(store.getSnapshot())).toBe(true);
  });

  it('answerCac records answers and recomputes isRejected', () => {
    const { store, storage } = setUp();
    store.answerCac({ cacSymptoms: false, cacStent: true });
    expect(store.getSnapshot().cacAnswers).toMatchObject({ cacStent: true, isRejected: true });
    store.answerCac({ cacStent: false });
    expect(store.getSnapshot().cacAnswers.isRejected).toBe(false);
    expect(createBookingStateStore({ storage }).getSnapshot().cacAnswers.cacStent).toBe(false);
  });

  it('reset goes back to the defaults and removes the stored entry', () => {
    const { store, storage } = setUp();
    store.update({ validEntry: true });
    store.reset();
    expect(store.getSnapshot()).toEqual(DEFAULT_BOOKING_STATE);
    expect(storage.getItem(BOOKING_STATE_STORAGE_KEY)).toBeNull();
  });

  it('an entry written before a field existed still loads, the missing field at its default', () => {
    const { finalPrice: _dropped, ...older } = { ...DEFAULT_BOOKING_STATE, encounterId: 'enc_1' };
    const { store, logger } = setUp({ [BOOKING_STATE_STORAGE_KEY]: stored(older) });
    expect(store.getSnapshot().encounterId).toBe('enc_1');
    expect(store.getSnapshot().finalPrice).toBe('0');
    expect(logger.entries).toEqual([]);
  });

  it.each([
    ['text that is not JSON', '{not json'],
    ['another version', stored(DEFAULT_BOOKING_STATE, BOOKING_STATE_VERSION + 1)],
    ['a state that is not an object', stored([1, 2])],
    ['a field of the wrong type', stored({ ...DEFAULT_BOOKING_STATE, validEntry: 'yes' })],
    ['a bookingType outside the six', stored({ ...DEFAULT_BOOKING_STATE, bookingType: 'join' })],
    ['a malformed center', stored({ ...DEFAULT_BOOKING_STATE, center: { id: 'x' } })],
  ])('corrupt stored data (%s) is discarded with a warning, never thrown', (_case, raw) => {
    const { store, logger, storage } = setUp({ [BOOKING_STATE_STORAGE_KEY]: raw });
    expect(store.getSnapshot()).toEqual(DEFAULT_BOOKING_STATE);
    expect(logger.messages('warn')).toEqual(['Stored booking state discarded']);
    expect(storage.getItem(BOOKING_STATE_STORAGE_KEY)).toBeNull();
  });

  it('names the bad field in the warning without quoting the stored value', () => {
    const { logger } = setUp({
      [BOOKING_STATE_STORAGE_KEY]: stored({ ...DEFAULT_BOOKING_STATE, dob: 'jane-secret' }),
    });
    expect(logger.entries[0]?.context).toEqual({ path: 'state.dob' });
    expect(JSON.stringify(logger.entries)).not.toContain('jane-secret');
  });

  it('a storage that throws on read or write is logged, and the state still works in memory', () => {
    const logger = new RecordingLogger();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
      keys: () => [],
    };
    const store = createBookingStateStore({ storage: broken, logger });
    store.update({ validEntry: true });
    store.reset();
    expect(store.getSnapshot()).toEqual(DEFAULT_BOOKING_STATE);
    expect(logger.messages('warn')).toEqual([
      'Booking state could not be read',
      'Booking state could not be stored',
    ]);
  });

  it('dispose completes state$', () => {
    const { store } = setUp();
    let completed = false;
    store.state$.subscribe({ complete: () => (completed = true) });
    store.dispose();
    expect(completed).toBe(true);
  });
});
