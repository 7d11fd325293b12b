/** An instant's UTC offset in any IANA zone, from the runtime's Intl data. */

// Building an Intl.DateTimeFormat costs far more than formatting with one, and a calendar asks
// for the offset of every slot it shows: one formatter per zone, made on first use.
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = wallClockFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormatters.set(timeZone, found);
  }
  return found;
}

/**
 * The UTC offset of any IANA zone at an instant, in minutes, from the runtime's Intl data
 * (east positive). Throws a RangeError for an unknown zone.
 */
export function utcOffsetMinutesAt(timeZone: string, epochMs: number): number {
  const parts = wallClockFormatter(timeZone).formatToParts(epochMs);
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  const truncated = epochMs - (((epochMs % 1000) + 1000) % 1000);
  return Math.round((asUtc - truncated) / 60_000);
}
