import {
  ERROR_REPORTING_SAMPLE_RATES,
  TRACED_PLATFORM_SERVICES,
  isTracedPlatformRequest,
} from '@scanwise/core';
import { describe, expect, it } from 'vitest';
import {
  maskSentryBreadcrumb,
  noopErrorReporting,
  sentryOptions,
  tracePropagationTargets,
} from './sentryErrorReporting';

const PLATFORM = 'https://platform.example';

describe('Sentry options on the core rules (the rules themselves are tested in core)', () => {
  it('"The query values code and email are masked in breadcrumbs": Sentry crumbs keep their other fields', () => {
    const crumb = {
      type: 'http',
      category: 'fetch',
      level: 'info' as const,
      timestamp: 1_700_000_000,
      data: { url: `${PLATFORM}/members?email=a%40b.com&code=123456&step=2`, status_code: 200 },
    };
    expect(maskSentryBreadcrumb(crumb)).toEqual({
      ...crumb,
      data: {
        url: `${PLATFORM}/members?email=[Filtered]&code=[Filtered]&step=2`,
        status_code: 200,
      },
    });
    expect(crumb.data.url).toContain('code=123456');
    // A crumb without message or data (Sentry's console and UI crumbs) passes unchanged.
    expect(maskSentryBreadcrumb({ category: 'ui.click' })).toEqual({ category: 'ui.click' });
    expect(maskSentryBreadcrumb({ message: 'to /sign-in/callback#code=abc&state=s' })).toEqual({
      message: 'to /sign-in/callback#code=[Filtered]&state=s',
    });
  });

  it('"Trace sample rate is 1, session replay rate 0.1, replay on error 1", masking as beforeBreadcrumb', () => {
    const options = sentryOptions({ dsn: 'http://public@127.0.0.1:9/1', platformUrl: PLATFORM });
    expect(options).toMatchObject(ERROR_REPORTING_SAMPLE_RATES);
    expect(options.dsn).toBe('http://public@127.0.0.1:9/1');
    expect(
      options.beforeBreadcrumb?.({ category: 'navigation', data: { to: '/x?email=e' } }, undefined),
    ).toEqual({ category: 'navigation', data: { to: '/x?email=[Filtered]' } });
    expect(() => noopErrorReporting.captureException(new Error('x'))).not.toThrow();
  });

  it("leaves uncaught errors and unhandled rejections to the core (Sentry's window handlers off)", () => {
    const options = sentryOptions({ dsn: 'http://public@127.0.0.1:9/1', platformUrl: PLATFORM });
    const handlers = Array.isArray(options.integrations)
      ? options.integrations.find((integration) => integration.name === 'GlobalHandlers')
      : undefined;
    expect(handlers).toBeDefined();
    // Set up with both handlers off it hooks neither window.onerror nor onunhandledrejection
    // (with them on, setup replaces both).
    const global = globalThis as { onerror?: unknown; onunhandledrejection?: unknown };
    const before = [global.onerror, global.onunhandledrejection];
    handlers?.setupOnce?.();
    handlers?.setup?.({ getOptions: () => ({}) } as never);
    expect([global.onerror, global.onunhandledrejection]).toEqual(before);
  });

  it("trace propagation targets agree with the core's isTracedPlatformRequest", () => {
    const targets = tracePropagationTargets(`${PLATFORM}/`);
    const propagated = (url: string): boolean => targets.some((target) => target.test(url));
    const urls = [
      ...TRACED_PLATFORM_SERVICES.flatMap((service) => [
        `${PLATFORM}/${service}`,
        `${PLATFORM}/${service}/x?y=1`,
        `${PLATFORM}/api/${service}#z`,
        `${PLATFORM}/${service.toUpperCase()}/x`,
        `${PLATFORM}/${service}s`,
      ]),
      `${PLATFORM}/other`,
      `${PLATFORM}`,
      `${PLATFORM}.evil.net/members`,
      'https://evil.example/members',
      `https://cdn.example/?u=${PLATFORM}/members`,
    ];
    for (const url of urls)
      expect(propagated(url), url).toBe(isTracedPlatformRequest(url, PLATFORM));
    expect(propagated(`${PLATFORM}/payments`)).toBe(true);
    expect(propagated(`${PLATFORM}/other`)).toBe(false);
  });
});
