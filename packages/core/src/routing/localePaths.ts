import { DEFAULT_APP_LOCALE, isAppLocale } from '../locale';
import { APP_LOCALES, type AppLocale } from '../schemas';

export interface LocalizedPath {
  readonly locale: AppLocale;
  /** The path without the locale prefix, always starting with '/'. */
  readonly path: string;
  /** True when the path carried a locale segment (even the default one). */
  readonly prefixed: boolean;
}

/**
 * Splits a leading locale segment off a path: '/en-gb/reports' -> en-gb and '/reports'. "The
 * default locale en-us has no prefix and the others are prefixed with the locale", so an
 * unprefixed path is en-us. The segment is matched case-insensitively.
 */
export function splitLocalePrefix(pathname: string): LocalizedPath {
  const withSlash = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const end = withSlash.indexOf('/', 1);
  const first = (end === -1 ? withSlash.slice(1) : withSlash.slice(1, end)).toLowerCase();
  if (!isAppLocale(first)) return { locale: DEFAULT_APP_LOCALE, path: withSlash, prefixed: false };
  const rest = end === -1 ? '/' : withSlash.slice(end);
  return { locale: first, path: rest, prefixed: true };
}

/** The path as the given locale shows it: en-us unprefixed, others under '/{locale}'. */
export function localizePath(locale: AppLocale, path: string): string {
  const withSlash = path.startsWith('/') ? path : `/${path}`;
  if (locale === DEFAULT_APP_LOCALE) return withSlash;
  return withSlash === '/' ? `/${locale}` : `/${locale}${withSlash}`;
}

/**
 * "The canonical link is built from origin, base and path": one slash between the parts, whatever
 * slashes the parts carry ('https://a.test' + '/app/' + '/reports' -> 'https://a.test/app/reports').
 */
export function canonicalUrl(origin: string, base: string, path: string): string {
  const trimmedOrigin = origin.replace(/\/+$/, '');
  const trimmedBase = base.replace(/^\/+|\/+$/g, '');
  const trimmedPath = path.replace(/^\/+/, '');
  const baseSegment = trimmedBase === '' ? '' : `/${trimmedBase}`;
  return `${trimmedOrigin}${baseSegment}/${trimmedPath}`;
}

export interface AlternateLink {
  /** The hreflang value: an app locale, or 'x-default' for the default locale's page. */
  readonly hrefLang: AppLocale | 'x-default';
  readonly href: string;
}

/**
 * "Alternate-language links are built per locale": one link per app locale for the same page
 * (whatever locale `path` is in), plus x-default pointing at the default locale's page.
 */
export function alternateLinks(origin: string, base: string, path: string): AlternateLink[] {
  const { path: unprefixed } = splitLocalePrefix(path);
  const links: AlternateLink[] = APP_LOCALES.map((locale) => ({
    hrefLang: locale,
    href: canonicalUrl(origin, base, localizePath(locale, unprefixed)),
  }));
  links.push({
    hrefLang: 'x-default',
    href: canonicalUrl(origin, base, localizePath(DEFAULT_APP_LOCALE, unprefixed)),
  });
  return links;
}
