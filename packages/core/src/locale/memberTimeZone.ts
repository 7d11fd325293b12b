import type { Country } from '../schemas';
import { TIME_ZONES } from './timeZones';

/**
 * The time zone a new member starts with: the device's when it is one of the country's zones in
 * the table, else the country's first zone (Eastern Time, or the UK's).
 */
export function defaultTimeZoneFor(country: Country, deviceZone?: string): string {
  const zones = TIME_ZONES.filter((zone) => zone.countryCode === country);
  const match = zones.find((zone) => zone.id === deviceZone);
  return (match ?? zones[0] ?? TIME_ZONES[0]!).id;
}
