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
  /** An instant in a preset of spec section 9, shown in `timeZone` (the member's zone). */
  formatDate(value: number | Date, preset: DateFormatPreset, timeZone: string): string;
  formatNumber(value: number, options?: Intl.NumberFormatOptions): string;
  /** "Country is US and currency is USD with the dollar symbol", in both locales. */
  formatMoney(cents: number): string;
}

export function createLocaleFormatters(locale: AppLocale): LocaleFormatters {
  const tag = intlLocaleTag(locale);
  return {
    locale,
    formatDate: (value, preset, timeZone) => formatDatePreset(value, preset, { locale, timeZone }),
    formatNumber: (value, options) => new Intl.NumberFormat(tag, options).format(value),
    formatMoney: (cents) => formatUsdCents(cents, locale),
  };
}
