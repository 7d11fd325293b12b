import { describe, expect, it } from 'vitest';
import { signOutNoticeOf } from './signOutNotice';

describe('signOutNoticeOf: why the sign-in page says the member is signed out', () => {
  it.each([
    ['logout', 'signedOut'],
    ['inactivity', 'inactivity'],
    ['expired', 'sessionExpired'],
    ['unauthorized', 'sessionExpired'],
  ] as const)('in this tab, %s: %s', (reason, notice) => {
    expect(signOutNoticeOf({ reason })).toBe(notice);
  });

  it.each([
    ['logout', 'signedOutElsewhere'],
    ['inactivity', 'inactivity'],
    ['expired', 'sessionEndedElsewhere'],
    ['unauthorized', 'sessionEndedElsewhere'],
  ] as const)('followed from another tab, %s: %s', (reason, notice) => {
    expect(signOutNoticeOf({ reason, elsewhere: true })).toBe(notice);
  });

  it('"If no sign-in result comes back, the user is logged out with no message"', () => {
    expect(signOutNoticeOf({ reason: 'no-result' })).toBeNull();
    expect(signOutNoticeOf({ reason: 'no-result', elsewhere: true })).toBeNull();
  });
});
