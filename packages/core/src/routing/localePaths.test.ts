import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { alternateLinks, canonicalUrl, localizePath, splitLocalePrefix } from './localePaths';

describe('locale prefixes: "The default locale en-us has no prefix and the others are prefixed with the locale"', () => {
  it('localizePath leaves en-us alone and prefixes en-gb', () => {
    expect(localizePath('en-us', '/reports')).toBe('/reports');
    expect(localizePath('en-gb', '/reports')).toBe('/en-gb/reports');
    expect(localizePath('en-gb', '/')).toBe('/en-gb');
    expect(localizePath('en-us', 'join')).toBe('/join');
  });

  it('splitLocalePrefix reads the prefix back, case-insensitively; an unprefixed path is en-us', () => {
    expect(splitLocalePrefix('/en-gb/reports')).toEqual({
      locale: 'en-gb',
      path: '/reports',
      prefixed: true,
    });
    expect(splitLocalePrefix('/EN-GB')).toEqual({ locale: 'en-gb', path: '/', prefixed: true });
    expect(splitLocalePrefix('/en-us/join')).toEqual({
      locale: 'en-us',
      path: '/join',
      prefixed: true,
    });
    expect(splitLocalePrefix('/engb/x')).toEqual({
      locale: 'en-us',
      path: '/engb/x',
      prefixed: false,
    });
    expect(splitLocalePrefix('reports')).toEqual({
      locale: 'en-us',
      path: '/reports',
      prefixed: false,
    });
  });

  it('property: splitting a localized path gives back the locale and the path', () => {
    const path = fc
      .array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 })
      .filter((parts) => !['en-us', 'en-gb'].includes(parts[0] ?? ''))
      .map((parts) => `/${parts.join('/')}`);
    fc.assert(
      fc.property(fc.constantFrom('en-us' as const, 'en-gb' as const), path, (locale, p) => {
        const split = splitLocalePrefix(localizePath(locale, p));
        expect(split.locale).toBe(locale);
        expect(split.path).toBe(p);
      }),
    );
  });
});

describe('"The canonical link is built from origin, base and path"', () => {
  it.each([
    ['https://app.scanwise.test', '/', '/reports', 'https://app.scanwise.test/reports'],
    ['https://app.scanwise.test/', '/app/', '/reports', 'https://app.scanwise.test/app/reports'],
    ['https://app.scanwise.test', 'app', 'reports', 'https://app.scanwise.test/app/reports'],
    ['https://app.scanwise.test', '', '/', 'https://app.scanwise.test/'],
    [
      'https://app.scanwise.test',
      '/app',
      '/en-gb/join',
      'https://app.scanwise.test/app/en-gb/join',
    ],
  ])('%s + %s + %s -> %s', (origin, base, path, expected) => {
    expect(canonicalUrl(origin, base, path)).toBe(expected);
  });
});

describe('"Alternate-language links are built per locale"', () => {
  it('gives one link per locale and x-default, from a path in either locale', () => {
    const expected = [
      { hrefLang: 'en-us', href: 'https://app.scanwise.test/reports' },
      { hrefLang: 'en-gb', href: 'https://app.scanwise.test/en-gb/reports' },
      { hrefLang: 'x-default', href: 'https://app.scanwise.test/reports' },
    ];
    expect(alternateLinks('https://app.scanwise.test', '/', '/reports')).toEqual(expected);
    expect(alternateLinks('https://app.scanwise.test', '/', '/en-gb/reports')).toEqual(expected);
    expect(alternateLinks('https://app.scanwise.test', '/', '/')[1]?.href).toBe(
      'https://app.scanwise.test/en-gb',
    );
  });
});
