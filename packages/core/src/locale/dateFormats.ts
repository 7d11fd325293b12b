import { CONSTANTS, DAY } from '../config';
import type { AppLocale } from '../schemas';
import { intlLocaleTag } from './locales';

/**
 * The date format presets of spec section 9: "numeric date, time only, month-day date, with
 * time, day-month-year, and dash and slash variants". Examples for 2026-03-02 14:05 UTC shown
 * in UTC, en-us | en-gb:
 * - numericDate: 03/02/2026 | 02/03/2026 (slash variant, locale order)
 * - numericDateDash: 03-02-2026 | 02-03-2026
 * - timeOnly: 2:05 PM | 14:05 (3:30 AM | 03:30)
 * - monthDay: Mar 2 | 2 Mar; with `now`, a date in another year or not near (121 days or more
 *   away, spec section 9) shows its year: Mar 2, 2027 | 2 Mar 2027; with `weekday`: Mon, Mar 2 |
 *   Mon 2 Mar. The app's one date a member reads.
 * - dateTime: 03/02/2026 2:05 PM | 02/03/2026 14:05 (with time, slash)
 * - dateTimeDash: 03-02-2026 2:05 PM | 02-03-2026 14:05
 * - dayMonthYear: 02 Mar 2026 in both (day, month, year in that order)
 */
export const DATE_FORMAT_PRESETS = [
  'numericDate',
  'numericDateDash',
  'timeOnly',
  'monthDay',
  'dateTime',
  'dateTimeDash',
  'dayMonthYear',
] as const;

export type DateFormatPreset = (typeof DATE_FORMAT_PRESETS)[number];

export interface DateFormatOptions {
  /** The app locale; decides field order and the 12 or 24 hour clock. */
  readonly locale: AppLocale;
  /** The IANA zone to show the instant in (the member's), always explicit. */
  readonly timeZone: string;
  /**
   * Epoch ms of today (pass `clock.now()`): monthDay then shows the year of a date in another
   * year or one that is not near. Without it monthDay shows no year.
   */
  readonly now?: number;
  /** monthDay with the short weekday ("Mon, Mar 2"), for picking days. */
  readonly weekday?: boolean;
  /**
   * monthDay with its year whatever `now` is: a date kept as a record (a booking confirmation,
   * read again, forwarded or printed months later).
   */
  readonly alwaysYear?: boolean;
}

/**
 * Whether a date shows its year: when it falls in another calendar year (in the zone) than
 * `now`, or is not near ("A date less than this many days away counts as near: 121 days"),
 * measured either way, so a date long past shows its year too.
 */
export function dateShowsYear(ms: number, now: number, timeZone: string): boolean {
  if (Math.abs(ms - now) >= CONSTANTS.nearDateDays * DAY) return true;
  const year = formatter('en-us', timeZone, { year: 'numeric' });
  return year.format(ms) !== year.format(now);
}

// Intl puts narrow or plain no-break spaces before AM/PM in recent ICU versions; the app shows
// plain spaces so strings compare and wrap the same everywhere.
const plainSpaces = (text: string): string => text.replace(/[\u00a0\u202f]/g, ' ');

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatter = (
  locale: AppLocale,
  timeZone: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat => {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocaleTag(locale), { ...options, timeZone });
    formatters.set(key, found);
  }
  return found;
};

const toEpoch = (value: number | Date): number => {
  const ms = typeof value === 'number' ? value : value.getTime();
  if (!Number.isFinite(ms)) throw new RangeError('Invalid date');
  return ms;
};

const numericDate = (ms: number, options: DateFormatOptions, separator: string): string =>
  formatter(options.locale, options.timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .formatToParts(ms)
    .filter((part) => part.type === 'year' || part.type === 'month' || part.type === 'day')
    .map((part) => part.value)
    .join(separator);

const timeOnly = (ms: number, options: DateFormatOptions): string =>
  plainSpaces(
    formatter(options.locale, options.timeZone, {
      // en-gb writes 24-hour times with two-digit hours (03:30); en-us writes 3:30 AM.
      hour: options.locale === 'en-gb' ? '2-digit' : 'numeric',
      minute: '2-digit',
    }).format(ms),
  );

/** Formats an instant with one of the presets, in an explicit time zone. */
export function formatDatePreset(
  value: number | Date,
  preset: DateFormatPreset,
  options: DateFormatOptions,
): string {
  const ms = toEpoch(value);
  switch (preset) {
    case 'numericDate':
      return numericDate(ms, options, '/');
    case 'numericDateDash':
      return numericDate(ms, options, '-');
    case 'timeOnly':
      return timeOnly(ms, options);
    case 'monthDay': {
      const withYear =
        options.alwaysYear === true ||
        (options.now !== undefined && dateShowsYear(ms, options.now, options.timeZone));
      const date = plainSpaces(
        formatter(options.locale, options.timeZone, {
          month: 'short',
          day: 'numeric',
          ...(withYear ? { year: 'numeric' } : {}),
        }).format(ms),
      );
      if (!options.weekday) return date;
      // The weekday joins the same way with or without the year: "Thu, Nov 26" | "Thu 26 Nov".
      const weekday = formatter(options.locale, options.timeZone, { weekday: 'short' }).format(ms);
      return `${weekday}${options.locale === 'en-us' ? ',' : ''} ${date}`;
    }
    case 'dateTime':
      return `${numericDate(ms, options, '/')} ${timeOnly(ms, options)}`;
    case 'dateTimeDash':
      return `${numericDate(ms, options, '-')} ${timeOnly(ms, options)}`;
    case 'dayMonthYear': {
      const parts = formatter(options.locale, options.timeZone, {
        day: '2-digit',
        month: 'short',
        year: 'numeric',
      }).formatToParts(ms);
      const get = (type: Intl.DateTimeFormatPartTypes): string =>
        parts.find((part) => part.type === type)?.value ?? '';
      return `${get('day')} ${get('month')} ${get('year')}`;
    }
  }
}
