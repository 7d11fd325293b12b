import { DEFAULT_APP_LOCALE, toAppLocale, type AppLocale } from '@scanwise/core';
import { useMemo } from 'react';
import { useTranslation } from './useTranslation';
import { createLocaleFormatters, type LocaleFormatters } from './localeFormatters';

/** The app locale of the i18n instance in context (en-us unless it says otherwise). */
export function useAppLocale(): AppLocale {
  const { i18n } = useTranslation();
  return toAppLocale(i18n.language) ?? DEFAULT_APP_LOCALE;
}

/** Formatters for the current locale, the same object while the locale stays. */
export function useLocaleFormatters(): LocaleFormatters {
  const locale = useAppLocale();
  return useMemo(() => createLocaleFormatters(locale), [locale]);
}
