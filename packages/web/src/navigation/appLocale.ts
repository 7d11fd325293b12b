import { DEFAULT_APP_LOCALE, isAppLocale, type AppLocale } from '@scanwise/core';
import { useTranslation } from '../i18n/useTranslation';

/** The app locale of an i18next language tag ('en-GB' -> 'en-gb'); the default when unknown. */
export function appLocaleOf(language: string | undefined): AppLocale {
  const candidate = (language ?? '').toLowerCase();
  return isAppLocale(candidate) ? candidate : DEFAULT_APP_LOCALE;
}

/** The locale the app runs in (chosen from the URL prefix at startup). */
export function useAppLocale(): AppLocale {
  const { i18n } = useTranslation();
  return appLocaleOf(i18n.language);
}
