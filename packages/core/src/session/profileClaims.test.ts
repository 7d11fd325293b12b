import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UserProfile } from '../ports';
import { isPartialProfile, readProfileRoles } from './profileClaims';

const profile = (claims: Record<string, unknown>): UserProfile => ({ sub: 's', ...claims });

describe('readProfileRoles: "Roles come in the profile role claim, as a string or a list"', () => {
  it('a string is one role, a list is kept in order', () => {
    expect(readProfileRoles(profile({ role: 'Member' }))).toEqual(['Member']);
    expect(readProfileRoles(profile({ role: ['Staff', 'Member'] }))).toEqual(['Staff', 'Member']);
  });

  it('no claim, no profile, blank or non-string entries: no roles', () => {
    expect(readProfileRoles(profile({}))).toEqual([]);
    expect(readProfileRoles(undefined)).toEqual([]);
    expect(readProfileRoles(null)).toEqual([]);
    expect(readProfileRoles(profile({ role: ' ' }))).toEqual([]);
    expect(readProfileRoles(profile({ role: ['A', 3, null, '', 'B'] }))).toEqual(['A', 'B']);
    expect(readProfileRoles(profile({ role: 42 }))).toEqual([]);
  });

  it('property: never throws, and returns only non-blank strings of the claim', () => {
    fc.assert(
      fc.property(fc.anything(), (role) => {
        const roles = readProfileRoles(profile({ role }));
        for (const name of roles) {
          expect(typeof name).toBe('string');
          expect(name.trim()).not.toBe('');
        }
        if (typeof role === 'string' && role.trim() !== '') expect(roles).toEqual([role]);
      }),
    );
  });
});

describe('isPartialProfile: "unless the profile is flagged IsPartial"', () => {
  it.each([
    [true, true],
    ['true', true],
    ['True', true],
    [' true ', true],
    [false, false],
    ['false', false],
    ['yes', false],
    [1, false],
    [undefined, false],
  ])('IsPartial %j -> %s', (flag, expected) => {
    expect(isPartialProfile(profile(flag === undefined ? {} : { IsPartial: flag }))).toBe(expected);
  });

  it('no profile is not partial', () => {
    expect(isPartialProfile(undefined)).toBe(false);
  });

  it('property: only true or the text true flags a profile', () => {
    fc.assert(
      fc.property(fc.anything(), (flag) => {
        const partial = isPartialProfile(profile({ IsPartial: flag }));
        const expected =
          flag === true || (typeof flag === 'string' && flag.trim().toLowerCase() === 'true');
        expect(partial).toBe(expected);
      }),
    );
  });
});
