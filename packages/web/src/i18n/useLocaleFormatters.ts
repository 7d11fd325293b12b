import { useMemo } from 'react';
import { useAppLocale } from '../navigation/appLocale';
import { createLocaleFormatters, type LocaleFormatters } from './localeFormatters';

// Screens import the locale and its formatters together from here; the locale has one home.
export { useAppLocale } from '../navigation/appLocale';

/** Formatters for the current locale, the same object while the locale stays. */
export function useLocaleFormatters(): LocaleFormatters {
  const locale = useAppLocale();
  return useMemo(() => createLocaleFormatters(locale), [locale]);
}
