import { intlLocaleTag, type AppLocale, type Logger } from '@scanwise/core';
import i18next, { type i18n, type ResourceLanguage } from 'i18next';
import { registerAreaStrings } from './areaStrings';
import { EAGER_EN_GB, EAGER_EN_US } from './eagerStrings';

/** The base language: US English holds every key; regional resources override it. */
export const BASE_LANGUAGE = 'en';

/** Loads a locale's regional overrides; undefined when the locale has none (en-us). */
export type RegionalResourceLoader = (locale: AppLocale) => ResourceLanguage | undefined;

/**
 * The bundled regional resources: en-GB overrides; en-US is the base language itself. The
 * entry's strings only; the screen areas are added when their route loads (./areaStrings.ts).
 */
export const loadBundledRegionalResources: RegionalResourceLoader = (locale) =>
  locale === 'en-gb' ? EAGER_EN_GB : undefined;

export interface ScanwiseI18nOptions {
  readonly locale: AppLocale;
  readonly logger: Logger;
  /** Where regional resources come from (tests pass one that fails). */
  readonly loadRegional?: RegionalResourceLoader;
}

/**
 * A ready i18next instance for the locale (React reads it through ./useTranslation.ts). "Locale
 * files load per language code, and fall back to the base language if a regional one is
 * missing"; a loader that fails is "Warning only, fall back to base language" (spec sections 7
 * and 8).
 */
export function createScanwiseI18n({
  locale,
  logger,
  loadRegional = loadBundledRegionalResources,
}: ScanwiseI18nOptions): i18n {
  const language = intlLocaleTag(locale);
  const resources: Record<string, { translation: ResourceLanguage }> = {
    [BASE_LANGUAGE]: { translation: EAGER_EN_US },
  };
  try {
    const regional = loadRegional(locale);
    if (regional) resources[language] = { translation: regional };
  } catch (error) {
    logger.warn('Locale failed to load; falling back to the base language', {
      locale,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: BASE_LANGUAGE,
    resources,
    // Resources are in memory: initialise synchronously so the first render is translated.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes already.
    returnNull: false,
  });
  registerAreaStrings(instance, logger);
  return instance;
}
