import { useMemo } from 'react';
import { TOKENS } from '../composition/tokens';
import { useService } from '../composition/useService';
import { useAppLocale } from '../navigation/appLocale';
import { createLocaleFormatters, type LocaleFormatters } from './localeFormatters';

// Screens import the locale and its formatters together from here; the locale has one home.
export { useAppLocale } from '../navigation/appLocale';

/** Formatters for the current locale (today from the app's Clock), the same object while the locale stays. */
export function useLocaleFormatters(): LocaleFormatters {
  const locale = useAppLocale();
  const clock = useService(TOKENS.clock);
  return useMemo(() => createLocaleFormatters(locale, () => clock.now()), [locale, clock]);
}
