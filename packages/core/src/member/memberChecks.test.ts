import { describe, expect, it } from 'vitest';
import { ENTITY_EXAMPLES } from '../schemas/examples';
import { hasAcceptedTerms, hasPhoneNumber } from './memberChecks';

describe('hasPhoneNumber', () => {
  it('is true for a member with a phone number', () => {
    expect(hasPhoneNumber({ phoneNumber: '+12125550123' })).toBe(true);
    expect(hasPhoneNumber(ENTITY_EXAMPLES.Member)).toBe(true);
  });

  it('"An authenticated member without a phone number": null, absent or blank counts as none', () => {
    expect(hasPhoneNumber({ phoneNumber: null })).toBe(false);
    expect(hasPhoneNumber({})).toBe(false);
    expect(hasPhoneNumber({ phoneNumber: '' })).toBe(false);
    expect(hasPhoneNumber({ phoneNumber: '   ' })).toBe(false);
  });
});

describe('hasAcceptedTerms', () => {
  it('"When the member\'s termsOfService value is set": accepted', () => {
    expect(hasAcceptedTerms({ termsOfService: '2026-01-20T10:00:00Z' })).toBe(true);
  });

  it('"without accepted terms of service": null, absent or blank', () => {
    expect(hasAcceptedTerms({ termsOfService: null })).toBe(false);
    expect(hasAcceptedTerms({})).toBe(false);
    expect(hasAcceptedTerms({ termsOfService: '' })).toBe(false);
  });
});
