import { checkPostalCode, PostalCodeLocationSchema, validatePayload } from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import { lookupPostalCode, POSTAL_CODE_LOCATIONS } from '../src/platform/postalCodes';
import { createSeedState } from '../src/platform/seed';

const seed = createSeedState(new Date('2026-03-02T00:00:00Z'));

describe("the platform's postal code table", () => {
  it("covers every seeded member's address and every center's own code", () => {
    const codes = [
      ...seed.members.flatMap((member) => (member.address ? [member.address] : [])),
      ...seed.centers,
    ];
    for (const { country, postalCode } of codes) {
      expect(
        () => lookupPostalCode(postalCode, { country }),
        `${country} ${postalCode}`,
      ).not.toThrow();
    }
  });

  it('holds valid locations, each code in the form the lookup takes, once', () => {
    const keys = POSTAL_CODE_LOCATIONS.map((place) => `${place.country}:${place.postalCode}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const place of POSTAL_CODE_LOCATIONS) {
      expect(validatePayload(PostalCodeLocationSchema, place).ok).toBe(true);
      expect(checkPostalCode(place.country, place.postalCode)).toEqual({
        ok: true,
        postalCode: place.postalCode,
      });
    }
  });

  it("puts each center within a few miles of its own code's point", () => {
    for (const center of seed.centers) {
      const place = lookupPostalCode(center.postalCode, { country: center.country });
      expect(Math.abs(place.latitude - (center.latitude ?? 0))).toBeLessThan(0.05);
      expect(Math.abs(place.longitude - (center.longitude ?? 0))).toBeLessThan(0.05);
    }
  });
});
