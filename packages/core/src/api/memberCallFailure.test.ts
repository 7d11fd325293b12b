import { describe, expect, it } from 'vitest';
import { MemberApiError } from './memberApiError';
import { isMemberApiError, memberCallFailureOf } from './memberCallFailure';

const conflict = (): MemberApiError =>
  new MemberApiError(
    'memberCreate',
    { code: 'http_status', status: 409, apiCode: 'email_taken', message: 'taken' },
    409,
  );

// A public journey reads a failed call without loading the calls' code (the error's class comes
// with it): the reading goes by the error's name, which the class fixes.
describe("a failed member call's reading", () => {
  it('reads the message key and the platform code of a member call error', () => {
    expect(memberCallFailureOf(conflict())).toEqual({
      messageKey: 'api.errors.conflict',
      apiCode: 'email_taken',
    });
  });

  it('takes anything else thrown for a server fault, without a platform code', () => {
    expect(memberCallFailureOf(new Error('boom'))).toEqual({
      messageKey: 'api.errors.server',
      apiCode: undefined,
    });
    expect(memberCallFailureOf('nope')).toEqual({
      messageKey: 'api.errors.server',
      apiCode: undefined,
    });
  });

  it('tells a member call error, of one call when asked, from other errors', () => {
    expect(isMemberApiError(conflict())).toBe(true);
    expect(isMemberApiError(conflict(), 'memberCreate')).toBe(true);
    expect(isMemberApiError(conflict(), 'memberTos')).toBe(false);
    expect(isMemberApiError(new Error('MemberApiError'))).toBe(false);
    expect(isMemberApiError({ name: 'MemberApiError' })).toBe(false);
  });
});
