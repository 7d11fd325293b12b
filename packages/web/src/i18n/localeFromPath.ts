import { DEFAULT_APP_LOCALE, isAppLocale } from '@scanwise/core';
import type { AppLocale } from '@scanwise/core';

export interface PathLocale {
  readonly locale: AppLocale;
  /** The router's basename: '' for the default locale, '/en-gb' for the others. */
  readonly basename: string;
}

/**
 * The locale a URL asks for: "The default locale en-us has no prefix and the others are
 * prefixed with the locale". Case-insensitive; a prefix naming the default locale, or no
 * supported locale, means the default.
 */
export function localeFromPathname(pathname: string): PathLocale {
  const [, first = ''] = pathname.split('/');
  const candidate = first.toLowerCase();
  if (candidate !== DEFAULT_APP_LOCALE && isAppLocale(candidate)) {
    return { locale: candidate, basename: `/${first}` };
  }
  return { locale: DEFAULT_APP_LOCALE, basename: '' };
}

/** A path in a locale: '/reports' stays as is in en-us and becomes '/en-gb/reports' in en-gb. */
export function localizedPath(locale: AppLocale, path: string): string {
  const normal = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_APP_LOCALE) return normal;
  return normal === '/' ? `/${locale}` : `/${locale}${normal}`;
}
