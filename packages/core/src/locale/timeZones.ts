import type { Country } from '../schemas';

/** "Time zones: UK and US zones with standard and daylight offsets in minutes and country codes." */
export interface TimeZoneInfo {
  /** IANA id, the value stored on the member (e.g. America/New_York). */
  readonly id: string;
  /** An English display name. */
  readonly name: string;
  /** ISO 3166 country code. */
  readonly countryCode: Country;
  /** Offset from UTC in standard time, minutes (east positive: New York is -300). */
  readonly standardOffsetMinutes: number;
  /** Offset from UTC in daylight time, minutes; equal to the standard one where none is kept. */
  readonly daylightOffsetMinutes: number;
}

const zone = (
  id: string,
  name: string,
  countryCode: Country,
  standardOffsetMinutes: number,
  daylightOffsetMinutes: number = standardOffsetMinutes,
): TimeZoneInfo => ({ id, name, countryCode, standardOffsetMinutes, daylightOffsetMinutes });

/**
 * The UK zone and the US zones, mainland first (east to west), then the territories of
 * {@link US_STATES}. Offsets are checked against the runtime's time-zone data in the tests.
 */
export const TIME_ZONES: readonly TimeZoneInfo[] = [
  zone('Europe/London', 'United Kingdom (GMT/BST)', 'GB', 0, 60),
  zone('America/New_York', 'Eastern Time', 'US', -300, -240),
  zone('America/Chicago', 'Central Time', 'US', -360, -300),
  zone('America/Denver', 'Mountain Time', 'US', -420, -360),
  zone('America/Phoenix', 'Mountain Time (Arizona, no daylight saving)', 'US', -420),
  zone('America/Los_Angeles', 'Pacific Time', 'US', -480, -420),
  zone('America/Anchorage', 'Alaska Time', 'US', -540, -480),
  zone('America/Adak', 'Hawaii-Aleutian Time (Aleutian Islands)', 'US', -600, -540),
  zone('Pacific/Honolulu', 'Hawaii Time', 'US', -600),
  zone('America/Puerto_Rico', 'Atlantic Time (Puerto Rico, U.S. Virgin Islands)', 'US', -240),
  zone('Pacific/Guam', 'Chamorro Time (Guam, Northern Mariana Islands)', 'US', 600),
  zone('Pacific/Pago_Pago', 'Samoa Time (American Samoa)', 'US', -660),
];

/** The zone with an IANA id, or undefined. */
export function findTimeZone(id: string): TimeZoneInfo | undefined {
  return TIME_ZONES.find((entry) => entry.id === id);
}

/** The zones of one country, in table order. */
export function timeZonesOfCountry(countryCode: Country): TimeZoneInfo[] {
  return TIME_ZONES.filter((entry) => entry.countryCode === countryCode);
}

/** Whether a zone keeps daylight saving time. */
export function observesDaylightTime(entry: TimeZoneInfo): boolean {
  return entry.daylightOffsetMinutes !== entry.standardOffsetMinutes;
}
