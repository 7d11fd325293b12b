import { checkPostalCode, type CallQuery, type PostalCodeLocation } from '@scanwise/core';
import { badInput, notFound } from './errors';

/**
 * Where the platform's postal codes lie: a small table covering the demo data (the seeded
 * members' addresses, the centers' own codes and a few codes nearby), as the platform's lookup
 * answers them. Points are the codes' approximate centres (WGS 84). No third-party geocoder: a
 * code outside the table is not found (docs/adr/0105-postal-code-lookup-call.md).
 */
export const POSTAL_CODE_LOCATIONS: readonly PostalCodeLocation[] = [
  // New York: the demo members' address and the Fifth Avenue center, Midtown, Brooklyn, Long Island.
  { postalCode: '10118', country: 'US', latitude: 40.749, longitude: -73.986 },
  { postalCode: '10001', country: 'US', latitude: 40.7506, longitude: -73.9972 },
  { postalCode: '10013', country: 'US', latitude: 40.7209, longitude: -74.0042 },
  { postalCode: '11201', country: 'US', latitude: 40.6937, longitude: -73.9898 },
  { postalCode: '11757', country: 'US', latitude: 40.6895, longitude: -73.373 },
  // Los Angeles, Phoenix, Chicago, Miami: each center's code and one nearby.
  { postalCode: '90211', country: 'US', latitude: 34.0654, longitude: -118.383 },
  { postalCode: '90210', country: 'US', latitude: 34.0901, longitude: -118.4065 },
  { postalCode: '85016', country: 'US', latitude: 33.512, longitude: -112.03 },
  { postalCode: '85004', country: 'US', latitude: 33.451, longitude: -112.0686 },
  { postalCode: '60611', country: 'US', latitude: 41.894, longitude: -87.62 },
  { postalCode: '60601', country: 'US', latitude: 41.8858, longitude: -87.6229 },
  { postalCode: '33131', country: 'US', latitude: 25.762, longitude: -80.192 },
  { postalCode: '33139', country: 'US', latitude: 25.7907, longitude: -80.13 },
  // London and Manchester: the UK member's address, the centers' codes and a few nearby.
  { postalCode: 'W1G 9PF', country: 'GB', latitude: 51.5203, longitude: -0.1469 },
  { postalCode: 'SW1A 1AA', country: 'GB', latitude: 51.501, longitude: -0.1416 },
  { postalCode: 'SW1A 2AA', country: 'GB', latitude: 51.5034, longitude: -0.1276 },
  { postalCode: 'EC1A 1BB', country: 'GB', latitude: 51.5202, longitude: -0.0977 },
  { postalCode: 'M3 3AP', country: 'GB', latitude: 53.4808, longitude: -2.2509 },
  { postalCode: 'M1 1AE', country: 'GB', latitude: 53.4794, longitude: -2.2453 },
  { postalCode: 'LS1 4AP', country: 'GB', latitude: 53.7965, longitude: -1.5478 },
];

/**
 * GET /packages/postal-codes/:postalCode?country=: where a ZIP code (its first five digits) or
 * a postcode (any case and spacing) lies; 400 when it is not one, 404 when the table lacks it.
 */
export function lookupPostalCode(
  typed: string,
  query: CallQuery<'postalCodeLookup'>,
): PostalCodeLocation {
  const checked = checkPostalCode(query.country, typed);
  if (!checked.ok) {
    throw badInput(
      ['postalCode'],
      query.country === 'US' ? 'Expected a ZIP code' : 'Expected a UK postcode',
    );
  }
  const found = POSTAL_CODE_LOCATIONS.find(
    (place) => place.country === query.country && place.postalCode === checked.postalCode,
  );
  if (!found) throw notFound(query.country === 'US' ? 'ZIP code' : 'Postcode');
  return { ...found };
}
