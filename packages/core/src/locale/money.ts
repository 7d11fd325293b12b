import type { AppLocale } from '../schemas';
import { intlLocaleTag } from './locales';

const formatters = new Map<AppLocale, Intl.NumberFormat>();

/**
 * USD from integer cents: "Country is US and currency is USD with the dollar symbol." The
 * symbol is the plain '$' in both locales (en-gb would otherwise write US$). Exact for any safe
 * integer: the amount goes to Intl as a decimal string, never through a float division.
 */
export function formatUsdCents(cents: number, locale: AppLocale = 'en-us'): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlLocaleTag(locale), {
      style: 'currency',
      currency: 'USD',
      currencyDisplay: 'narrowSymbol',
    });
    formatters.set(locale, format);
  }
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  const decimal = `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
  return format.format(decimal as `${number}`);
}

/** Cents to dollars as a plain decimal string, e.g. 123456 -> '1234.56' (for inputs, CSV). */
export function centsToDecimalString(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be an integer: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const absolute = Math.abs(cents);
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`;
}
