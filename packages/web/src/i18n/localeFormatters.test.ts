import { describe, expect, it } from 'vitest';
import { createLocaleFormatters } from './localeFormatters';

const instant = Date.UTC(2026, 2, 2, 14, 5);

describe('createLocaleFormatters', () => {
  it('writes dates month first in en-us and day first in en-gb', () => {
    expect(createLocaleFormatters('en-us').formatDate(instant, 'numericDate', 'UTC')).toBe(
      '03/02/2026',
    );
    expect(createLocaleFormatters('en-gb').formatDate(instant, 'numericDate', 'UTC')).toBe(
      '02/03/2026',
    );
  });

  it('shows the instant in the given zone', () => {
    expect(
      createLocaleFormatters('en-us').formatDate(instant, 'timeOnly', 'America/New_York'),
    ).toBe('9:05 AM');
    expect(createLocaleFormatters('en-gb').formatDate(instant, 'timeOnly', 'Europe/London')).toBe(
      '14:05',
    );
  });

  it('groups numbers per locale', () => {
    expect(createLocaleFormatters('en-us').formatNumber(1234.5)).toBe('1,234.5');
    expect(createLocaleFormatters('en-gb').formatNumber(0.25, { style: 'percent' })).toBe('25%');
  });

  it('"currency is USD with the dollar symbol" in both locales', () => {
    expect(createLocaleFormatters('en-us').formatMoney(12_345)).toBe('$123.45');
    expect(createLocaleFormatters('en-gb').formatMoney(12_345)).toBe('$123.45');
  });
});

describe('one date format a member reads (monthDay), its year when far or in another year', () => {
  const now = Date.UTC(2026, 10, 25, 12);
  const us = createLocaleFormatters('en-us', () => now);
  const gb = createLocaleFormatters('en-gb', () => now);

  it('a near date in this year shows no year; a far one or one in another year does', () => {
    expect(us.formatDate(Date.UTC(2026, 11, 16, 15), 'monthDay', 'UTC')).toBe('Dec 16');
    expect(us.formatDate(Date.UTC(2027, 11, 16, 15), 'monthDay', 'UTC')).toBe('Dec 16, 2027');
    expect(gb.formatDate(Date.UTC(2027, 0, 2, 15), 'monthDay', 'UTC')).toBe('2 Jan 2027');
    expect(us.formatLocalDay('2026-11-26', { weekday: true })).toBe('Thu, Nov 26');
    expect(gb.formatLocalDay('2027-01-05', { weekday: true })).toBe('Tue 5 Jan 2027');
  });

  const sources = import.meta.glob<string>('../**/*.{ts,tsx}', {
    query: '?raw',
    import: 'default',
    eager: true,
  });

  it('screens render dates only through the presets (no other date formatting in the app)', () => {
    const own =
      /toLocale(Date|Time)?String\(|'dayMonthYear'|'dateTime'|dateStyle|timeStyle|month: '(long|short)'/;
    // The day grid's captions (weekday names over its columns, the month under each day number)
    // name parts of a date, not a date: each day's name is the preset.
    const captions = new Set(['../screens/booking/SlotCalendar.tsx']);
    const offenders = Object.entries(sources)
      .filter(([path]) => !/\.(test|stories)\.tsx?$/.test(path) && !captions.has(path))
      .filter(([, text]) => own.test(text))
      .map(([path]) => path);
    expect(offenders).toEqual([]);
  });
});
