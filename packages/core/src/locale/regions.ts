import type { UkRegionCode } from '../schemas';

/**
 * "US states and territories: two-letter code to name" (spec section 3): the 50 states, the
 * District of Columbia and the five inhabited territories (AS, GU, MP, PR, VI), USPS codes.
 * Not listed: UM (Minor Outlying Islands, no residents) and the military codes AA, AE, AP.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  AS: 'American Samoa',
  GU: 'Guam',
  MP: 'Northern Mariana Islands',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const;

export type UsStateCode = keyof typeof US_STATES;

/** The territory codes among {@link US_STATES} (the rest are the states and DC). */
export const US_TERRITORY_CODES: readonly UsStateCode[] = ['AS', 'GU', 'MP', 'PR', 'VI'];

/**
 * "UK regions: LDN London, NE North East, NW North West, YH Yorkshire, EM East Midlands, WM West
 * Midlands, SE South East, EE East of England, SW South West, SCT Scotland, IE Ireland, NI
 * Northern Ireland, WAL Wales." (spec section 3), in that order. Codes come from the schemas.
 */
export const UK_REGIONS: { readonly [C in UkRegionCode]: string } = {
  LDN: 'London',
  NE: 'North East',
  NW: 'North West',
  YH: 'Yorkshire',
  EM: 'East Midlands',
  WM: 'West Midlands',
  SE: 'South East',
  EE: 'East of England',
  SW: 'South West',
  SCT: 'Scotland',
  IE: 'Ireland',
  NI: 'Northern Ireland',
  WAL: 'Wales',
};

const has = (table: object, key: string): boolean =>
  Object.prototype.hasOwnProperty.call(table, key);

export function isUsStateCode(code: string): code is UsStateCode {
  return has(US_STATES, code);
}

export function isUkRegionCode(code: string): code is UkRegionCode {
  return has(UK_REGIONS, code);
}

/** The name of a US state or territory code, or undefined. Case-sensitive (codes are capitals). */
export function usStateName(code: string): string | undefined {
  return isUsStateCode(code) ? US_STATES[code] : undefined;
}

/** The name of a UK region code, or undefined. */
export function ukRegionName(code: string): string | undefined {
  return isUkRegionCode(code) ? UK_REGIONS[code] : undefined;
}

/** A `{ code, name }` list for a select box, in table order. */
export function regionOptions(
  table: Readonly<Record<string, string>>,
): { readonly code: string; readonly name: string }[] {
  return Object.entries(table).map(([code, name]) => ({ code, name }));
}
