import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FakeErrorReporting } from '../testing';
import { ERROR_REPORTING_SAMPLE_RATES } from './errorReportingConfig';
import { ErrorReportingService } from './errorReportingService';
import { formatRolesTag } from './rolesTag';

function setup() {
  const port = new FakeErrorReporting();
  return { port, service: new ErrorReportingService(port) };
}

describe('ErrorReportingService', () => {
  it('"Trace sample rate is 1, session replay rate 0.1, replay on error 1"', () => {
    expect(ERROR_REPORTING_SAMPLE_RATES).toEqual({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
    });
  });

  it('roles "reported to error tracking as a comma-joined string" (role "a string or a list")', () => {
    const { port, service } = setup();
    service.identify({ memberId: 'mbr_1', role: ['member', 'partner-admin'] });
    expect(port.currentTags()).toEqual({ roles: 'member,partner-admin' });
    service.identify({ memberId: 'mbr_1', role: 'member' });
    expect(port.currentTags()).toEqual({ roles: 'member' });
    service.identify({ memberId: 'mbr_1' });
    expect(port.currentTags()).toEqual({});
  });

  it('sets the user with the member id only, never the e-mail', () => {
    const { port, service } = setup();
    const profileLike = { memberId: 'mbr_1', role: 'member', email: 'jane@example.com' };
    service.identify(profileLike);
    service.captureError(new Error('boom'));
    expect(port.reports[0]?.user).toEqual({ id: 'mbr_1' });
    expect(port.contains('jane@example.com')).toBe(false);
  });

  it('forget removes the user and the roles tag from later reports', () => {
    const { port, service } = setup();
    service.identify({ memberId: 'mbr_1', role: 'member' });
    service.forget();
    service.captureError('after logout');
    expect(port.reports[0]).toMatchObject({ user: null, tags: {} });
  });

  it('masks code and email in breadcrumbs, contexts and error messages before the port sees them', () => {
    const { port, service } = setup();
    service.addBreadcrumb({
      category: 'navigation',
      message: '/forgot-password/change?email=jane@example.com&code=778899',
    });
    const error = new Error('GET /initial-setup/tos?code=778899 failed');
    service.captureError(error, { url: '/x?email=jane@example.com' });
    service.captureError('text /y?code=778899');
    expect(port.contains('778899')).toBe(false);
    expect(port.contains('jane@example.com')).toBe(false);
    const reported = port.reports[0]?.error;
    expect(reported).toBeInstanceOf(Error);
    expect((reported as Error).message).toBe('GET /initial-setup/tos?code=[Filtered] failed');
    expect(port.breadcrumbs[0]?.message).toBe(
      '/forgot-password/change?email=[Filtered]&code=[Filtered]',
    );
  });

  it('passes an error with nothing to mask as it is (stack and identity kept)', () => {
    const { port, service } = setup();
    const error = new TypeError('plain');
    const other = { reason: 42 };
    service.captureError(error);
    service.captureError(other);
    expect(port.reports[0]?.error).toBe(error);
    expect(port.reports[1]?.error).toBe(other);
    expect(port.reports[0]?.context).toBeUndefined();
  });

  it('keeps the name of a masked error', () => {
    const { port, service } = setup();
    const error = new TypeError('bad ?email=a@b.c');
    delete error.stack;
    service.captureError(error);
    expect(port.reports[0]?.error).toMatchObject({
      name: 'TypeError',
      message: 'bad ?email=[Filtered]',
    });
  });
});

describe('formatRolesTag', () => {
  it('trims, drops blanks, and gives undefined for no role', () => {
    expect(formatRolesTag([' a ', '', 'b'])).toBe('a,b');
    expect(formatRolesTag('  ')).toBeUndefined();
    expect(formatRolesTag(null)).toBeUndefined();
    expect(formatRolesTag([])).toBeUndefined();
  });

  it('property: a list of plain role names comes back comma-joined in order', () => {
    const role = fc.stringMatching(/^[A-Za-z][A-Za-z0-9_-]{0,15}$/);
    fc.assert(
      fc.property(fc.array(role, { minLength: 1, maxLength: 6 }), (roles) => {
        expect(formatRolesTag(roles)).toBe(roles.join(','));
        expect(formatRolesTag(roles)?.split(',')).toEqual(roles);
      }),
    );
  });
});

describe('ErrorReportingService.reportUnexpected: errors nothing handled', () => {
  const patternFor = (pathname: string): string | undefined =>
    pathname.startsWith('/dashboard/reports/') ? '/dashboard/reports/:id' : undefined;

  it('reports the source and the page as its route pattern, never the address', () => {
    const port = new FakeErrorReporting();
    const service = new ErrorReportingService(port, patternFor);
    const error = new Error('render failed');
    service.reportUnexpected(error, {
      source: 'error-boundary',
      pathname: '/dashboard/reports/enc_4711',
    });
    expect(port.reports).toHaveLength(1);
    expect(port.reports[0]?.error).toBe(error);
    expect(port.reports[0]?.context).toEqual({
      source: 'error-boundary',
      page: '/dashboard/reports/:id',
    });
    expect(port.contains('enc_4711')).toBe(false);
  });

  it('leaves the page out for a path of no route', () => {
    const port = new FakeErrorReporting();
    new ErrorReportingService(port, patternFor).reportUnexpected('lost', {
      source: 'unhandled-rejection',
      pathname: '/nowhere/jane',
    });
    expect(port.reports[0]?.context).toEqual({ source: 'unhandled-rejection' });
  });

  it('masks e-mail addresses and the query values code and email in the message and stack', () => {
    const port = new FakeErrorReporting();
    const service = new ErrorReportingService(port, patternFor);
    const error = new Error('No member jane.doe@example.com at /x?code=778899');
    error.stack = `Error: No member jane.doe@example.com at /x?code=778899\n    at render (app.js:1:1)`;
    service.reportUnexpected(error, { source: 'uncaught-error' });
    expect(port.contains('jane.doe@example.com')).toBe(false);
    expect(port.contains('778899')).toBe(false);
    expect((port.reports[0]?.error as Error).message).toBe(
      'No member [Filtered] at /x?code=[Filtered]',
    );
  });

  it('reports one error object once, however many places meet it', () => {
    const port = new FakeErrorReporting();
    const service = new ErrorReportingService(port, patternFor);
    const chunkFailure = new TypeError('Failed to fetch dynamically imported module');
    service.reportUnexpected(chunkFailure, { source: 'asset-load' });
    service.reportUnexpected(chunkFailure, { source: 'error-boundary' });
    service.reportUnexpected(new TypeError('Failed to fetch dynamically imported module'), {
      source: 'asset-load',
    });
    expect(port.reports.map((report) => report.context?.['source'])).toEqual([
      'asset-load',
      'asset-load',
    ]);
  });
});
