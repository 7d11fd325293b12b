import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maskBreadcrumb, maskBreadcrumbData, maskBreadcrumbUrl } from './maskBreadcrumb';

describe('"The query values code and email are masked in breadcrumbs"', () => {
  it.each([
    [
      'https://app.test/forgot-password/change?email=jane%40example.com&code=123456',
      'https://app.test/forgot-password/change?email=[Filtered]&code=[Filtered]',
    ],
    [
      '/initial-setup/tos?email=jane@example.com&code=abc&hasPassword=true',
      '/initial-setup/tos?email=[Filtered]&code=[Filtered]&hasPassword=true',
    ],
    ['/sign-in/callback#code=xyz&state=s1', '/sign-in/callback#code=[Filtered]&state=s1'],
    [
      '/sign-up/claim-offer?CODE=PROMO&partner=acme',
      '/sign-up/claim-offer?CODE=[Filtered]&partner=acme',
    ],
    ['/centers?zipcode=10118&country=US', '/centers?zipcode=10118&country=US'],
    ['/join?promocode=X', '/join?promocode=X'],
    ['no query here', 'no query here'],
  ])('%s', (input, expected) => {
    expect(maskBreadcrumbUrl(input)).toBe(expected);
  });

  it('masks the message and every string of the data, nested too', () => {
    const masked = maskBreadcrumb({
      category: 'navigation',
      message: 'to /forgot-password/change?email=a@b.c',
      data: {
        from: '/forgot-password?email=a@b.c',
        to: '/forgot-password/change?email=a@b.c&code=9',
        status: 200,
        nested: { urls: ['/x?code=1', 7, null] },
      },
    });
    expect(masked).toEqual({
      category: 'navigation',
      message: 'to /forgot-password/change?email=[Filtered]',
      data: {
        from: '/forgot-password?email=[Filtered]',
        to: '/forgot-password/change?email=[Filtered]&code=[Filtered]',
        status: 200,
        nested: { urls: ['/x?code=[Filtered]', 7, null] },
      },
    });
  });

  it('leaves a breadcrumb without data without data, and does not change its input', () => {
    const crumb = { category: 'fetch', message: 'GET /members?code=1' };
    expect(maskBreadcrumb(crumb)).toEqual({
      category: 'fetch',
      message: 'GET /members?code=[Filtered]',
    });
    expect(crumb.message).toBe('GET /members?code=1');
  });

  it('drops data nested too deeply rather than walking it', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: '?code=1' } } } } } } };
    expect(JSON.stringify(maskBreadcrumbData(deep))).not.toContain('?code=1');
  });

  it('property: no code or email value survives, masking is idempotent and never throws', () => {
    const value = fc.stringMatching(/^[^&#;\s"']{1,20}$/);
    fc.assert(
      fc.property(
        fc.webPath(),
        fc.constantFrom('code', 'email', 'Code', 'EMAIL'),
        value,
        fc.constantFrom('?', '&', '#'),
        (path, key, secret, separator) => {
          const url = `https://app.test${path}${separator}${key}=${secret}`;
          const masked = maskBreadcrumbUrl(url);
          expect(masked.endsWith(`${key}=[Filtered]`)).toBe(true);
          expect(maskBreadcrumbUrl(masked)).toBe(masked);
        },
      ),
    );
    fc.assert(
      fc.property(fc.anything(), (anything) => {
        expect(() => maskBreadcrumbData(anything)).not.toThrow();
      }),
    );
  });
});
