import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  readClaimOfferQuery,
  readClaimOfferSponsoredQuery,
  readReferralQuery,
} from './offerQueries';

describe('claim-offer queries', () => {
  it('"/sign-up/claim-offer: Query code, partner" is an INVITED offer', () => {
    expect(readClaimOfferQuery({ code: 'ACME-1', partner: 'acme', encounterName: 'x' })).toEqual({
      code: 'ACME-1',
      offerType: 'INVITED',
      partner: 'acme',
      encounterName: null,
    });
  });

  it('"/sign-up/claim-offer-sponsored: Query code, partner, encounterName" is a SPONSORED offer', () => {
    expect(
      readClaimOfferSponsoredQuery({
        code: 'SP-9',
        partner: 'acme',
        encounterName: 'Spring screening',
      }),
    ).toEqual({
      code: 'SP-9',
      offerType: 'SPONSORED',
      partner: 'acme',
      encounterName: 'Spring screening',
    });
  });

  it('"/sign-up/referral: Query code" is a REFERRAL offer', () => {
    expect(readReferralQuery({ code: 'FRIEND-42', partner: 'ignored' })).toEqual({
      code: 'FRIEND-42',
      offerType: 'REFERRAL',
      partner: null,
      encounterName: null,
    });
  });

  it('without a code there is nothing to claim; blank partner and encounterName are null', () => {
    expect(readClaimOfferQuery({ partner: 'acme' })).toBeUndefined();
    expect(readReferralQuery({ code: '  ' })).toBeUndefined();
    expect(readClaimOfferSponsoredQuery({ code: 'A', partner: ' ', encounterName: '' })).toEqual({
      code: 'A',
      offerType: 'SPONSORED',
      partner: null,
      encounterName: null,
    });
  });

  it('property: reading any query never throws and a result always has a non-blank code', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.string()), (query) => {
        for (const read of [readClaimOfferQuery, readClaimOfferSponsoredQuery, readReferralQuery]) {
          const offer = read(query);
          if (offer !== undefined) expect(offer.code.trim()).toBe(offer.code);
          if (offer !== undefined) expect(offer.code).not.toBe('');
        }
      }),
    );
  });
});
