import { describe, expect, it } from 'vitest';
import { canSetPassword } from './initialSetupData';

describe('canSetPassword', () => {
  const rule =
    '"/initial-setup/set-password redirects home if email or code is missing from the stored setup data"';

  it(`${rule}: allowed with both email and code`, () => {
    expect(canSetPassword({ email: 'ann@example.com', code: 'abc123' })).toBe(true);
  });

  it(`${rule}: redirected when email is missing`, () => {
    expect(canSetPassword({ code: 'abc123', hasPassword: false })).toBe(false);
  });

  it(`${rule}: redirected when code is missing`, () => {
    expect(canSetPassword({ email: 'ann@example.com' })).toBe(false);
  });

  it(`${rule}: redirected when nothing is stored`, () => {
    expect(canSetPassword({})).toBe(false);
  });

  it('treats an empty or blank email or code as missing', () => {
    expect(canSetPassword({ email: '', code: 'abc123' })).toBe(false);
    expect(canSetPassword({ email: 'ann@example.com', code: '   ' })).toBe(false);
  });
});
