import { describe, expect, it } from 'vitest';
import { FakeErrorReporting } from './fakeErrorReporting';

describe('FakeErrorReporting (ErrorReportingPort)', () => {
  it('captures with the tags, user and breadcrumbs in force at that moment', () => {
    const reporting = new FakeErrorReporting();
    reporting.setTag('roles', 'Member');
    reporting.setUser({ id: 'm1' });
    reporting.addBreadcrumb({ category: 'nav', message: '/dashboard' });
    const error = new Error('boom');
    reporting.captureException(error, { where: 'test' });
    reporting.setTag('roles', undefined);
    reporting.setUser(null);
    reporting.captureException('plain');
    expect(reporting.reports).toEqual([
      {
        error,
        context: { where: 'test' },
        tags: { roles: 'Member' },
        user: { id: 'm1' },
        breadcrumbs: [{ category: 'nav', message: '/dashboard' }],
      },
      {
        error: 'plain',
        tags: {},
        user: null,
        breadcrumbs: [{ category: 'nav', message: '/dashboard' }],
      },
    ]);
    expect(reporting.currentTags()).toEqual({});
  });

  it('keeps at most maxBreadcrumbs, dropping the oldest', () => {
    const reporting = new FakeErrorReporting({ maxBreadcrumbs: 2 });
    for (const message of ['a', 'b', 'c']) reporting.addBreadcrumb({ category: 'x', message });
    expect(reporting.breadcrumbs.map((b) => b.message)).toEqual(['b', 'c']);
  });

  it('contains() finds a secret anywhere in the reports, error messages included', () => {
    const reporting = new FakeErrorReporting();
    reporting.captureException(new Error('token abc123 leaked'));
    expect(reporting.contains('abc123')).toBe(true);
    expect(reporting.contains('zzz')).toBe(false);
  });
});
