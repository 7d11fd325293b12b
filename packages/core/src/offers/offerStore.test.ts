import { describe, expect, it } from 'vitest';
import { OFFER_TYPES } from '../schemas';
import { MemoryStorage, RecordingLogger } from '../testing';
import { NO_MEMBER_OFFER, OFFER_STATE_STORAGE_KEY, createOfferStore } from './offerStore';

describe('offer store: "Offer store (local storage): memberOfferCode, memberOfferType"', () => {
  it('starts without an offer', () => {
    const store = createOfferStore({ storage: new MemoryStorage() });
    expect(store.getSnapshot()).toEqual({ memberOfferCode: null, memberOfferType: null });
  });

  it.each(OFFER_TYPES)(
    'keeps a %s offer in one local-storage entry, read back by a new store',
    (type) => {
      const storage = new MemoryStorage();
      createOfferStore({ storage }).rememberOffer(' FRIEND-42 ', type);
      expect(storage.keys()).toEqual([OFFER_STATE_STORAGE_KEY]);
      expect(createOfferStore({ storage }).getSnapshot()).toEqual({
        memberOfferCode: 'FRIEND-42',
        memberOfferType: type,
      });
    },
  );

  it('ignores a blank code and forgets the offer on reset', () => {
    const storage = new MemoryStorage();
    const store = createOfferStore({ storage });
    const codes: (string | null)[] = [];
    store.subscribe((state) => codes.push(state.memberOfferCode));
    store.rememberOffer('   ', 'REFERRAL');
    store.rememberOffer('ACME-1', 'INVITED');
    store.reset();
    expect(codes).toEqual([null, 'ACME-1', null]);
    expect(store.getSnapshot()).toEqual(NO_MEMBER_OFFER);
    expect(storage.getItem(OFFER_STATE_STORAGE_KEY)).toBeNull();
    store.dispose();
  });

  it('discards a stored offer of an unknown type with a warning', () => {
    const logger = new RecordingLogger();
    const storage = new MemoryStorage({
      [OFFER_STATE_STORAGE_KEY]: JSON.stringify({
        version: 1,
        state: { memberOfferCode: 'X', memberOfferType: 'FREE' },
      }),
    });
    expect(createOfferStore({ storage, logger }).getSnapshot()).toEqual(NO_MEMBER_OFFER);
    expect(logger.entries).toEqual([
      {
        level: 'warn',
        message: 'Stored offer state discarded',
        context: { path: 'state.memberOfferType' },
      },
    ]);
  });
});
