import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseInitialSetupTosQuery } from './initialSetupQuery';

/** A URLSearchParams look-alike, as core has no DOM types. */
const searchParams = (entries: Record<string, string>): { get(name: string): string | null } => ({
  get: (name) => entries[name] ?? null,
});

describe('parseInitialSetupTosQuery', () => {
  it('reads "Query email, code, hasPassword (the text \'true\')"', () => {
    expect(
      parseInitialSetupTosQuery({ email: 'ann@example.com', code: 'abc123', hasPassword: 'true' }),
    ).toEqual({ email: 'ann@example.com', code: 'abc123', hasPassword: true });
  });

  it("hasPassword is true only for the text 'true'", () => {
    for (const text of ['false', 'True', 'TRUE', '1', 'yes', '', ' true']) {
      expect(parseInitialSetupTosQuery({ hasPassword: text }).hasPassword).toBe(false);
    }
    expect(parseInitialSetupTosQuery({}).hasPassword).toBe(false);
  });

  it('leaves out an absent or empty email or code', () => {
    expect(parseInitialSetupTosQuery({ email: '', code: null })).toEqual({ hasPassword: false });
    expect(parseInitialSetupTosQuery({})).toEqual({ hasPassword: false });
  });

  it('reads a URLSearchParams-like query through get()', () => {
    expect(
      parseInitialSetupTosQuery(
        searchParams({ email: 'bo@example.com', code: 'c0de', hasPassword: 'true' }),
      ),
    ).toEqual({ email: 'bo@example.com', code: 'c0de', hasPassword: true });
    expect(parseInitialSetupTosQuery(searchParams({}))).toEqual({ hasPassword: false });
  });

  it('takes the first value of a repeated key', () => {
    expect(
      parseInitialSetupTosQuery({
        email: ['first@example.com', 'second@example.com'],
        hasPassword: ['true', 'false'],
      }),
    ).toEqual({ email: 'first@example.com', hasPassword: true });
    expect(parseInitialSetupTosQuery({ code: [] })).toEqual({ hasPassword: false });
  });

  it('property: never throws and returns only the query fields', () => {
    const value = fc.oneof(
      fc.string(),
      fc.array(fc.string()),
      fc.constant(null),
      fc.constant(undefined),
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), value), (query) => {
        const data = parseInitialSetupTosQuery(query);
        expect(
          Object.keys(data).every((key) => ['email', 'code', 'hasPassword'].includes(key)),
        ).toBe(true);
        expect(typeof data.hasPassword).toBe('boolean');
      }),
    );
  });
});
