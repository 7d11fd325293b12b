import { describe, expect, it } from 'vitest';
import { MemoryStorage, RecordingLogger } from '../testing';
import { BOOKING_ID_STORAGE_KEY, createBookingIdStore } from './bookingIdStore';

describe('booking id store: "Booking id store (session storage): bookingId"', () => {
  it('starts without a booking id, keeps one across a reload and forgets it on reset', () => {
    const storage = new MemoryStorage();
    const store = createBookingIdStore({ storage });
    expect(store.getSnapshot()).toEqual({ bookingId: null });
    store.setBookingId('bk_42');
    expect(createBookingIdStore({ storage }).getSnapshot().bookingId).toBe('bk_42');
    const seen: (string | null)[] = [];
    store.subscribe((state) => seen.push(state.bookingId));
    store.reset();
    expect(seen).toEqual(['bk_42', null]);
    expect(storage.getItem(BOOKING_ID_STORAGE_KEY)).toBeNull();
    store.dispose();
  });

  it('discards a corrupt stored id with a warning', () => {
    const storage = new MemoryStorage({
      [BOOKING_ID_STORAGE_KEY]: JSON.stringify({ version: 1, state: { bookingId: 7 } }),
    });
    const logger = new RecordingLogger();
    const store = createBookingIdStore({ storage, logger });
    expect(store.getSnapshot().bookingId).toBeNull();
    expect(logger.has('warn', 'Stored booking id discarded')).toBe(true);
  });
});
