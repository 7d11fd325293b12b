import { APP_LOCALES, type AppLocale, type Country } from '../schemas';

/** The default app locale: it has no URL prefix (spec section 2). */
export const DEFAULT_APP_LOCALE: AppLocale = 'en-us';

/** The BCP 47 tag Intl expects for an app locale: en-us -> en-US, en-gb -> en-GB. */
export const INTL_LOCALE_TAGS: { readonly [L in AppLocale]: string } = {
  'en-us': 'en-US',
  'en-gb': 'en-GB',
};

/** Whether a text is a supported app locale ("Supported app locales are en-us and en-gb"). */
export function isAppLocale(value: string): value is AppLocale {
  return (APP_LOCALES as readonly string[]).includes(value);
}

/**
 * The app locale of any tag, case-insensitive and with '_' or '-' (en_GB, EN-gb); a supported
 * base language without region falls back to the default (en -> en-us); otherwise undefined.
 */
export function toAppLocale(tag: string): AppLocale | undefined {
  const normal = tag.trim().toLowerCase().replace(/_/g, '-');
  if (isAppLocale(normal)) return normal;
  const [language] = normal.split('-');
  const sameLanguage = APP_LOCALES.filter((locale) => locale.startsWith(`${language}-`));
  if (sameLanguage.length === 0) return undefined;
  return sameLanguage.includes(DEFAULT_APP_LOCALE) ? DEFAULT_APP_LOCALE : sameLanguage[0];
}

/** The Intl tag of an app locale (en-US or en-GB). */
export function intlLocaleTag(locale: AppLocale): string {
  return INTL_LOCALE_TAGS[locale];
}

/** The country a page speaks to: en-gb pages are the UK site (GB), en-us pages the US. */
export function countryOfLocale(locale: AppLocale): Country {
  return locale === 'en-gb' ? 'GB' : 'US';
}
