import {
  formatDatePreset,
  formatUsdCents,
  intlLocaleTag,
  type AppLocale,
  type DateFormatPreset,
} from '@scanwise/core';

/** Formatting for one locale: dates through the core presets, numbers and money through Intl. */
export interface LocaleFormatters {
  readonly locale: AppLocale;
  /**
   * An instant in a preset of spec section 9, shown in `timeZone` (the member's zone). The
   * date a member reads is 'monthDay' ("Nov 26"; "Dec 16, 2027" when in another year or not
   * near), the time 'timeOnly': every screen uses these two.
   */
  formatDate(value: number | Date, preset: DateFormatPreset, timeZone: string): string;
  /**
   * A calendar day (YYYY-MM-DD, a center's local day) as 'monthDay', optionally with its
   * weekday ("Thu, Nov 26"); the year shows by the same rule, or always for a record
   * (`alwaysYear`: a booking confirmation).
   */
  formatLocalDay(
    date: string,
    options?: { readonly weekday?: boolean; readonly alwaysYear?: boolean },
  ): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** "Country is US and currency is USD with the dollar symbol", in both locales. */
  formatMoney(cents: number): string;
}

// A calendar day as an instant: its noon in UTC, shown in UTC (the same day in every zone).
const utcNoonOf = (date: string): number => {
  const [year, month, day] = date.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, day ?? 1, 12);
};

/** `now` is today for the year rule of 'monthDay' (the app passes its Clock). */
export function createLocaleFormatters(
  locale: AppLocale,
  now: () => number = () => Date.now(),
): LocaleFormatters {
  const tag = intlLocaleTag(locale);
  return {
    locale,
    formatDate: (value, preset, timeZone) =>
      formatDatePreset(value, preset, { locale, timeZone, now: now() }),
    formatLocalDay: (date, options = {}) =>
      formatDatePreset(utcNoonOf(date), 'monthDay', {
        locale,
        timeZone: 'UTC',
        now: now(),
        weekday: options.weekday ?? false,
        alwaysYear: options.alwaysYear ?? false,
      }),
    formatNumber: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    formatMoney: (cents) => formatUsdCents(cents, locale),
  };
}
