import { describe, expect, it } from 'vitest';
import {
  BOOKING_PROVIDER_VALUES,
  BookingProvider,
  BookingProviderSchema,
  COUNTRIES,
  CURRENCIES,
  CountrySchema,
  CurrencySchema,
  FUNNEL_STAGES,
  FunnelStageSchema,
  OFFER_TYPES,
  OfferTypeSchema,
  UK_REGION_CODES,
  validatePayload,
} from './index';

describe('shared enums', () => {
  it('"The booking provider or source is a numeric enumeration: {product} 0, RadNetEast 1, ZwangerPesiri 2, RadNetWest 3, RadNetArizona 4, AMRIC 5, InternalBooking 6"', () => {
    expect(BookingProvider).toEqual({
      Scanwise: 0,
      RadNetEast: 1,
      ZwangerPesiri: 2,
      RadNetWest: 3,
      RadNetArizona: 4,
      AMRIC: 5,
      InternalBooking: 6,
    });
    expect([...BOOKING_PROVIDER_VALUES]).toEqual(Object.values(BookingProvider));
    expect(validatePayload(BookingProviderSchema, 6).ok).toBe(true);
    expect(validatePayload(BookingProviderSchema, 7).ok).toBe(false);
    expect(validatePayload(BookingProviderSchema, '0').ok).toBe(false);
  });

  it('"Offers come in three types: REFERRAL, INVITED and SPONSORED"', () => {
    expect(OFFER_TYPES).toEqual(['REFERRAL', 'INVITED', 'SPONSORED']);
    expect(validatePayload(OfferTypeSchema, 'PROMO').ok).toBe(false);
  });

  it('"Booking funnel stages: ACCOUNT_CREATED, SCAN_SELECTION_PAGE, PACKAGE_SELECTED, PACKAGE_REJECTED, LOCATION_PAGE, CENTER_SELECTED, PAYMENT_PAGE, MY_MONITOR_BOOK_NOW"', () => {
    expect(FUNNEL_STAGES).toEqual([
      'ACCOUNT_CREATED',
      'SCAN_SELECTION_PAGE',
      'PACKAGE_SELECTED',
      'PACKAGE_REJECTED',
      'LOCATION_PAGE',
      'CENTER_SELECTED',
      'PAYMENT_PAGE',
      'MY_MONITOR_BOOK_NOW',
    ]);
    expect(validatePayload(FunnelStageSchema, 'CHECKOUT').ok).toBe(false);
  });

  it('"members (patients) in the US and the UK": countries US and GB', () => {
    expect(COUNTRIES).toEqual(['US', 'GB']);
    expect(validatePayload(CountrySchema, 'UK').ok).toBe(false);
  });

  it('"currency is USD"', () => {
    expect(CURRENCIES).toEqual(['USD']);
    expect(validatePayload(CurrencySchema, 'GBP').ok).toBe(false);
  });

  it('"UK regions: LDN London, NE North East, ... WAL Wales": 13 codes', () => {
    expect(UK_REGION_CODES).toHaveLength(13);
  });
});
