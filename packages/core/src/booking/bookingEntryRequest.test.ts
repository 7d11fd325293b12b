import { describe, expect, it } from 'vitest';
import { bookingEntryInputOf, entryStartsJourney } from './bookingEntryRequest';

describe('bookingEntryInputOf: the entry a select-plan URL brings', () => {
  it('reads the offer code, partner and encounter name, trimmed, under either spelling', () => {
    expect(
      bookingEntryInputOf({
        flow: 'sponsored',
        query: { offerCode: ' ACME ', partnerName: 'acme', encounterName: 'Acme screening' },
      }),
    ).toMatchObject({
      prefix: 'sponsored',
      offerCode: 'ACME',
      partnerName: 'acme',
      encounterName: 'Acme screening',
    });
  });

  it('takes a referral code from the URL first, else the one the offer store kept', () => {
    const kept = { memberOfferCode: 'KEPT', memberOfferType: 'REFERRAL' } as const;
    expect(
      bookingEntryInputOf({ flow: 'referral', query: { referralCode: 'R1' } }, kept).referralCode,
    ).toBe('R1');
    expect(bookingEntryInputOf({ flow: 'referral', query: {} }, kept).referralCode).toBe('KEPT');
    expect(
      bookingEntryInputOf(
        { flow: 'referral', query: {} },
        { memberOfferCode: 'INV', memberOfferType: 'INVITED' },
      ).referralCode,
    ).toBeNull();
  });
});

describe('entryStartsJourney', () => {
  const journey = {
    step: 'schedule-scan',
    flow: 'renewal',
    entry: {
      flow: 'renewal',
      offerCode: null,
      partnerName: null,
      encounterName: null,
      encounterId: 'enc_1',
    },
  } as const;
  const starts = (query: Record<string, string>) => {
    const request = { flow: 'renewal', query } as const;
    return entryStartsJourney(journey, request, bookingEntryInputOf(request));
  };

  it('resumes for a URL without entry data or with the same encounter', () => {
    expect(starts({})).toBe(false);
    expect(starts({ encounterId: 'enc_1' })).toBe(false);
  });

  it('starts afresh for another encounter or a code the journey does not have', () => {
    expect(starts({ encounterId: 'enc_2' })).toBe(true);
    expect(starts({ code: 'X' })).toBe(true);
  });
});
