export {
  DATE_FORMAT_PRESETS,
  dateShowsYear,
  formatDatePreset,
  type DateFormatOptions,
  type DateFormatPreset,
} from './dateFormats';
export {
  DEFAULT_APP_LOCALE,
  countryOfLocale,
  INTL_LOCALE_TAGS,
  intlLocaleTag,
  isAppLocale,
  toAppLocale,
} from './locales';
export { centsToDecimalString, formatUsdCents } from './money';
export { daysUntil, isNearDate } from './nearDate';
export {
  UK_REGIONS,
  US_STATES,
  US_TERRITORY_CODES,
  isUkRegionCode,
  isUsStateCode,
  regionOptions,
  ukRegionName,
  usStateName,
  type UsStateCode,
} from './regions';
export {
  TIME_ZONES,
  findTimeZone,
  observesDaylightTime,
  timeZonesOfCountry,
  type TimeZoneInfo,
} from './timeZones';
export { utcOffsetMinutesAt } from './utcOffset';
export {
  addLocalDays,
  localDateInZone,
  startOfLocalDay,
  wallClockDate,
  type LocalDate,
} from './localDate';
export { defaultTimeZoneFor } from './memberTimeZone';
export { setupTimeZone } from './setupTimeZone';
export { formatPhoneForDisplay } from './phoneDisplay';
