import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACED_PLATFORM_SERVICES } from './errorReportingConfig';
import { isTracedPlatformRequest } from './tracedPlatformRequest';

const API = 'https://api.scanwise.test';

describe('"Requests to the platform services (tasks, members, packages, users, viewer, diagnostics, payments) are traced"', () => {
  it('lists exactly the seven services of the spec', () => {
    expect(TRACED_PLATFORM_SERVICES).toEqual([
      'tasks',
      'members',
      'packages',
      'users',
      'viewer',
      'diagnostics',
      'payments',
    ]);
  });

  it.each([
    [`${API}/members`, true],
    [`${API}/members?x=1`, true],
    [`${API}/packages/payments/p1/create-pending`, true],
    [`${API}/tasks/hubs/notes/negotiate`, true],
    [`${API}/api/members/viewerhappinessscore`, true],
    [`${API}/diagnostics/reports`, true],
    [`${API}/payments/invoices`, true],
    [`${API}/users/password/forgot`, true],
    [`${API}/viewer/studies/1`, true],
    [`${API}/api/tracking/meta`, false],
    [`${API}/membership`, false],
    [`${API}/`, false],
    [API, false],
    [`${API}.evil.net/members`, false],
    ['https://js.stripe.com/v3/members', false],
    ['https://www.googletagmanager.com/gtm.js?id=members', false],
    ['/members', false],
  ])('%s -> %s', (url, traced) => {
    expect(isTracedPlatformRequest(url, API)).toBe(traced);
  });

  it('accepts a base with a trailing slash and a differently cased host', () => {
    expect(isTracedPlatformRequest('https://API.scanwise.test/tasks', `${API}/`)).toBe(true);
  });

  it('works with a relative API base (same-origin deployments)', () => {
    expect(isTracedPlatformRequest('/platform/members', '/platform')).toBe(true);
    expect(isTracedPlatformRequest('/elsewhere/members', '/platform')).toBe(false);
  });

  it('property: a request to any other host is never traced; it never throws', () => {
    fc.assert(
      fc.property(fc.webUrl(), (url) => {
        const traced = isTracedPlatformRequest(url, API);
        if (!url.toLowerCase().startsWith(`${API}/`)) expect(traced).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (url, base) => {
        expect(typeof isTracedPlatformRequest(url, base)).toBe('boolean');
      }),
    );
  });
});
