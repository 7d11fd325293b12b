import { describe, expect, it } from 'vitest';
import { backLinkFrom } from './backLink';

describe('backLinkFrom: a screen goes back where the member came from', () => {
  it('goes back to the dashboard page the member came from', () => {
    expect(backLinkFrom('/', 'scans')).toEqual({ routeId: 'home', path: '/' });
    expect(backLinkFrom('/invoices', 'scans')).toEqual({ routeId: 'invoices', path: '/invoices' });
    expect(backLinkFrom('/scans/', 'home')).toEqual({ routeId: 'scans', path: '/scans' });
  });

  it('falls back to the screen default for anything that is not a known dashboard page', () => {
    for (const from of [
      undefined,
      null,
      42,
      { pathname: '/invoices' },
      '',
      'https://evil.example/invoices',
      '//evil.example',
      '/invoices?x=1',
      '/reports/digital-report/enc_1',
      '/mammo-upload/enc_1',
      '/sign-in',
      'invoices',
    ]) {
      expect(backLinkFrom(from, 'scans')).toEqual({ routeId: 'scans', path: '/scans' });
    }
  });
});
