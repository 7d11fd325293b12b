import { describe, expect, it } from 'vitest';
import { readProfileRoles } from '../session/profileClaims';
import { ROLES_ERROR_TAG, rolesTag } from './rolesTag';

describe('rolesTag', () => {
  it('roles "are reported to error tracking as a comma-joined string"', () => {
    expect(rolesTag(['Member', 'Staff'])).toBe('Member,Staff');
    expect(rolesTag(['Member'])).toBe('Member');
    expect(ROLES_ERROR_TAG).toBe('roles');
  });

  it('gives undefined (removes the tag) when there are no roles', () => {
    expect(rolesTag([])).toBeUndefined();
    expect(rolesTag(['', '  '])).toBeUndefined();
  });

  it('drops blank names and trims the others', () => {
    expect(rolesTag([' Member ', '', 'Staff'])).toBe('Member,Staff');
  });

  it('works on the role claim "as a string or a list" through readProfileRoles', () => {
    expect(rolesTag(readProfileRoles({ sub: 's', role: 'Member' }))).toBe('Member');
    expect(rolesTag(readProfileRoles({ sub: 's', role: ['Member', 'Staff'] }))).toBe(
      'Member,Staff',
    );
    expect(rolesTag(readProfileRoles({ sub: 's' }))).toBeUndefined();
  });
});
