import { describe, expect, it } from 'vitest';
import { maskBreadcrumb, maskQueryValues } from './maskBreadcrumb';
import {
  SENTRY_SAMPLE_RATES,
  noopErrorReporting,
  tracePropagationTargets,
} from './sentryErrorReporting';

describe('breadcrumb masking (pure)', () => {
  it('masks the code and email query values, nothing else', () => {
    expect(maskQueryValues('/forgot-password/change?email=a%40b.com&code=123456&step=2')).toBe(
      '/forgot-password/change?email=[Filtered]&code=[Filtered]&step=2',
    );
    expect(maskQueryValues('/sign-in/callback#code=abc&state=s')).toBe(
      '/sign-in/callback#code=[Filtered]&state=s',
    );
    expect(maskQueryValues('/x?zipcode=1&Email=E')).toBe('/x?zipcode=1&Email=[Filtered]');
  });

  it('masks message and string data of a breadcrumb, returning a copy', () => {
    const crumb = {
      category: 'navigation',
      message: 'to /initial-setup/tos?email=m@x.org&code=9',
      data: { from: '/a?code=1', to: '/b?email=e', status_code: 200 },
    };
    const masked = maskBreadcrumb(crumb);
    expect(masked).toEqual({
      category: 'navigation',
      message: 'to /initial-setup/tos?email=[Filtered]&code=[Filtered]',
      data: { from: '/a?code=[Filtered]', to: '/b?email=[Filtered]', status_code: 200 },
    });
    expect(crumb.data.from).toBe('/a?code=1');
  });

  it('traces the platform services only, with the sample rates of section 7', () => {
    const targets = tracePropagationTargets('https://platform.example');
    const traced = (url: string) => targets.some((target) => target.test(url));
    expect(traced('https://platform.example/members/tos')).toBe(true);
    expect(traced('https://platform.example/payments')).toBe(true);
    expect(traced('https://platform.example/api/members/associate')).toBe(true);
    expect(traced('https://platform.example/other')).toBe(false);
    expect(traced('https://evil.example/members')).toBe(false);
    expect(SENTRY_SAMPLE_RATES).toEqual({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    expect(() => noopErrorReporting.captureException(new Error('x'))).not.toThrow();
  });
});
