import * as Sentry from '@sentry/browser';
import { describe, expect, it } from 'vitest';
import {
  createSentryErrorReporting,
  noopErrorReporting,
  sentryOptions,
} from './sentryErrorReporting';

describe('Sentry adapter in Chromium', () => {
  it('is a quiet no-op without a DSN', () => {
    const lines: string[] = [];
    const add = (message: string) => lines.push(message);
    const port = createSentryErrorReporting({
      dsn: undefined,
      platformUrl: 'https://platform.example',
      logger: { debug: add, info: () => undefined, warn: add, error: add },
    });
    expect(port).toBe(noopErrorReporting);
    port.captureException(new Error('x'));
    port.setTag('roles', 'Member,Staff');
    expect(lines).toEqual(['Error reporting is off: no DSN configured']);
  });

  it('with a DSN: sample rates, masked breadcrumbs, roles tag', () => {
    const options = sentryOptions({
      dsn: 'http://public@127.0.0.1:9/1',
      platformUrl: 'https://platform.example',
    });
    expect(options).toMatchObject({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
    const masked = options.beforeBreadcrumb?.(
      { category: 'fetch', data: { url: 'https://platform.example/members?email=a@b.c&code=1' } },
      undefined,
    );
    expect(masked?.data?.['url']).toBe(
      'https://platform.example/members?email=[Filtered]&code=[Filtered]',
    );

    const port = createSentryErrorReporting({
      dsn: 'http://public@127.0.0.1:9/1',
      platformUrl: 'https://platform.example',
    });
    port.setTag('roles', 'Member,Staff');
    port.setUser({ id: 'mbr_1' });
    port.addBreadcrumb({ category: 'nav', message: '/initial-setup/tos?email=m@x.org' });
    expect(Sentry.getIsolationScope().getScopeData().tags['roles']).toBe('Member,Staff');
    const crumbs = Sentry.getIsolationScope().getScopeData().breadcrumbs;
    expect(crumbs.at(-1)?.message).toBe('/initial-setup/tos?email=[Filtered]');
    expect(() => port.captureException(new Error('offline, never sent'))).not.toThrow();
  });
});
