import { is } from 'superstruct';
import { TimeZoneSchema } from '../schemas';

/**
 * The time zone sent with the initial setup: the device's if the platform accepts it (any IANA
 * name), else America/New_York. Apart from the zones' table (memberTimeZone.ts), which the
 * initial setup's pages do not load.
 */
export function setupTimeZone(deviceZone?: string): string {
  return deviceZone !== undefined && is(deviceZone, TimeZoneSchema)
    ? deviceZone
    : 'America/New_York';
}
