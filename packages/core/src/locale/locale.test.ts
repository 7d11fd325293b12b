import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONSTANTS, DAY } from '../config';
import { APP_LOCALES, UK_REGION_CODES } from '../schemas';
import { FakeClock } from '../testing';
import {
  countryOfLocale,
  DATE_FORMAT_PRESETS,
  TIME_ZONES,
  UK_REGIONS,
  US_STATES,
  US_TERRITORY_CODES,
  centsToDecimalString,
  daysUntil,
  defaultTimeZoneFor,
  findTimeZone,
  dateShowsYear,
  formatDatePreset,
  formatUsdCents,
  intlLocaleTag,
  isAppLocale,
  isNearDate,
  isUkRegionCode,
  isUsStateCode,
  observesDaylightTime,
  regionOptions,
  setupTimeZone,
  timeZonesOfCountry,
  toAppLocale,
  ukRegionName,
  usStateName,
  utcOffsetMinutesAt,
} from './index';

describe('lookup tables (spec section 3)', () => {
  it('"US states and territories: two-letter code to name"', () => {
    const codes = Object.keys(US_STATES);
    expect(codes).toHaveLength(50 + 1 + 5);
    expect(codes.every((code) => /^[A-Z]{2}$/.test(code))).toBe(true);
    expect(new Set(Object.values(US_STATES)).size).toBe(codes.length);
    expect(usStateName('NY')).toBe('New York');
    expect(usStateName('DC')).toBe('District of Columbia');
    expect(US_TERRITORY_CODES.map(usStateName)).toEqual([
      'American Samoa',
      'Guam',
      'Northern Mariana Islands',
      'Puerto Rico',
      'U.S. Virgin Islands',
    ]);
    expect(usStateName('ny')).toBeUndefined();
    expect(usStateName('toString')).toBeUndefined();
    expect(isUsStateCode('UM')).toBe(false);
  });

  it('"UK regions: LDN London, NE North East, NW North West, YH Yorkshire, EM East Midlands, WM West Midlands, SE South East, EE East of England, SW South West, SCT Scotland, IE Ireland, NI Northern Ireland, WAL Wales."', () => {
    const quoted =
      'LDN London, NE North East, NW North West, YH Yorkshire, EM East Midlands, WM West Midlands, SE South East, EE East of England, SW South West, SCT Scotland, IE Ireland, NI Northern Ireland, WAL Wales';
    const expected = quoted.split(', ').map((entry) => {
      const [code = '', ...name] = entry.split(' ');
      return { code, name: name.join(' ') };
    });
    expect(regionOptions(UK_REGIONS)).toEqual(expected);
    expect(Object.keys(UK_REGIONS)).toEqual([...UK_REGION_CODES]);
    expect(ukRegionName('SCT')).toBe('Scotland');
    expect(ukRegionName('XX')).toBeUndefined();
    expect(isUkRegionCode('WAL')).toBe(true);
  });
});

describe('"Time zones: UK and US zones with standard and daylight offsets in minutes and country codes."', () => {
  const january = Date.UTC(2026, 0, 15, 12);
  const july = Date.UTC(2026, 6, 15, 12);

  it.each(TIME_ZONES.map((zone) => [zone.id, zone] as const))(
    '%s offsets match the runtime time-zone data',
    (_id, zone) => {
      const northernWinter = utcOffsetMinutesAt(zone.id, january);
      const northernSummer = utcOffsetMinutesAt(zone.id, july);
      expect(northernWinter).toBe(zone.standardOffsetMinutes);
      expect(northernSummer).toBe(zone.daylightOffsetMinutes);
    },
  );

  it('lists Europe/London for GB and the main US zones with country codes', () => {
    expect(timeZonesOfCountry('GB').map((z) => z.id)).toEqual(['Europe/London']);
    const us = timeZonesOfCountry('US').map((z) => z.id);
    for (const id of [
      'America/New_York',
      'America/Chicago',
      'America/Denver',
      'America/Phoenix',
      'America/Los_Angeles',
      'America/Anchorage',
      'Pacific/Honolulu',
    ]) {
      expect(us).toContain(id);
    }
    expect(findTimeZone('Europe/London')).toMatchObject({
      standardOffsetMinutes: 0,
      daylightOffsetMinutes: 60,
    });
    expect(findTimeZone('Mars/Olympus')).toBeUndefined();
    const phoenix = findTimeZone('America/Phoenix');
    expect(phoenix && observesDaylightTime(phoenix)).toBe(false);
  });

  it("a new member's zone is the device's when the table has it for the country, else the country's first", () => {
    expect(defaultTimeZoneFor('US', 'America/Denver')).toBe('America/Denver');
    expect(defaultTimeZoneFor('US', 'Europe/London')).toBe('America/New_York');
    expect(defaultTimeZoneFor('GB', undefined)).toBe('Europe/London');
  });

  it("the initial setup sends the device's zone when it is an IANA name, else America/New_York", () => {
    expect(setupTimeZone('Europe/Paris')).toBe('Europe/Paris');
    expect(setupTimeZone('not a zone')).toBe('America/New_York');
    expect(setupTimeZone(undefined)).toBe('America/New_York');
  });

  it('utcOffsetMinutesAt handles instants with milliseconds and throws on unknown zones', () => {
    expect(utcOffsetMinutesAt('America/New_York', july + 999)).toBe(-240);
    expect(() => utcOffsetMinutesAt('Mars/Olympus', july)).toThrow(RangeError);
  });
});

describe('locales: "Supported app locales are en-us and en-gb."', () => {
  it('maps app locales to Intl tags and recognises them', () => {
    expect(APP_LOCALES.map(intlLocaleTag)).toEqual(['en-US', 'en-GB']);
    expect(isAppLocale('en-gb')).toBe(true);
    expect(isAppLocale('fr-fr')).toBe(false);
  });

  it('normalises tags, falling back to the base language default', () => {
    expect(toAppLocale('en_GB')).toBe('en-gb');
    expect(toAppLocale('EN-us')).toBe('en-us');
    expect(toAppLocale('en')).toBe('en-us');
    expect(toAppLocale('en-AU')).toBe('en-us');
    expect(toAppLocale('fr-FR')).toBeUndefined();
  });

  it('speaks to the US on en-us pages and to the UK (GB) on en-gb pages', () => {
    expect(countryOfLocale('en-us')).toBe('US');
    expect(countryOfLocale('en-gb')).toBe('GB');
  });
});

describe('date formats: "numeric date, time only, month-day date, with time, day-month-year, and dash and slash variants"', () => {
  const at = Date.UTC(2026, 2, 2, 14, 5, 0);
  const us = { locale: 'en-us', timeZone: 'UTC' } as const;
  const gb = { locale: 'en-gb', timeZone: 'UTC' } as const;

  it.each([
    ['numericDate', '03/02/2026', '02/03/2026'],
    ['numericDateDash', '03-02-2026', '02-03-2026'],
    ['timeOnly', '2:05 PM', '14:05'],
    ['monthDay', 'Mar 2', '2 Mar'],
    ['dateTime', '03/02/2026 2:05 PM', '02/03/2026 14:05'],
    ['dateTimeDash', '03-02-2026 2:05 PM', '02-03-2026 14:05'],
    ['dayMonthYear', '02 Mar 2026', '02 Mar 2026'],
  ] as const)('%s: en-us %s, en-gb %s', (preset, usText, gbText) => {
    expect(formatDatePreset(at, preset, us)).toBe(usText);
    expect(formatDatePreset(new Date(at), preset, gb)).toBe(gbText);
  });

  it('monthDay shows the year of a date in another year or more than 121 days away', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const day = (y: number, m: number, d: number) => Date.UTC(y, m - 1, d, 15);
    const us = (ms: number) =>
      formatDatePreset(ms, 'monthDay', { locale: 'en-us', timeZone: 'UTC', now });
    const gb = (ms: number) =>
      formatDatePreset(ms, 'monthDay', { locale: 'en-gb', timeZone: 'UTC', now });
    // Near and in the same year: no year.
    expect(us(day(2026, 11, 26))).toBe('Nov 26');
    expect(gb(day(2026, 12, 16))).toBe('16 Dec');
    expect(us(day(2026, 9, 1))).toBe('Sep 1');
    // Another year, however near; or not near (121 days or more, either way).
    expect(us(day(2027, 1, 5))).toBe('Jan 5, 2027');
    expect(gb(day(2027, 1, 5))).toBe('5 Jan 2027');
    expect(us(day(2026, 3, 2))).toBe('Mar 2, 2026');
    expect(gb(day(2025, 11, 25))).toBe('25 Nov 2025');
    // The weekday, for picking a day.
    expect(
      formatDatePreset(day(2026, 11, 26), 'monthDay', {
        locale: 'en-us',
        timeZone: 'UTC',
        now,
        weekday: true,
      }),
    ).toBe('Thu, Nov 26');
    expect(
      formatDatePreset(day(2027, 1, 5), 'monthDay', {
        locale: 'en-gb',
        timeZone: 'UTC',
        now,
        weekday: true,
      }),
    ).toBe('Tue 5 Jan 2027');
    // A record (a booking confirmation) always shows its year, however near.
    const record = (locale: 'en-us' | 'en-gb') =>
      formatDatePreset(day(2026, 11, 27), 'monthDay', {
        locale,
        timeZone: 'UTC',
        now,
        weekday: true,
        alwaysYear: true,
      });
    expect(record('en-us')).toBe('Fri, Nov 27, 2026');
    expect(record('en-gb')).toBe('Fri 27 Nov 2026');
  });

  it('the year is decided in the shown zone (New Year in New York is not yet in Los Angeles)', () => {
    const newYearUtc = Date.UTC(2027, 0, 1, 6);
    const now = Date.UTC(2026, 11, 20, 12);
    expect(dateShowsYear(newYearUtc, now, 'America/New_York')).toBe(true);
    expect(dateShowsYear(newYearUtc, now, 'America/Los_Angeles')).toBe(false);
  });

  it('uses the explicit time zone, not the machine one', () => {
    const late = Date.UTC(2026, 2, 3, 3, 30);
    expect(
      formatDatePreset(late, 'numericDate', { locale: 'en-us', timeZone: 'America/Los_Angeles' }),
    ).toBe('03/02/2026');
    expect(formatDatePreset(late, 'timeOnly', { locale: 'en-gb', timeZone: 'Europe/London' })).toBe(
      '03:30',
    );
  });

  it('every preset yields text for any instant in every supported locale', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.constantFrom(...DATE_FORMAT_PRESETS),
        fc.constantFrom(...APP_LOCALES),
        fc.constantFrom(...TIME_ZONES.map((z) => z.id)),
        (ms, preset, locale, timeZone) => {
          const text = formatDatePreset(ms, preset, { locale, timeZone });
          return text.length > 0 && !/[\u00a0\u202f]/.test(text);
        },
      ),
    );
    expect(() => formatDatePreset(Number.NaN, 'timeOnly', us)).toThrow(RangeError);
  });
});

describe('money: "Country is US and currency is USD with the dollar symbol."', () => {
  it('formats integer cents as USD with $ in both locales', () => {
    expect(formatUsdCents(123456)).toBe('$1,234.56');
    expect(formatUsdCents(5, 'en-gb')).toBe('$0.05');
    expect(formatUsdCents(0)).toBe('$0.00');
    expect(formatUsdCents(-1999)).toBe('-$19.99');
  });

  it('is exact for any safe integer (no float rounding)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e15, max: 1e15 }), (cents) => {
        const digits = formatUsdCents(cents).replace(/[^0-9]/g, '');
        return BigInt(digits) === BigInt(Math.abs(cents));
      }),
    );
    expect(formatUsdCents(Number.MAX_SAFE_INTEGER)).toBe('$90,071,992,547,409.91');
  });

  it('refuses fractional cents', () => {
    expect(() => formatUsdCents(1.5)).toThrow(RangeError);
    expect(() => centsToDecimalString(Number.NaN)).toThrow(RangeError);
    expect(centsToDecimalString(-5)).toBe('-0.05');
  });
});

describe('near date: "A date less than this many days away counts as near: 121 days"', () => {
  const clock = new FakeClock();

  it('uses CONSTANTS.nearDateDays', () => {
    expect(CONSTANTS.nearDateDays).toBe(121);
  });

  it('less than 121 days away is near; exactly 121 days is not', () => {
    const now = clock.now();
    expect(isNearDate(now + 121 * DAY - 1, now)).toBe(true);
    expect(isNearDate(now + 121 * DAY, now)).toBe(false);
    expect(isNearDate(new Date(now + 30 * DAY), new Date(now))).toBe(true);
    expect(isNearDate(now + 10 * DAY, now, 5)).toBe(false);
  });

  it('property: near exactly when date - now < 121 days; past dates are near', () => {
    fc.assert(
      fc.property(fc.integer({ min: -400 * DAY, max: 400 * DAY }), (offset) => {
        const now = clock.now();
        return isNearDate(now + offset, now) === offset < 121 * DAY;
      }),
    );
    expect(isNearDate(Number.NaN, clock.now())).toBe(false);
  });

  it('daysUntil truncates toward zero', () => {
    const now = clock.now();
    expect(daysUntil(now + 1.5 * DAY, now)).toBe(1);
    expect(daysUntil(new Date(now - 1.5 * DAY), new Date(now))).toBe(-1);
  });
});
