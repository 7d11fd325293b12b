import { describe, expect, it } from 'vitest';
import { localeFromPathname, localizedPath } from './localeFromPath';

describe('localeFromPathname', () => {
  it('"The default locale en-us has no prefix"', () => {
    expect(localeFromPathname('/')).toEqual({ locale: 'en-us', basename: '' });
    expect(localeFromPathname('/reports')).toEqual({ locale: 'en-us', basename: '' });
    expect(localeFromPathname('')).toEqual({ locale: 'en-us', basename: '' });
  });

  it('"the others are prefixed with the locale": /en-gb/... is en-gb', () => {
    expect(localeFromPathname('/en-gb')).toEqual({ locale: 'en-gb', basename: '/en-gb' });
    expect(localeFromPathname('/en-gb/reports')).toEqual({ locale: 'en-gb', basename: '/en-gb' });
  });

  it('keeps the prefix as written so the router matches it, whatever its case', () => {
    expect(localeFromPathname('/EN-GB/account')).toEqual({ locale: 'en-gb', basename: '/EN-GB' });
  });

  it('does not treat an unsupported or default-locale prefix as a locale', () => {
    expect(localeFromPathname('/fr-fr/reports').locale).toBe('en-us');
    expect(localeFromPathname('/en-us/reports')).toEqual({ locale: 'en-us', basename: '' });
  });
});

describe('localizedPath', () => {
  it('prefixes every locale but the default', () => {
    expect(localizedPath('en-us', '/reports')).toBe('/reports');
    expect(localizedPath('en-us', 'reports')).toBe('/reports');
    expect(localizedPath('en-gb', '/reports')).toBe('/en-gb/reports');
    expect(localizedPath('en-gb', '/')).toBe('/en-gb');
  });

  it('round-trips with localeFromPathname', () => {
    for (const locale of ['en-us', 'en-gb'] as const) {
      expect(localeFromPathname(localizedPath(locale, '/invoices')).locale).toBe(locale);
    }
  });
});
