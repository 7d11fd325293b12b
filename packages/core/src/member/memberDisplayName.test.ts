import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { memberDisplayName } from './memberDisplayName';

describe('memberDisplayName', () => {
  it('joins first and last name', () => {
    expect(memberDisplayName({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com' })).toBe(
      'Ann Lee',
    );
  });

  it('uses whichever name is set, trimmed', () => {
    expect(memberDisplayName({ firstName: ' Ann ', lastName: null })).toBe('Ann');
    expect(memberDisplayName({ firstName: '', lastName: 'Lee' })).toBe('Lee');
  });

  it('falls back to the e-mail address, then to an empty string', () => {
    expect(memberDisplayName({ firstName: ' ', email: 'ann@example.com' })).toBe('ann@example.com');
    expect(memberDisplayName({})).toBe('');
  });

  it('property: never has leading, trailing or doubled spaces at the join', () => {
    fc.assert(
      fc.property(
        fc.option(fc.stringMatching(/^ ?[a-z]{0,5} ?$/)),
        fc.option(fc.stringMatching(/^ ?[a-z]{0,5} ?$/)),
        fc.option(fc.stringMatching(/^ ?[a-z@.]{0,8} ?$/)),
        (firstName, lastName, email) => {
          const name = memberDisplayName({ firstName, lastName, email });
          expect(name).toBe(name.trim());
          expect(name).not.toContain('  ');
        },
      ),
    );
  });
});
